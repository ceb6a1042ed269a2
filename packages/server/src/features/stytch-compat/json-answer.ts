import type { Context } from 'hono';
import { isStytchSdkCall } from './stytch-sdk.ts';

type Reshape = (answer: Record<string, unknown>) => Record<string, unknown>;

/** Replaces a success JSON answer with `reshape(answer)`; any other answer stays as it is. */
export async function reshapeJsonAnswer(c: Context, reshape: Reshape): Promise<void> {
  if (c.res.status > 299) return;
  if (!c.res.headers.get('content-type')?.includes('application/json')) return;
  const answer = (await c.res.clone().json()) as Record<string, unknown>;
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  c.res = new Response(JSON.stringify(reshape(answer)), { status: c.res.status, headers });
}

/** Replaces a success JSON answer to Stytch's SDK with `reshape(answer)`; any other answer stays as it is. */
export async function reshapeStytchAnswer(c: Context, reshape: Reshape): Promise<void> {
  if (isStytchSdkCall(c)) await reshapeJsonAnswer(c, reshape);
}
