import type { DatabaseHandle } from '../../db/database.js';
import { ORDER_EVENTS_CHANNEL, parseOrderChange, type OrderChange } from './order-notifications.js';

type Subscriber = { wants: (change: OrderChange) => boolean; send: (change: OrderChange) => void; close: () => void };

/**
 * Fans order changes out to the open event streams of this process. Changes arrive through
 * PostgreSQL LISTEN/NOTIFY, so a change made by any app process reaches every stream.
 */
export class OrderEventsHub {
  private readonly subscribers = new Set<Subscriber>();
  private stopListening: (() => Promise<void>) | undefined;

  async start(database: DatabaseHandle): Promise<void> {
    this.stopListening = await database.listen(ORDER_EVENTS_CHANNEL, (payload) => {
      const change = parseOrderChange(payload);
      if (change) this.publish(change);
    });
  }

  publish(change: OrderChange): void {
    for (const subscriber of this.subscribers) if (subscriber.wants(change)) subscriber.send(change);
  }

  /** A customer hears about their own orders; an admin (userId null) about every order. */
  subscribe(userId: string | null, send: (change: OrderChange) => void, close: () => void): () => void {
    const subscriber: Subscriber = { wants: (change) => userId === null || change.userId === userId, send, close };
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  get size(): number {
    return this.subscribers.size;
  }

  /** Ends every stream (at shutdown) and stops listening. */
  async stop(): Promise<void> {
    for (const subscriber of this.subscribers) subscriber.close();
    this.subscribers.clear();
    await this.stopListening?.();
  }
}
