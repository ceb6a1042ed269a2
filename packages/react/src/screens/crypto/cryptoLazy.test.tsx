import '../../testing/setup.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../testing/fakeClient.ts';
import { FoyerLogin } from '../../widgets/FoyerLogin.tsx';

// vi.mock factories run on a module's first import, so these record what the widget loaded.
const imported = vi.hoisted(() => new Set<string>());
vi.mock('./index.ts', async (importOriginal) => {
  imported.add('crypto screens');
  return importOriginal();
});
vi.mock('@foyer/sdk/wallets', async (importOriginal) => {
  imported.add('wallet helpers');
  return importOriginal();
});

describe('crypto code loading', () => {
  it('loads neither the crypto screens nor the wallet helpers when crypto is not configured', async () => {
    render(<FoyerLogin client={fakeClient().client} config={{ products: ['emailMagicLinks'] }} />);
    await screen.findByRole('textbox', { name: 'Email' });
    expect([...imported]).toEqual([]);
  });

  it('loads both when crypto is configured', async () => {
    render(<FoyerLogin client={fakeClient().client} config={{ products: ['crypto', 'emailMagicLinks'] }} />);
    await screen.findByRole('region', { name: 'Crypto wallets' });
    expect([...imported].sort()).toEqual(['crypto screens', 'wallet helpers']);
  });
});
