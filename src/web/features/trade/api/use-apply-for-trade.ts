import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TradeAccount, TradeApplication } from '../../../../shared/schemas/trade';
import { apiPost } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { tradeAccountKey } from '../../../lib/trade-account-query';

/**
 * POST /api/trade/account: the application (again after a refusal); the page then shows it
 * waiting. A 409 (applied or approved meanwhile) asks for the account as it now is.
 */
export function useApplyForTrade() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (application: TradeApplication) => apiPost<{ message: string; account: TradeAccount }>('/api/trade/account', application),
    onSuccess: (reply) => client.setQueryData(tradeAccountKey, { account: reply.account }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: tradeAccountKey });
    },
  });
}
