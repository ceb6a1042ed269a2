import { z } from 'zod';
import { Email, envelope, User } from './common.ts';

export const UserResponse = z.object({ ...envelope, user: User }).meta({ id: 'UserResponse' });

export const UsersSearchRequest = z.object({ email: Email }).meta({ id: 'UsersSearchRequest' });
export const UsersSearchResponse = z
  .object({ ...envelope, user_type: z.enum(['new', 'password', 'passwordless']) })
  .meta({ id: 'UsersSearchResponse' });
