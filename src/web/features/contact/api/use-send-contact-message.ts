import { useMutation } from '@tanstack/react-query';
import type { MessageReply } from '../../../../shared/schemas/common';
import type { ContactRequest } from '../../../../shared/schemas/contact';
import { apiPost } from '../../../lib/api-client';

/** POST /api/contact. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactRequest) => apiPost<MessageReply>('/api/contact', message),
  });
}
