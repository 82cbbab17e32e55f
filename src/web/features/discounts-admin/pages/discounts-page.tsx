import { TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import type { DiscountCodeView } from '../../../../shared/schemas/discounts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { actionToasts, useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePageParam } from '../../../lib/use-page-param';
import { useUpdateDiscountCode } from '../api/use-discount-code-changes';
import { useDiscountCodes } from '../api/use-discount-codes';
import { DiscountCodesTable } from '../components/discount-codes-table';
import { DiscountFormDialog, type DiscountFormTarget } from '../components/discount-form-dialog';

const TITLE_ID = 'discounts-title';

/**
 * Issue 15 §4, admins (/dashboard/discounts): the discount codes with their uses, paged in the
 * URL; create one, change its minimum, days and limits, archive it (refused at the checkout from
 * then on) or restore it.
 */
export default function DiscountsPage() {
  useDocumentTitle('Discount codes');
  const page = usePageParam();
  const codes = useDiscountCodes(page);
  const [form, setForm] = useState<DiscountFormTarget | null>(null);
  const update = useUpdateDiscountCode();
  const archive = useConfirmedAction<DiscountCodeView>(
    { mutate: (id, callbacks) => update.mutate({ id, changes: { archived: true } }, callbacks), isPending: update.isPending },
    // The Archive button (where focus would return) becomes Restore.
    { focusAfterSuccess: TITLE_ID },
  );
  const restore = (code: DiscountCodeView) => update.mutate({ id: code.id, changes: { archived: false } }, actionToasts);
  const restoring = update.isPending && update.variables.changes.archived === false ? update.variables.id : null;
  const toArchive = archive.item;
  const data = codes.data;

  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title="Discount codes"
        titleId={TITLE_ID}
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setForm({ code: null })}>
            <TicketPercent aria-hidden="true" size={18} /> Create code
          </button>
        }
      >
        {data ? `${data.total} ${data.total === 1 ? 'code' : 'codes'}. ` : ''}
        Codes customers type at the checkout: a percentage or an amount off the order’s lines, from a minimum order, between two days, as often as you allow.
      </PageHeader>
      {codes.isPending ? (
        <Spinner label="Loading discount codes…" className="min-h-64" />
      ) : codes.isError ? (
        <ErrorState title="We could not load the discount codes" message={errorMessage(codes.error)} onRetry={() => void codes.refetch()} />
      ) : codes.data.items.length === 0 ? (
        <EmptyState title={codes.data.total > 0 ? 'There are no codes on this page' : 'No discount codes yet'}>
          {codes.data.total > 0 ? (
            <Link to={paths.manageDiscounts} className="link link-primary">
              Go to the first page
            </Link>
          ) : (
            'Create the first one with “Create code”.'
          )}
        </EmptyState>
      ) : (
        <div aria-busy={codes.isPlaceholderData} className={codes.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <DiscountCodesTable codes={codes.data.items} onEdit={(code) => setForm({ code })} onArchive={archive.ask} onRestore={restore} restoring={restoring} />
        </div>
      )}
      {data && <Pagination page={page} totalPages={data.totalPages} />}
      <DiscountFormDialog target={form} onClose={() => setForm(null)} />
      <ConfirmDialog title={toArchive ? `Archive ${toArchive.code}?` : 'Archive code?'} confirmLabel="Archive" {...archive.dialog}>
        {toArchive && (
          <p>
            Customers who type <strong className="font-mono font-semibold text-base-content">{toArchive.code}</strong> at the checkout are told it is no longer valid. Orders already placed
            with it keep their discount. You can restore it later.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
