import { formatMoney } from '../../../shared/money.js';
import { paths, quotePath } from '../../../shared/routes.js';
import type { Quote } from '../../../shared/schemas/quotes.js';
import type { Database } from '../../db/database.js';
import type { Mail, Mailer } from '../../mail/mailer.js';
import { shopMail, type MailBlock, type ShopMailSender } from '../../mail/shop-mail.js';
import type { TaskHandler } from '../../outbox/outbox-worker.js';
import { isConfirmedAddress } from '../accounts/confirmed-addresses.js';
import { adminEmailAddresses } from '../accounts/users.service.js';
import { quoteDayText, shopToday } from './quote-days.js';
import { QUOTE_ANSWERED_EMAIL_TASK, QUOTE_DECLINED_EMAIL_TASK, QUOTE_REQUESTED_EMAIL_TASK, quoteIdOf } from './quote-tasks.js';
import { readQuote, quoteWhere } from './quote-view.js';

/** How the shop writes about quotes: to the customer in their shop's money and days, to the admins and owners. */
export interface QuoteMailing extends ShopMailSender {
  currency: string;
  locale: string;
  timeZone: string;
  /** ADMIN_EMAILS: the shop's owners, told of requests even before they have an account. */
  ownerEmails: readonly string[];
}

const pieces = (quantity: number) => `${quantity} ${quantity === 1 ? 'pc' : 'pcs'}`;

/** Text as one line of an email header: line breaks and other control characters become spaces (no header can be added through it). */
export function headerText(text: string): string {
  return text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The email to the admins about a new request: who asks, for what, their note, where to answer. */
export function quoteRequestedMail(mailing: QuoteMailing, quote: Quote, to: string): Mail {
  const blocks: MailBlock[] = [
    { kind: 'paragraph', strong: quote.customerName || quote.email, text: `(${quote.email}) asks for prices on ${quote.lines.length} ${quote.lines.length === 1 ? 'line' : 'lines'}.` },
    { kind: 'rows', caption: `Quote request ${quote.number}`, rows: quote.lines.map((line) => [line.productName, pieces(line.quantity)] as const) },
  ];
  if (quote.customerNote) blocks.push({ kind: 'paragraph', strong: 'Their note:', text: quote.customerNote });
  blocks.push({ kind: 'link', label: 'Answer the quote request', url: `${mailing.publicUrl}${paths.manageQuotes}` });
  return shopMail(mailing, { to, subject: `Quote request ${quote.number} from ${headerText(quote.customerName) || quote.email}`, blocks, messageId: `quote.${quote.id}.requested` });
}

/** "Hello Ann" to a confirmed address; to one nobody confirmed, no typed name (see isConfirmedAddress). */
const hello = (quote: Quote, addressConfirmed: boolean) => (addressConfirmed && quote.customerName ? `Hello ${quote.customerName}` : 'Hello');

/** The email to the customer with the answer: each line's piece price and total, the total, the last day, and the way to order it. */
export function quoteAnsweredMail(mailing: QuoteMailing, quote: Quote, addressConfirmed = true): Mail {
  const money = (cents: number) => formatMoney(cents, mailing.currency, mailing.locale);
  const until = quote.validUntil ? quoteDayText(quote.validUntil, mailing.locale) : '';
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: `${hello(quote, addressConfirmed)}, here are our prices for your quote request ${quote.number}. They are valid until ${until}.` },
    {
      kind: 'rows',
      caption: `Quote ${quote.number}`,
      rows: [...quote.lines.map((line) => [`${line.quantity} × ${line.productName} at ${money(line.unitPrice ?? 0)}`, money(line.lineTotal ?? 0)] as const), ['Total', money(quote.subtotal ?? 0)]],
    },
  ];
  if (quote.answerNote) blocks.push({ kind: 'paragraph', strong: 'Our note:', text: quote.answerNote });
  blocks.push(
    { kind: 'small', text: `Delivery, and tax where it applies, are worked out at the checkout. The prices hold for one order, placed by ${until}.` },
    { kind: 'link', label: 'See your quote and order it', url: `${mailing.publicUrl}${quotePath(quote.id)}` },
  );
  return shopMail(mailing, { to: quote.email, subject: `Your prices for quote ${quote.number}, valid until ${until}`, blocks, messageId: `quote.${quote.id}.answered` });
}

/** The email to the customer whose request was declined, with the reason. */
export function quoteDeclinedMail(mailing: QuoteMailing, quote: Quote, addressConfirmed = true): Mail {
  return shopMail(mailing, {
    to: quote.email,
    subject: `Your quote request ${quote.number} was declined`,
    blocks: [
      { kind: 'paragraph', text: `${hello(quote, addressConfirmed)}, we are sorry: we cannot give prices for your quote request ${quote.number}.` },
      { kind: 'paragraph', strong: 'Our reason:', text: quote.answerNote },
      { kind: 'link', label: 'See your quote request', url: `${mailing.publicUrl}${quotePath(quote.id)}`, quiet: true },
    ],
    messageId: `quote.${quote.id}.declined`,
  });
}

/** Everyone who runs the shop: the admins' accounts and the owners' addresses (ADMIN_EMAILS), each once. */
async function adminAddresses(db: Database, ownerEmails: readonly string[]): Promise<string[]> {
  const admins = await adminEmailAddresses(db);
  return [...new Set([...admins, ...ownerEmails].map((email) => email.toLowerCase()))].sort();
}

/**
 * The outbox handlers of quote emails. Each reads the quote as it is when the email goes: the
 * admins are not told of a request the customer has already withdrawn (or that was already
 * handled), nor the customer of prices they withdrew.
 */
export function quoteMailTaskHandlers(db: Database, mailing: QuoteMailing & { mailer: Mailer }): Record<string, TaskHandler> {
  const quoteOf = (payload: Record<string, unknown>) => readQuote(db, quoteWhere(quoteIdOf(payload)), shopToday(mailing.timeZone));
  return {
    [QUOTE_REQUESTED_EMAIL_TASK]: async (task) => {
      const quote = await quoteOf(task.payload);
      if (quote?.status !== 'requested') return;
      const to = await adminAddresses(db, mailing.ownerEmails);
      if (to.length > 0) await mailing.mailer.send(quoteRequestedMail(mailing, quote, to.join(', ')));
    },
    [QUOTE_ANSWERED_EMAIL_TASK]: async (task) => {
      const quote = await quoteOf(task.payload);
      if (!quote || quote.status === 'withdrawn' || quote.validUntil === null || quote.subtotal === null) return;
      await mailing.mailer.send(quoteAnsweredMail(mailing, quote, await isConfirmedAddress(db, quote.email)));
    },
    [QUOTE_DECLINED_EMAIL_TASK]: async (task) => {
      const quote = await quoteOf(task.payload);
      if (quote?.status === 'declined') await mailing.mailer.send(quoteDeclinedMail(mailing, quote, await isConfirmedAddress(db, quote.email)));
    },
  };
}
