import { Plus } from 'lucide-react';
import { useState } from 'react';
import { percentText } from '../../../../shared/price-tiers';
import type { TradeTier } from '../../../../shared/schemas/trade';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useDeleteTradeTier } from '../api/use-trade-tier-changes';
import { useTradeTiers } from '../api/use-trade-tiers';
import { TierFormDialog, type TierFormTarget } from './tier-form-dialog';
import { TiersTable } from './tiers-table';

const TITLE_ID = 'price-tiers-title';

/**
 * Issue 15 §5, admins: the price tiers an approved account is put in, each a share off every
 * list price; create, rename, change the share, or delete one no account is in.
 */
export function PriceTiersSection() {
  const tiers = useTradeTiers();
  const [form, setForm] = useState<TierFormTarget | null>(null);
  const remove = useDeleteTradeTier();
  // The row (and its Delete button, where focus would return) is gone after a success.
  const deleting = useConfirmedAction<TradeTier>(remove, { focusAfterSuccess: TITLE_ID });
  const toDelete = deleting.item;

  return (
    <section aria-labelledby={TITLE_ID}>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={TITLE_ID} tabIndex={-1} className="text-xl font-bold focus:outline-none">
            Price tiers{tiers.data ? ` (${tiers.data.items.length})` : ''}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-base-content/75">An approved trade account buys at its tier’s share off every list price; quantity prices apply on top.</p>
        </div>
        <button type="button" className="btn btn-primary btn-sm sm:btn-md" onClick={() => setForm({ tier: null })}>
          <Plus aria-hidden="true" size={18} /> Create tier
        </button>
      </div>
      {tiers.isPending ? (
        <Spinner label="Loading the price tiers…" className="min-h-40" />
      ) : tiers.isError ? (
        <ErrorState title="We could not load the price tiers" message={errorMessage(tiers.error)} onRetry={() => void tiers.refetch()} />
      ) : tiers.data.items.length === 0 ? (
        <EmptyState title="No price tiers yet">Create one with “Create tier” before approving an application.</EmptyState>
      ) : (
        <TiersTable tiers={tiers.data.items} onEdit={(tier) => setForm({ tier })} onDelete={deleting.ask} />
      )}
      <TierFormDialog target={form} onClose={() => setForm(null)} />
      <ConfirmDialog title={toDelete ? `Delete ${toDelete.name}?` : 'Delete tier?'} confirmLabel="Delete tier" {...deleting.dialog}>
        {toDelete &&
          (toDelete.accounts > 0 ? (
            <p>
              <strong className="font-semibold text-base-content">{toDelete.name}</strong> ({percentText(toDelete.discountBasisPoints)} % off) is given to{' '}
              {toDelete.accounts === 1 ? '1 trade account' : `${toDelete.accounts} trade accounts`}: move them to another tier with “Edit terms” first.
            </p>
          ) : (
            <p>
              <strong className="font-semibold text-base-content">{toDelete.name}</strong> ({percentText(toDelete.discountBasisPoints)} % off) is given to no trade account. Orders placed at its prices keep them.
            </p>
          ))}
      </ConfirmDialog>
    </section>
  );
}
