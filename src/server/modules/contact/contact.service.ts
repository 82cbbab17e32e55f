import { count, desc, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { totalPages, type PageQuery } from '../../../shared/schemas/common.js';
import type { ContactInbox, ContactMessage, ContactRequest } from '../../../shared/schemas/contact.js';
import type { Executor } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { contactMessages } from './contact.tables.js';

/** Stores a message from the Contact Us form (already validated) for the admins to read. */
export async function submitContactMessage(db: Executor, input: ContactRequest, clientIp: string): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({ email: input.email, subject: input.subject, message: input.message, clientIp })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}

function toMessage(row: typeof contactMessages.$inferSelect): ContactMessage {
  return { id: row.id, email: row.email, subject: row.subject, message: row.message, createdAt: row.createdAt.toISOString(), read: row.readAt !== null };
}

/** The admins' inbox: newest first, with the number of unread messages. */
export async function listContactMessages(db: Executor, query: PageQuery): Promise<ContactInbox> {
  const [rows, [totals], [unread]] = await Promise.all([
    db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(contactMessages),
    db.select({ total: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  const total = totals?.total ?? 0;
  return { items: rows.map(toMessage), page: query.page, pageSize: query.pageSize, total, totalPages: totalPages(total, query.pageSize), unread: unread?.total ?? 0 };
}

export async function markContactMessage(db: Executor, id: string, read: boolean): Promise<ContactMessage> {
  const notFound = new AppError('NOT_FOUND', 'This message does not exist');
  if (!isUuid(id)) throw notFound;
  const [row] = await db.update(contactMessages).set({ readAt: read ? new Date() : null }).where(eq(contactMessages.id, id)).returning();
  if (!row) throw notFound;
  return toMessage(row);
}
