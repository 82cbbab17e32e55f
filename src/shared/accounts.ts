/**
 * Account messages and password limits (SPEC §4), without Zod: the layout and the route guards
 * show these messages, and importing them must not load the schema library into the first
 * bundle. The schemas in schemas/accounts.ts build on them.
 */
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
  resetSent: 'If an account exists for this email, we have sent a link to reset the password.',
  resetDone: 'Your password has been changed. Please sign in with the new password.',
  resetInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  signInRequired: 'Please sign in to continue.',
  adminsOnly: 'Admins only',
  returnPathOutside: 'Return path must be inside the shop',
  accountSuspended: 'This account has been suspended. Please contact the shop.',
  confirmationLinkInvalid: 'This confirmation link is not valid. Open the whole link from the email.',
  confirmationSent: 'We have sent a new confirmation link. Open it within 24 hours.',
  alreadyConfirmed: 'Your email address is already confirmed.',
  tooManyConfirmations: 'We have sent several confirmation links already. Please look for them, or try again in an hour.',
  signInLinkSent: 'If an account exists for this email, we have sent it a link that signs you in. The link works once, within 15 minutes.',
  signInLinkInvalid: 'This sign-in link has expired or was used already. Ask for a new one below.',
} as const;

/** How long an emailed sign-in link works, in minutes. */
export const SIGN_IN_LINK_MINUTES = 15;

/** How often a signed-in customer may ask for the address-confirmation link again (per account). */
export const CONFIRMATION_MAILS_PER_HOUR = 3;

/** The refusal of a sign-in past its limit, naming the wait the answer's Retry-After gives (whole minutes, rounded up). */
export function tooManySignInAttempts(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please wait ${minutes === 1 ? '1 minute' : `${minutes} minutes`}, reset your password, or have a sign-in link emailed to you.`;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
