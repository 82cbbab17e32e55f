import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { orderKeys } from './order-keys';

export const ORDER_EVENTS_URL = '/api/orders/events';

/**
 * GET /api/orders/events while the page that calls this is open: the server pushes an `order`
 * event whenever one of my orders changes (admins: any order) and the order lists refresh
 * themselves (SPEC §6: server push, not polling). After a lost connection the browser reconnects
 * on its own; the lists refresh then too, as changes may have been missed meanwhile.
 */
export function useOrderEvents(): void {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const refresh = () => void client.invalidateQueries({ queryKey: orderKeys.all });
    const source = new EventSource(ORDER_EVENTS_URL);
    let opened = false;
    const onOpen = () => {
      if (opened) refresh();
      opened = true;
    };
    source.addEventListener('open', onOpen);
    source.addEventListener('order', refresh);
    return () => {
      source.removeEventListener('open', onOpen);
      source.removeEventListener('order', refresh);
      source.close();
    };
  }, [client]);
}
