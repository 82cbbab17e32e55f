import type { Mail } from '../../mail/mailer.js';

/**
 * To the address a new account was registered with: the link that confirms it. Until then the
 * shop writes nothing to it that whoever registered typed (not even the name: the address may be
 * someone else's), so the mail is the shop's words alone.
 */
export function addressConfirmationMail({ to, url, shopName }: { to: string; url: string; shopName: string }): Mail {
  return {
    to,
    subject: `Confirm your email address for ${shopName}`,
    text: [
      'Hello,',
      '',
      `An account at ${shopName} was registered with this address. To confirm that it is yours, open this link within 24 hours:`,
      '',
      url,
      '',
      'Once it is confirmed you can pay cash on delivery, and we write to you about your orders in full.',
      '',
      'If you did not create this account, ignore this message: nothing more is sent to this address about it until the link is opened.',
      '',
      `— ${shopName}`,
    ].join('\n'),
  };
}
