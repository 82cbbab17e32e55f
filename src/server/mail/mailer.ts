import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Log } from '../log.js';

/** A file sent with a message, e.g. an invoice PDF. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same message as simple HTML, for mail programs that show it. */
  html?: string;
  /** The same for every sending of one message (`<…@host>`), so a message sent again is known as the same. */
  messageId?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Attachments in a message written as JSON: their bytes as base64 (as nodemailer takes them too). */
function attachmentsAsText(mail: Mail) {
  if (!mail.attachments) return {};
  return { attachments: mail.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, encoding: 'base64', content: file.content.toString('base64') })) };
}

/** Sends over SMTP (SMTP_URL); without it, each message is written to an outbox folder as JSON. */
export function createMailer(options: { smtpUrl: string | undefined; from: string; outboxDir: string; log: Pick<Log, 'info'> }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
        options.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  return {
    async send(mail) {
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.json`);
      // Written whole or not at all: a process killed while writing leaves no half message.
      await writeFile(`${file}.partial`, JSON.stringify({ from: options.from, ...mail, ...attachmentsAsText(mail), createdAt: new Date().toISOString() }, null, 2));
      await rename(`${file}.partial`, file);
      options.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox (SMTP_URL is not set)');
    },
  };
}
