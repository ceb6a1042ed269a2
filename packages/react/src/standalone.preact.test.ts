import compat from 'preact/compat';
import { createRoot as preactCreateRoot } from 'preact/compat/client';
import React from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';

// Runs in the react-on-preact project only (vitest.config.ts): without this, a lost alias would
// quietly run that project's tests on React again.
describe('the react-on-preact test project', () => {
  it('answers react and react-dom/client with preact/compat, as the standalone build does', () => {
    expect(React).toBe(compat);
    expect(createRoot).toBe(preactCreateRoot);
  });
});
