import type { Mail, Mailer } from '../mail/mailer.js';

/** The mail every new account gets, asking to confirm its address (tests of other mail leave it out). */
export const isAddressConfirmationMail = (mail: Mail) => mail.subject.startsWith('Confirm your email address');

/** Keeps sent mail in memory so a test can read it. */
export function capturingMailer(): Mailer & { sent: Mail[]; lastTo(email: string): Mail | undefined; shopMailTo(email: string): Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    /** What the shop wrote to `email` besides asking to confirm the address. */
    shopMailTo(email) {
      return sent.filter((mail) => mail.to === email && !isAddressConfirmationMail(mail));
    },
    async send(mail) {
      sent.push(mail);
    },
    lastTo(email) {
      return sent.filter((mail) => mail.to === email).at(-1);
    },
  };
}
