import type { Mail } from '../../mail/mailer.js';

/**
 * The password-reset link. The account's name greets only a confirmed address: anyone may ask for
 * a reset of an account registered with someone else's address, and that name is their text.
 */
export function passwordResetMail({ to, name, url, shopName }: { to: string; name: string | null; url: string; shopName: string }): Mail {
  return {
    to,
    subject: `Reset your ${shopName} password`,
    text: [
      name ? `Hello ${name},` : 'Hello,',
      '',
      `Someone asked to reset the password of your ${shopName} account. To choose a new password, open this link within one hour:`,
      '',
      url,
      '',
      'The link works once. If you did not ask for it, ignore this message: your password stays as it is.',
      '',
      `— ${shopName}`,
    ].join('\n'),
  };
}
