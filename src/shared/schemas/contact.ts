import { z } from 'zod';
import { pageQuerySchema } from './common.js';

export const CONTACT_LIMITS = {
  emailMax: 254,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
} as const;

export const contactMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Provide a valid email',
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${CONTACT_LIMITS.subjectMax} characters`,
  messageRequired: 'Message is required',
  messageTooShort: `Message must be at least ${CONTACT_LIMITS.messageMin} characters`,
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.messageMax} characters`,
  sent: 'Thank you! Your message has been sent. We will reply by email soon.',
  rateLimited: 'You have sent several messages in a short time. Please try again later.',
} as const;

/** SPEC §3.7: the Contact Us form, on the page and in POST /api/contact. */
export const contactRequestSchema = z.object({
  email: z
    .string({ error: contactMessages.emailRequired })
    .trim()
    .min(1, contactMessages.emailRequired)
    .max(CONTACT_LIMITS.emailMax, contactMessages.emailInvalid)
    .pipe(z.email({ error: contactMessages.emailInvalid })),
  subject: z
    .string({ error: contactMessages.subjectRequired })
    .trim()
    .min(1, contactMessages.subjectRequired)
    .max(CONTACT_LIMITS.subjectMax, contactMessages.subjectTooLong),
  message: z
    .string({ error: contactMessages.messageRequired })
    .trim()
    .min(1, contactMessages.messageRequired)
    .min(CONTACT_LIMITS.messageMin, contactMessages.messageTooShort)
    .max(CONTACT_LIMITS.messageMax, contactMessages.messageTooLong),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
/** What the form holds before validation. */
export type ContactForm = z.input<typeof contactRequestSchema>;

/** An inbox row for admins (SPEC §3.7 "readable by admins"). */
export const contactMessageSchema = z.object({
  id: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** Same bounds and messages as every other paginated list. */
export const contactInboxQuerySchema = pageQuerySchema(20);

export const contactInboxSchema = z.object({
  items: z.array(contactMessageSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  unread: z.number().int(),
});
export type ContactInbox = z.infer<typeof contactInboxSchema>;

export const markReadSchema = z.object({ read: z.boolean({ error: 'read must be true or false' }) });
