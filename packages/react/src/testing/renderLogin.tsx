import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FoyerConfig } from '../config/types.ts';
import { FoyerLogin } from '../widgets/FoyerLogin.tsx';
import type { FoyerLoginProps } from '../widgets/types.ts';
import { type FakeClientOptions, fakeClient } from './fakeClient.ts';

/** The default product list, spelled out. */
export const EML: FoyerConfig = { products: ['emailMagicLinks'] };

/** Renders the login widget on a fresh fake client, with a user-event session. */
export function renderLogin(props: Partial<FoyerLoginProps> = {}, clientOptions?: FakeClientOptions) {
  const fake = fakeClient(clientOptions);
  const user = userEvent.setup();
  render(<FoyerLogin client={fake.client} config={EML} {...props} />);
  return { ...fake, user };
}

/** Types an address into Main's email field and submits it. */
export async function submitEmail(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await user.click(screen.getByRole('button', { name: 'Continue with email' }));
}
