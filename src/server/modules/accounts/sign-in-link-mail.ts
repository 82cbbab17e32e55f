import { SIGN_IN_LINK_MINUTES } from '../../../shared/accounts.js';
import type { Mail } from '../../mail/mailer.js';

/**
 * The link that signs the owner of an account in without the password (asked for on the Login
 * page, e.g. while failed attempts from elsewhere have the password sign-in waiting). In the
 * shop's words alone: whoever asked typed nothing but the address.
 */
export function signInLinkMail({ to, url, shopName }: { to: string; url: string; shopName: string }): Mail {
  return {
    to,
    subject: `Your sign-in link for ${shopName}`,
    text: [
      'Hello,',
      '',
      `Someone asked for a link that signs in to the ${shopName} account of this address. To sign in, open it within ${SIGN_IN_LINK_MINUTES} minutes:`,
      '',
      url,
      '',
      'The link works once. If you did not ask for it, ignore this message: nobody can sign in without it.',
      '',
      `— ${shopName}`,
    ].join('\n'),
  };
}
