/** What the reset widget reads from the page address (docs/behaviour.md#reset-widget: no routes, only this query). */
export interface ResetToken {
  tokenType: string | null;
  token: string | null;
}

export function readResetToken(search: string): ResetToken {
  const params = new URLSearchParams(search);
  return { tokenType: params.get('stytch_token_type'), token: params.get('token') };
}
