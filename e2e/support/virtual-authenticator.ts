import type { CDPSession, Page } from '@playwright/test';

/**
 * Chrome's virtual authenticator (docs/testing.md): a platform authenticator with resident keys and user
 * verification, fresh on this page's tab. `cdp` and `authenticatorId` reach its credentials.
 */
export async function addAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}
