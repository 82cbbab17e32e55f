import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './common.js';
import { roleSchema } from './accounts.js';

export const userMessages = {
  madeAdmin: 'User is now an admin',
  removed: 'User removed',
  alreadyAdmin: 'This user is already an admin',
  notYourself: 'You cannot remove or demote yourself',
  lastAdmin: 'The last admin cannot be removed',
  notFound: 'This user does not exist',
} as const;

export const USERS_PAGE_SIZE = 50;

/** A row of the Make Admin page (SPEC §10). */
export const userListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  createdAt: z.iso.datetime(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListQuerySchema = pageQuerySchema(USERS_PAGE_SIZE, 200);
export const userPageSchema = pageSchema(userListItemSchema);
export type UserPage = z.infer<typeof userPageSchema>;
