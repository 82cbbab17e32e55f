import type { Mail } from '../../mail/mailer.js';

export function passwordResetMail({ to, name, url, shopName }: { to: string; name: string; url: string; shopName: string }): Mail {
  return {
    to,
    subject: `Reset your ${shopName} password`,
    text: [
      `Hello ${name},`,
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
