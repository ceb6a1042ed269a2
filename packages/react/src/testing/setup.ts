import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeAllToasts } from '../core/toasts.ts';

// The root vitest config has no globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  removeAllToasts();
  document.body.innerHTML = '';
});
