import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactInbox, ContactMessage } from '../../../../shared/schemas/contact';
import { apiPatch } from '../../../lib/api-client';
import { inboxKeys } from './inbox-keys';

/** PATCH /api/contact-messages/:id {read}: mark a message read or unread (admins). */
export function useMarkMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => apiPatch<ContactMessage>(`/api/contact-messages/${encodeURIComponent(id)}`, { read }),
    onSuccess: async (message) => {
      // The row and the unread count change at once; the lists are then asked again.
      client.setQueriesData<ContactInbox>({ queryKey: inboxKeys.all }, (inbox) => {
        const before = inbox?.items.find((item) => item.id === message.id);
        if (!inbox || !before) return inbox;
        const change = before.read === message.read ? 0 : message.read ? -1 : 1;
        return { ...inbox, unread: Math.max(0, inbox.unread + change), items: inbox.items.map((item) => (item.id === message.id ? message : item)) };
      });
      await client.invalidateQueries({ queryKey: inboxKeys.all });
    },
  });
}
