import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** SPEC §3.7: messages sent through the Contact Us form, read by admins. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** Address the message came from, kept to trace abuse. */
    clientIp: text('client_ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('contact_messages_newest_idx').on(t.createdAt)],
);
