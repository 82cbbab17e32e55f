import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContactInbox } from '../../../../shared/schemas/contact';
import { apiGet } from '../../../lib/api-client';
import { inboxKeys } from './inbox-keys';

/** GET /api/contact-messages (admins): one page of contact messages, newest first, and the unread count. */
export function useContactInbox(page: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: inboxKeys.list(page),
    queryFn: ({ signal }) => apiGet<ContactInbox>('/api/contact-messages', { query: { page }, signal }),
    placeholderData: keepPreviousData,
    enabled,
    meta: { private: true },
  });
}

/** How many contact messages nobody has read yet (admins; undefined for anyone else or while loading). */
export function useUnreadMessageCount(isAdmin: boolean): number | undefined {
  return useContactInbox(1, { enabled: isAdmin }).data?.unread;
}
