import { describe, expect, it } from 'vitest';
import { contactMessages, contactRequestSchema } from './contact.js';

function firstMessages(input: unknown): Record<string, string> {
  const result = contactRequestSchema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

describe('contact form schema (same on the page and the server)', () => {
  it('accepts a complete message and trims it', () => {
    expect(contactRequestSchema.parse({ email: ' a@b.co ', subject: ' Hi ', message: ' Please call me back. ' })).toEqual({
      email: 'a@b.co',
      subject: 'Hi',
      message: 'Please call me back.',
    });
  });

  it('names each missing field with its own message', () => {
    expect(firstMessages({ email: '', subject: '', message: '' })).toEqual({
      email: contactMessages.emailRequired,
      subject: contactMessages.subjectRequired,
      message: contactMessages.messageRequired,
    });
    expect(firstMessages({})).toEqual({
      email: contactMessages.emailRequired,
      subject: contactMessages.subjectRequired,
      message: contactMessages.messageRequired,
    });
  });

  it('says "Provide a valid email" for something that is not an address', () => {
    for (const email of ['plainaddress', 'a@', '@b.com', 'a b@c.com']) {
      expect(firstMessages({ email, subject: 's', message: 'long enough text' }).email).toBe('Provide a valid email');
    }
  });

  it('bounds the lengths', () => {
    expect(firstMessages({ email: 'a@b.co', subject: 'x'.repeat(151), message: 'x'.repeat(5001) })).toEqual({
      subject: contactMessages.subjectTooLong,
      message: contactMessages.messageTooLong,
    });
    expect(firstMessages({ email: 'a@b.co', subject: 's', message: 'short' }).message).toBe(contactMessages.messageTooShort);
  });
});
