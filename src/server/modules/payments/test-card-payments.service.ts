import { AppError } from '../../../shared/errors.js';
import { refusalMessage } from '../../../shared/order-status.js';
import type { Order } from '../../../shared/schemas/orders.js';
import { paymentMessages, type TestCard } from '../../../shared/schemas/payments.js';
import type { Database } from '../../db/database.js';
import { confirmProviderPayment, ownPayment } from './payments.service.js';
import type { TestCardProvider } from './test-card-provider.js';

/**
 * The built-in test mode's card form: the card (already checked like a real form) is charged at
 * the test-card provider, then the payment is confirmed the way every provider's is: the server
 * asks the provider how it stands and settles it.
 */
export async function payWithTestCard(db: Database, provider: TestCardProvider, userId: string, paymentId: string, card: TestCard, timeZone: string): Promise<Order> {
  const { payment, order } = await ownPayment(db, userId, paymentId);
  if (payment.provider !== provider.name) throw new AppError('CONFLICT', paymentMessages.notPending);
  if (order.status !== 'pending_payment' || payment.status !== 'created') throw new AppError('CONFLICT', refusalMessage(order.status, 'paid', 'payment'));
  const charged = await provider.charge(payment.providerPaymentId, card.number);
  if (charged === 'declined') throw new AppError('PAYMENT_FAILED', paymentMessages.declined, { errors: [{ field: 'number', message: paymentMessages.declined }] });
  if (charged === 'closed') throw new AppError('CONFLICT', paymentMessages.closed);
  if (charged === 'paid before') throw new AppError('CONFLICT', refusalMessage('paid', 'paid', 'payment'));
  return confirmProviderPayment(db, provider, userId, paymentId, timeZone);
}
