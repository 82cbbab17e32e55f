import type { Mail } from '../../mail/mailer.js';

/** What the link does and what happens if it is ignored: for an address of ADMIN_EMAILS (confirming makes the account an admin), and for everyone else. */
const WORDS = {
  owner: {
    why: (shopName: string) => `This address is one of the shop owners' addresses of ${shopName}. To confirm that the new account is yours, and get its admin rights, open this link within 24 hours:`,
    ignore: 'If you did not create this account, ignore this message: the account stays without admin rights.',
    after: null,
  },
  customer: {
    why: (shopName: string) => `An account at ${shopName} was registered with this address. To confirm that it is yours, open this link within 24 hours:`,
    ignore: 'If you did not create this account, ignore this message: nothing more is sent to this address about it until the link is opened.',
    after: 'Once it is confirmed you can pay cash on delivery, and we write to you about your orders in full.',
  },
} as const;

/**
 * To the address a new account was registered with: the link that confirms it (`owner`: an
 * address of ADMIN_EMAILS, whose account becomes an admin). Until then the shop writes nothing to
 * it that whoever registered typed (not even the name: the address may be someone else's), so the
 * mail is the shop's words alone.
 */
export function addressConfirmationMail({ to, url, shopName, owner }: { to: string; url: string; shopName: string; owner: boolean }): Mail {
  const words = WORDS[owner ? 'owner' : 'customer'];
  return {
    to,
    subject: `Confirm your email address for ${shopName}`,
    text: ['Hello,', '', words.why(shopName), '', url, '', ...(words.after ? [words.after, ''] : []), words.ignore, '', `— ${shopName}`].join('\n'),
  };
}
