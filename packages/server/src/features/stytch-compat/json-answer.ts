import type { Context } from 'hono';
import { isStytchSdkCall } from './stytch-sdk.ts';

/** Replaces a success JSON answer to Stytch's SDK with `reshape(answer)`; any other answer stays as it is. */
export async function reshapeStytchAnswer(
  c: Context,
  reshape: (answer: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  if (!isStytchSdkCall(c) || c.res.status > 299) return;
  if (!c.res.headers.get('content-type')?.includes('application/json')) return;
  const answer = (await c.res.clone().json()) as Record<string, unknown>;
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  c.res = new Response(JSON.stringify(reshape(answer)), { status: c.res.status, headers });
}
