import { CircleCheck, PackageSearch } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import type { ProductImport } from '../../../../shared/schemas/product-files';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/api-error';
import { useApplyImport } from '../api/use-apply-import';
import { ProblemsTable } from './problems-table';
import { useShopNumber } from '../../../lib/use-shop-number';


function Counts({ productImport }: { productImport: ProductImport }) {
  const number = useShopNumber();
  const counts = [
    ['New products', productImport.rowsNew],
    ['Products changed', productImport.rowsChanged],
    ['Problems', productImport.problemCount],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      {counts.map(([label, value]) => (
        <div key={label} className="rounded-box border border-base-300 bg-base-100 px-3 py-2 sm:px-4 sm:py-3">
          <dt className="text-xs font-semibold text-base-content/70 sm:text-sm">{label}</dt>
          <dd className="text-xl font-bold tabular-nums sm:text-2xl">{number(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The existing products whose stock the file changes, so an admin sees an old export would undo the orders since. */
function StockChanges({ stockChanges }: { stockChanges: ProductImport['stockChanges'] }) {
  const number = useShopNumber();
  const { total, first } = stockChanges;
  const more = total - first.length;
  return (
    <section aria-labelledby="stock-changes-title" className="rounded-box border border-warning/50 bg-warning/5 p-4">
      <h3 id="stock-changes-title" className="font-semibold">
        The file changes the stock of {number(total)} {total === 1 ? 'product' : 'products'}
      </h3>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {first.map((change) => (
          <li key={change.line} className="break-all tabular-nums">
            line {number(change.line)}, {change.sku}: stock {number(change.before)} → {number(change.after)}
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-1 text-sm text-base-content/75">…and {number(more)} more.</p>}
      <p className="mt-2 text-sm text-base-content/75">If orders change one of these stocks before you apply, the file is refused and you check it again.</p>
    </section>
  );
}

function ManageProductsLink() {
  return (
    <Link to={paths.manageProducts} className="btn btn-outline btn-sm">
      <PackageSearch aria-hidden="true" size={16} /> Manage Products
    </Link>
  );
}

/** The dry run's report (counts, problems) and, for a file without problems, "Apply". */
export function ImportReport({ productImport }: { productImport: ProductImport }) {
  const number = useShopNumber();
  const applyImport = useApplyImport();
  const [confirming, setConfirming] = useState(false);
  const { status } = productImport;

  return (
    <section aria-labelledby="report-title" className="flex flex-col gap-4">
      <h2 id="report-title" className="text-xl font-bold break-all">
        Report: {productImport.fileName}
      </h2>
      <Counts productImport={productImport} />
      {status === 'refused' && (
        <>
          <FormAlert>
            {productImport.fileProblem ?? `This file has ${number(productImport.problemCount)} ${productImport.problemCount === 1 ? 'problem' : 'problems'}.`} Nothing was changed: fix your
            file and check it again.
          </FormAlert>
          <ProblemsTable productImport={productImport} />
        </>
      )}
      {status === 'ready' && productImport.stockChanges.total > 0 && <StockChanges stockChanges={productImport.stockChanges} />}
      {status === 'checking' && <p className="text-base-content/75">Still being checked: {number(productImport.rowsRead)} rows read so far.</p>}
      {status === 'failed' && <FormAlert>{productImport.fileProblem ?? 'This file could not be applied.'}</FormAlert>}
      {status === 'ready' && (
        <div className="flex flex-col gap-3 rounded-box border border-success/40 bg-success/5 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-medium">No problems. Nothing has changed yet: apply the file to add and change these products all at once.</p>
          <button type="button" className="btn btn-primary shrink-0" onClick={() => setConfirming(true)}>
            Apply
          </button>
        </div>
      )}
      {status === 'applied' && (
        <div role="status" className="flex flex-col gap-3 rounded-box border border-success/40 bg-success/5 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 font-medium">
            <CircleCheck aria-hidden="true" size={18} className="shrink-0 text-success" />
            Applied: {number(productImport.rowsNew)} added, {number(productImport.rowsChanged)} changed.
          </p>
          <ManageProductsLink />
        </div>
      )}
      {applyImport.isError && <FormAlert>{errorMessage(applyImport.error)}</FormAlert>}
      <ConfirmDialog
        open={confirming}
        title={`Apply ${productImport.fileName}?`}
        confirmLabel="Apply"
        tone="primary"
        pending={applyImport.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => applyImport.mutate(productImport.id, { onSettled: () => setConfirming(false) })}
      >
        <p>
          {number(productImport.rowsNew)} products are added and {number(productImport.rowsChanged)} changed, all at once
          {productImport.stockChanges.total > 0 ? `, the stock of ${number(productImport.stockChanges.total)} existing ${productImport.stockChanges.total === 1 ? 'product' : 'products'} included` : ''}. Stock
          changes are written to each product’s stock history.
        </p>
      </ConfirmDialog>
    </section>
  );
}
