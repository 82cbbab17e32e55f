import type { ContactRequest } from '../../../shared/schemas/contact.js';
import type { Executor } from '../../db/database.js';
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
