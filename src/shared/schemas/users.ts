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
  ownerProtected: "This is one of the shop's owner accounts (ADMIN_EMAILS); other admins cannot remove or demote it.",
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

/** One entry of the role history admins see under the users (who changed whom, when). */
export const roleChangeSchema = z.object({
  id: z.string(),
  userEmail: z.string(),
  fromRole: z.enum(['admin', 'customer']).nullable(),
  toRole: z.enum(['admin', 'customer', 'removed']),
  changedBy: z.string(),
  at: z.iso.datetime(),
});
export type RoleChange = z.infer<typeof roleChangeSchema>;

export const ROLE_CHANGES_PAGE_SIZE = 10;
export const roleChangeQuerySchema = pageQuerySchema(ROLE_CHANGES_PAGE_SIZE, 100);
export const roleChangePageSchema = pageSchema(roleChangeSchema);
export type RoleChangePage = z.infer<typeof roleChangePageSchema>;
