import type Stripe from 'stripe';
import type { Database } from '../../db/database.js';
import type { PaymentProvider } from './payment-provider.js';
import { processedWebhookEvents } from './payments.tables.js';
import { settleByProviderId } from './payments.service.js';

export type WebhookOutcome = 'settled' | 'refunding' | 'ignored' | 'duplicate';

/**
 * Handles a verified Stripe event exactly once: the event id is recorded in the same
 * transaction as its effect, so a replay or a duplicate finds it and changes nothing, and an
 * event that arrives late (e.g. a failure after the success) cannot undo a settled payment.
 */
export async function handleStripeEvent(db: Database, provider: PaymentProvider, event: Stripe.Event, timeZone: string): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(processedWebhookEvents)
      .values({ eventId: event.id, provider: 'stripe', type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: processedWebhookEvents.eventId });
    if (!fresh) return 'duplicate';
    if (event.type !== 'payment_intent.succeeded') return 'ignored';
    const intent = event.data.object;
    return settleByProviderId(tx, provider, intent.id, intent.amount_received, intent.currency, timeZone);
  });
}
