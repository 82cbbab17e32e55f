import type { DatabaseHandle } from '../../db/database.js';
import { ORDER_EVENTS_CHANNEL, parseOrderChange, type OrderChange } from './order-notifications.js';

export interface OrderStream {
  /** The account the stream belongs to. */
  userId: string;
  /** Admins hear about every order; customers about their own. */
  everyOrder: boolean;
  /** Whether the stream may still be served: its session is valid and the account unchanged. */
  stillAllowed: () => Promise<boolean>;
  send: (change: OrderChange) => void;
  close: () => void;
}

export interface StreamHandle {
  unsubscribe(): void;
  /** Runs `act` (in order with the stream's deliveries) if the stream may still be served; else closes it. */
  whileAllowed(act: () => void): void;
}

interface Subscriber extends OrderStream {
  /** Changes are delivered one after the other, each after its own check. */
  delivering: Promise<void>;
}

/**
 * Fans order changes out to the open event streams of this process. Changes arrive through
 * PostgreSQL LISTEN/NOTIFY, so a change made by any app process reaches every stream. Before each
 * change is delivered, the stream's authorisation is checked again: a stream whose session has
 * ended, or whose account was removed, banned or changed role, is closed instead.
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
    for (const subscriber of this.subscribers) {
      if (subscriber.everyOrder || change.userId === subscriber.userId) this.deliver(subscriber, () => subscriber.send(change));
    }
  }

  subscribe(stream: OrderStream): StreamHandle {
    const subscriber: Subscriber = { ...stream, delivering: Promise.resolve() };
    this.subscribers.add(subscriber);
    return {
      unsubscribe: () => this.subscribers.delete(subscriber),
      whileAllowed: (act) => this.deliver(subscriber, act),
    };
  }

  /** How many streams the account has open in this process. */
  openStreamsOf(userId: string): number {
    let open = 0;
    for (const subscriber of this.subscribers) if (subscriber.userId === userId) open += 1;
    return open;
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

  private deliver(subscriber: Subscriber, act: () => void): void {
    subscriber.delivering = subscriber.delivering.then(async () => {
      if (!this.subscribers.has(subscriber)) return;
      const allowed = await subscriber.stillAllowed().catch(() => false);
      if (!this.subscribers.has(subscriber)) return;
      if (allowed) act();
      else subscriber.close();
    });
  }
}
