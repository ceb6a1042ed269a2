import { z } from '@hono/zod-openapi';
import type { M2MClientRow } from '../../store/m2m-clients.ts';

/** A scope as OAuth writes them (RFC 6749 §3.3: no spaces, no quotes or backslashes), e.g. `read:users`. */
export const Scope = z
  .string()
  .regex(/^[\x21\x23-\x5b\x5d-\x7e]{1,128}$/, 'a scope is 1 to 128 printable characters, no spaces');
export const Scopes = z.array(Scope).max(100);

/** The host's JSON object on a client: at most 20 keys and 4096 bytes, as users' metadata. */
export const TrustedMetadata = z
  .record(z.string(), z.unknown())
  .refine((value) => Object.keys(value).length <= 20 && JSON.stringify(value).length <= 4096, {
    message: 'trusted_metadata takes at most 20 keys and 4096 bytes of JSON',
  });

export const M2MClientStatus = z.enum(['active', 'inactive']);

/** An M2M client as Stytch's API answers it (never its secret, only the secret's last four). */
export const M2MClient = z
  .object({
    client_id: z.string(),
    client_name: z.string(),
    client_description: z.string(),
    status: M2MClientStatus,
    scopes: z.array(z.string()),
    client_secret_last_four: z.string(),
    trusted_metadata: z.record(z.string(), z.unknown()).nullable(),
    next_client_secret_last_four: z.string().nullable(),
  })
  .meta({ id: 'M2MClient' });
export type M2MClient = z.infer<typeof M2MClient>;

export function scopesOf(row: Pick<M2MClientRow, 'scopes'>): string[] {
  return JSON.parse(row.scopes) as string[];
}

export function toM2MClient(row: M2MClientRow): M2MClient {
  return {
    client_id: row.client_id,
    client_name: row.client_name,
    client_description: row.client_description,
    status: row.status,
    scopes: scopesOf(row),
    client_secret_last_four: row.secret_last_four,
    trusted_metadata:
      row.trusted_metadata === null ? null : (JSON.parse(row.trusted_metadata) as Record<string, unknown>),
    next_client_secret_last_four: row.next_secret_last_four,
  };
}
