import { z } from 'zod';

export const accountMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Provide a valid email',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Must be 8 characters or longer',
  passwordTooLong: 'Must be 128 characters or fewer',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes or reset your password.',
  resetSent: 'If an account exists for this email, we have sent a link to reset the password.',
  resetDone: 'Your password has been changed. Please sign in with the new password.',
  resetInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  signInRequired: 'Please sign in to continue.',
  adminsOnly: 'Admins only',
  returnPathOutside: 'Return path must be inside the shop',
  accountSuspended: 'This account has been suspended. Please contact the shop.',
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

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
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authProvidersSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;
