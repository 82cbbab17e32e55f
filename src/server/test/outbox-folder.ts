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

/** Every mail a shop without SMTP_URL wrote to DATA_DIR/outbox (*.json), oldest first. */
export async function mailsInOutbox(dataDir: string): Promise<FolderMail[]> {
  const outbox = path.join(dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.json')).sort();
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(outbox, file), 'utf8')) as FolderMail));
}

/** The newest mail to `email` that a shop without SMTP_URL wrote to DATA_DIR/outbox (*.json). */
export async function newestMailInOutbox(dataDir: string, email: string): Promise<FolderMail | undefined> {
  return (await mailsInOutbox(dataDir)).filter((mail) => mail.to === email).at(-1);
}

/**
 * Confirms an ADMIN_EMAILS address the way its owner does: opens the link of the confirmation
 * mail in the shop's outbox folder. The account is an admin afterwards.
 */
export async function confirmOwnerAddress(baseUrl: string, dataDir: string, email: string): Promise<void> {
  const mail = await newestMailInOutbox(dataDir, email);
  const link = /https?:\/\/\S+(\/api\/auth\/verify-email\?\S+)/.exec(mail?.text ?? '')?.[1];
  if (!link) throw new Error(`no address confirmation mail to ${email} in ${dataDir}/outbox`);
  const response = await fetch(`${baseUrl}${link}`, { redirect: 'manual' });
  if (response.status !== 302 || response.headers.get('location') !== '/email-verified') throw new Error(`confirming ${email} failed: ${response.status} ${response.headers.get('location')}`);
}
