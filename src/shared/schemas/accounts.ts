import { z } from 'zod';
import { accountMessages, PASSWORD_MAX, PASSWORD_MIN } from '../accounts.js';
import { isSafeReturnPath } from '../routes.js';

export const emailSchema = z
  .string({ error: accountMessages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, accountMessages.emailRequired)
  .max(254, accountMessages.emailInvalid)
  .pipe(z.email({ error: accountMessages.emailInvalid }));

export const passwordSchema = z
  .string({ error: accountMessages.passwordRequired })
  .min(1, accountMessages.passwordRequired)
  .min(PASSWORD_MIN, accountMessages.passwordTooShort)
  .max(PASSWORD_MAX, accountMessages.passwordTooLong);

export const nameSchema = z
  .string({ error: accountMessages.nameRequired })
  .trim()
  .min(1, accountMessages.nameRequired)
  .max(100, accountMessages.nameTooLong);

/** SPEC §4 Login: same schema on the page and on the server. */
export const signInSchema = z.object({ email: emailSchema, password: passwordSchema });
export type SignInRequest = z.infer<typeof signInSchema>;
export type SignInForm = z.input<typeof signInSchema>;

/** SPEC §4 Register. Any other field (a role, say) is dropped. */
export const signUpSchema = z.object({ name: nameSchema, email: emailSchema, password: passwordSchema });
export type SignUpRequest = z.infer<typeof signUpSchema>;
export type SignUpForm = z.input<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** Asking for a sign-in link by email: the address, and the page of the shop to land on (home when absent). */
export const signInLinkRequestSchema = z.object({
  email: emailSchema,
  returnTo: z.string().max(2000, accountMessages.returnPathOutside).refine(isSafeReturnPath, accountMessages.returnPathOutside).optional(),
});
export type ForgotPasswordForm = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z.string().min(1, accountMessages.resetInvalid).max(200, accountMessages.resetInvalid),
  newPassword: passwordSchema,
});
export type ResetPasswordForm = z.input<typeof resetPasswordSchema>;

export const roleSchema = z.enum(['customer', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** The signed-in user as the web sees it (GET /api/session). */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: roleSchema,
  /** Whether the owner of the address confirmed it (the link mailed at sign-up, or Google's word). */
  emailVerified: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authProvidersSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;
