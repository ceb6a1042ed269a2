import '../../testing/setup.ts';
import { configure, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../testing/fakeClient.ts';
import { FoyerLogin } from '../../widgets/FoyerLogin.tsx';

configure({ asyncUtilTimeout: 3_000 });

// vi.mock factories run on a module's first import, so this records whether the widget loaded it.
const imported = vi.hoisted(() => new Set<string>());
vi.mock('./index.ts', async (importOriginal) => {
  imported.add('password screens');
  return importOriginal();
});

describe('password code loading', () => {
  it('is not loaded by a page with email magic links only', async () => {
    render(<FoyerLogin client={fakeClient().client} config={{ products: ['emailMagicLinks'] }} />);
    await screen.findByRole('button', { name: 'Continue with email' });
    expect([...imported]).toEqual([]);
  });

  it('is loaded when passwords are configured', async () => {
    render(<FoyerLogin client={fakeClient().client} config={{ products: ['passwords'] }} />);
    await screen.findByRole('button', { name: 'Continue' });
    expect([...imported]).toEqual(['password screens']);
  });
});
