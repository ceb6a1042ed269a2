import '../testing/setup.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../testing/fakeClient.ts';
import { FoyerLogin } from '../widgets/FoyerLogin.tsx';

// Records which product folders get imported: vi.mock factories run on a module's first import.
const imported = vi.hoisted(() => new Set<string>());

vi.mock('../screens/emailMagicLinks/index.ts', async (importOriginal) => {
  imported.add('emailMagicLinks');
  return importOriginal();
});
vi.mock('../screens/passwords/index.ts', async (importOriginal) => {
  imported.add('passwords');
  return importOriginal();
});
vi.mock('../screens/passkeys/index.ts', async (importOriginal) => {
  imported.add('passkeys');
  return importOriginal();
});
// MFA follows any sign-in, but only one the server answers with an intermediate session.
vi.mock('../screens/mfa/index.ts', async (importOriginal) => {
  imported.add('mfa');
  return importOriginal();
});

describe('lazy product screens', () => {
  it('loads nothing of a product the config does not list', async () => {
    render(<FoyerLogin client={fakeClient().client} config={{ products: ['oauth'] }} />);
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    expect([...imported]).toEqual([]);
  });

  it('loads only the configured product through a whole flow', async () => {
    const user = userEvent.setup();
    render(<FoyerLogin client={fakeClient().client} config={{ products: ['emailMagicLinks'] }} />);
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    expect([...imported]).toEqual(['emailMagicLinks']);
  });
});
