/** Query keys of payments (kept apart from the orders' keys: refreshing orders must not create a new payment). */
export const paymentKeys = {
  session: (orderId: string) => ['payments', 'session', orderId] as const,
};
