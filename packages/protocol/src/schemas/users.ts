import { z } from 'zod';
import { Email, envelope, User } from './common.ts';
import { E164 } from './otps.ts';

export const UserResponse = z.object({ ...envelope, user: User }).meta({ id: 'UserResponse' });

export const UsersSearchRequest = z.object({ email: Email }).meta({ id: 'UsersSearchRequest' });
export const UsersSearchResponse = z
  .object({ ...envelope, user_type: z.enum(['new', 'password', 'passwordless']) })
  .meta({ id: 'UsersSearchResponse' });

// The backend API's users calls (/v1/users…), in Stytch's shapes.

/** The caps on each metadata object, as Stytch's: top-level keys and serialized size (UTF-8 bytes). */
export const METADATA_MAX_KEYS = 20;
export const METADATA_MAX_BYTES = 4096;

/** An arbitrary JSON object of the host's; on update, merged at the top level (a null value deletes its key). */
export const Metadata = z
  .record(z.string(), z.unknown())
  .meta({ description: 'A JSON object: at most 20 top-level keys and 4096 bytes once merged.' });

const NamePart = z.string().trim().max(256);
export const UserName = z
  .object({ first_name: NamePart.optional(), middle_name: NamePart.optional(), last_name: NamePart.optional() })
  .meta({ id: 'UserName' });

export const UsersCreateRequest = z
  .object({
    email: Email.optional(),
    phone_number: E164.optional(),
    name: UserName.optional(),
    create_user_as_pending: z.boolean().optional(),
    trusted_metadata: Metadata.optional(),
    untrusted_metadata: Metadata.optional(),
  })
  .meta({ id: 'UsersCreateRequest' });

export const UsersCreateResponse = z
  .object({
    ...envelope,
    user_id: z.string(),
    /** Empty when the user was created without one, as Stytch answers. */
    email_id: z.string(),
    phone_id: z.string(),
    status: z.enum(['active', 'pending']),
    user: User,
  })
  .meta({ id: 'UsersCreateResponse' });

/** GET /v1/users/{user_id}: the user's fields at the top level as Stytch answers, and also under `user`. */
export const UsersGetResponse = z.object({ ...envelope, ...User.shape, user: User }).meta({ id: 'UsersGetResponse' });

const Rfc3339 = z.iso.datetime({ offset: true });
const Ids = z.array(z.string().max(254)).min(1).max(100);

/** One filter of a search; the names and values are Stytch's. */
export const UsersSearchOperand = z
  .discriminatedUnion('filter_name', [
    z.object({ filter_name: z.literal('email_address'), filter_value: Ids }),
    z.object({ filter_name: z.literal('email_id'), filter_value: Ids }),
    z.object({ filter_name: z.literal('phone_number'), filter_value: Ids }),
    z.object({ filter_name: z.literal('phone_id'), filter_value: Ids }),
    z.object({ filter_name: z.literal('user_id'), filter_value: Ids }),
    z.object({ filter_name: z.literal('status'), filter_value: z.enum(['active', 'pending']) }),
    z.object({ filter_name: z.literal('created_at_greater_than'), filter_value: Rfc3339 }),
    z.object({ filter_name: z.literal('created_at_less_than'), filter_value: Rfc3339 }),
    z.object({
      filter_name: z.literal('created_at_between'),
      filter_value: z.object({ greater_than: Rfc3339, less_than: Rfc3339 }),
    }),
  ])
  .meta({ id: 'UsersSearchOperand' });

export const BackendUsersSearchRequest = z
  .object({
    limit: z.number().int().min(1).max(1000).optional(),
    cursor: z.string().max(512).nullable().optional(),
    query: z
      .object({ operator: z.enum(['AND', 'OR']), operands: z.array(UsersSearchOperand).max(10).optional() })
      .nullable()
      .optional(),
  })
  .meta({ id: 'BackendUsersSearchRequest' });

export const BackendUsersSearchResponse = z
  .object({
    ...envelope,
    results: z.array(User),
    results_metadata: z.object({
      /** How many users match the query in all, over every page. */
      total: z.number().int(),
      /** Pass it back as `cursor` for the next page; null on the last page. */
      next_cursor: z.string().nullable(),
    }),
  })
  .meta({ id: 'BackendUsersSearchResponse' });

export const UsersUpdateRequest = z
  .object({
    name: UserName.optional(),
    trusted_metadata: Metadata.optional(),
    untrusted_metadata: Metadata.optional(),
  })
  .meta({ id: 'UsersUpdateRequest' });

export const UsersUpdateResponse = z
  .object({
    ...envelope,
    user_id: z.string(),
    emails: User.shape.emails,
    phone_numbers: User.shape.phone_numbers,
    crypto_wallets: User.shape.crypto_wallets,
    user: User,
  })
  .meta({ id: 'UsersUpdateResponse' });

export const UsersDeleteResponse = z.object({ ...envelope, user_id: z.string() }).meta({ id: 'UsersDeleteResponse' });

/** What deleting one email, phone, passkey, provider link, wallet or password answers: the user after. */
export const UsersFactorDeleteResponse = z
  .object({ ...envelope, user_id: z.string(), user: User })
  .meta({ id: 'UsersFactorDeleteResponse' });
