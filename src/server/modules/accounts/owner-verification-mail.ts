import type { Mail } from '../../mail/mailer.js';

/**
 * To an address named in ADMIN_EMAILS that was just registered: confirming it makes the account an
 * admin. Not yet confirmed, the address is written to in the shop's words alone (no typed name).
 */
export function ownerVerificationMail({ to, url, shopName }: { to: string; url: string; shopName: string }): Mail {
  return {
    to,
    subject: `Confirm your email address for ${shopName}`,
    text: [
      'Hello,',
      '',
      `This address is one of the shop owners' addresses of ${shopName}. To confirm that the new account is yours, and get its admin rights, open this link within 24 hours:`,
      '',
      url,
      '',
      'If you did not create this account, ignore this message: the account stays without admin rights.',
      '',
      `— ${shopName}`,
    ].join('\n'),
  };
}
