import { formatMoney } from '../../../shared/money.js';
import { percentText } from '../../../shared/price-tiers.js';
import { paths } from '../../../shared/routes.js';
import type { Database } from '../../db/database.js';
import type { Mail, Mailer } from '../../mail/mailer.js';
import { shopMail, type MailBlock, type ShopMailSender } from '../../mail/shop-mail.js';
import type { TaskHandler } from '../../outbox/outbox-worker.js';
import { isConfirmedAddress } from '../accounts/confirmed-addresses.js';
import { tradeAccountForMail } from './trade-accounts.service.js';
import { TRADE_ACCOUNT_EMAIL_TASK, tradeDecisionOf } from './trade-mail-tasks.js';

/** How the shop writes to trade customers about their application. */
export interface TradeMailing extends ShopMailSender {
  mailer: Mailer;
  currency: string;
  locale: string;
}

/** `customerName` and `companyName` as the applicant typed them; null while the address is not confirmed (the mail then names neither). */
export interface ApprovalMail {
  to: string;
  customerName: string | null;
  companyName: string | null;
  tierName: string;
  discountBasisPoints: number;
  paymentTermsDays: number;
  creditLimit: number;
  messageId: string;
}

/** The approval: the tier and its share, payment on invoice (terms and credit limit) when given, and where to shop. */
export function tradeApprovalMail(mailing: TradeMailing, mail: ApprovalMail): Mail {
  const share = `${percentText(mail.discountBasisPoints)} %`;
  const limit = formatMoney(mail.creditLimit, mailing.currency, mailing.locale);
  const onInvoice = mail.paymentTermsDays > 0;
  const terms: [string, string][] = [['Price tier', `${mail.tierName} (${share} off list prices)`]];
  if (onInvoice) terms.push(['Payment terms', `On invoice, ${mail.paymentTermsDays} days`], ['Credit limit', limit]);
  else terms.push(['Payment', 'By card or cash on delivery']);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: mail.customerName ? `Hello ${mail.customerName},` : 'Hello,' },
    { kind: 'paragraph', strong: mail.companyName ?? 'Your company', text: `now has a trade account at ${mailing.shopName}. Signed in, you see your trade prices: ${share} off every list price, with quantity prices on top.` },
    { kind: 'rows', caption: 'Your trade terms', rows: terms },
    {
      kind: 'paragraph',
      text: onInvoice
        ? `At the checkout, choose "On invoice": each invoice is due ${mail.paymentTermsDays} days after the order, and your open invoices may come to ${limit} at most.`
        : 'If you would like to pay on invoice, write to us and we will look at it.',
    },
    { kind: 'link', label: 'Shop at your trade prices', url: `${mailing.publicUrl}${paths.allProducts}` },
    { kind: 'link', label: 'See your trade account', url: `${mailing.publicUrl}${paths.tradeAccount}`, quiet: true },
  ];
  return shopMail(mailing, { to: mail.to, subject: `Your trade account at ${mailing.shopName} is approved`, blocks, messageId: mail.messageId });
}

export interface RefusalMail {
  to: string;
  customerName: string | null;
  companyName: string | null;
  reason: string;
  messageId: string;
}

/** The refusal: the admin's reason, and that the customer may apply again. */
export function tradeRefusalMail(mailing: TradeMailing, mail: RefusalMail): Mail {
  return shopMail(mailing, {
    to: mail.to,
    subject: `Your trade account application at ${mailing.shopName}`,
    blocks: [
      { kind: 'paragraph', text: mail.customerName ? `Hello ${mail.customerName},` : 'Hello,' },
      { kind: 'paragraph', text: `Thank you for applying for a trade account for ${mail.companyName ?? 'your company'}. We cannot approve the application as it stands, for this reason:` },
      { kind: 'paragraph', text: mail.reason },
      { kind: 'paragraph', text: 'You are welcome to apply again, with corrected or further details.' },
      { kind: 'link', label: 'Apply again', url: `${mailing.publicUrl}${paths.tradeAccount}` },
      { kind: 'small', text: 'Until then you can keep buying at the list prices, as before.' },
    ],
    messageId: mail.messageId,
  });
}

/**
 * Sends the email of one decision, unless the account is gone or has been decided again since
 * (a refused customer who already applied again is not sent the old refusal late).
 */
export async function sendTradeDecisionEmail(db: Database, mailing: TradeMailing, payload: Record<string, unknown>): Promise<boolean> {
  const task = tradeDecisionOf(payload);
  const account = await tradeAccountForMail(db, task.userId);
  if (!account || account.status !== task.decision || account.decidedAt?.getTime() !== task.decidedAt.getTime()) return false;
  // To an address nobody confirmed, neither typed name (see isConfirmedAddress).
  const confirmed = await isConfirmedAddress(db, account.email);
  const common = { to: account.email, customerName: confirmed ? account.customerName : null, companyName: confirmed ? account.companyName : null, messageId: `trade-account.${task.userId}.${task.decision}.${task.decidedAt.getTime()}` };
  if (task.decision === 'refused') {
    await mailing.mailer.send(tradeRefusalMail(mailing, { ...common, reason: account.refusalReason ?? '' }));
    return true;
  }
  if (account.tierName === null || account.tierDiscount === null) return false;
  await mailing.mailer.send(
    tradeApprovalMail(mailing, { ...common, tierName: account.tierName, discountBasisPoints: account.tierDiscount, paymentTermsDays: account.paymentTermsDays, creditLimit: account.creditLimit }),
  );
  return true;
}

/** The outbox handlers of the trade accounts. */
export function tradeMailTaskHandlers(db: Database, mailing: TradeMailing): Record<string, TaskHandler> {
  return {
    [TRADE_ACCOUNT_EMAIL_TASK]: async (task) => {
      await sendTradeDecisionEmail(db, mailing, task.payload);
    },
  };
}
