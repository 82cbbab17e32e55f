import type { Mail, Mailer } from '../mail/mailer.js';

/** Keeps sent mail in memory so a test can read it. */
export function capturingMailer(): Mailer & { sent: Mail[]; lastTo(email: string): Mail | undefined } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
    lastTo(email) {
      return sent.filter((mail) => mail.to === email).at(-1);
    },
  };
}
