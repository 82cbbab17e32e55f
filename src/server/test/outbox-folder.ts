import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface FolderMail {
  to: string;
  subject: string;
  text: string;
  messageId?: string;
  /** Files sent with the message, their bytes as base64. */
  attachments?: { filename: string; contentType: string; encoding: 'base64'; content: string }[];
  createdAt?: string;
}

/** The outbox's file name of a mail written at `moment` or later sorts at or after this (names start with the moment written). */
const fileNameAt = (moment: Date) => moment.toISOString().replace(/[:.]/g, '-');

/** Every mail a shop without SMTP_URL wrote to DATA_DIR/outbox (*.json), oldest first; with `since`, only those written since then. */
export async function mailsInOutbox(dataDir: string, since?: Date): Promise<FolderMail[]> {
  const outbox = path.join(dataDir, 'outbox');
  const from = since ? fileNameAt(since) : '';
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.json') && file >= from).sort();
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(outbox, file), 'utf8')) as FolderMail));
}

/** The newest mail to `email` that a shop without SMTP_URL wrote to DATA_DIR/outbox (*.json) (since `since`, when given). */
export async function newestMailInOutbox(dataDir: string, email: string, since?: Date): Promise<FolderMail | undefined> {
  return (await mailsInOutbox(dataDir, since)).filter((mail) => mail.to === email).at(-1);
}

/** The path and query of the address-confirmation link in a mail (undefined when it has none). */
export function confirmationLinkIn(mail: FolderMail | undefined): string | undefined {
  return /https?:\/\/\S+(\/api\/auth\/verify-email\?\S+)/.exec(mail?.text ?? '')?.[1];
}

/**
 * Confirms an account's address the way its owner does: opens the link of the confirmation mail
 * in the shop's outbox folder (an ADMIN_EMAILS account is an admin afterwards).
 */
export async function confirmAddress(baseUrl: string, dataDir: string, email: string, since?: Date): Promise<void> {
  const link = confirmationLinkIn(await newestMailInOutbox(dataDir, email, since));
  if (!link) throw new Error(`no address confirmation mail to ${email} in ${dataDir}/outbox`);
  const response = await fetch(`${baseUrl}${link}`, { redirect: 'manual' });
  if (response.status !== 302 || response.headers.get('location') !== '/email-verified') throw new Error(`confirming ${email} failed: ${response.status} ${response.headers.get('location')}`);
}
