import { Check, History, PackageMinus } from 'lucide-react';
import { Link } from 'react-router';
import { stockHistoryPath } from '../../../../shared/routes';
import type { LowStockNotice } from '../../../../shared/schemas/stock-ledger';
import { useShopDays } from '../../../lib/use-shop-days';


interface LowStockNoticeItemProps {
  notice: LowStockNotice;
  /** Its "Mark read" is running. */
  marking: boolean;
  onMarkRead: () => void;
}

/** One low-stock notice: the product, the pieces left against its threshold, since when; its history, and "Mark read". */
export function LowStockNoticeItem({ notice, marking, onMarkRead }: LowStockNoticeItemProps) {
  const { momentOf } = useShopDays();
  const { product } = notice;
  const threshold = product.lowStockThreshold ?? notice.threshold;
  return (
    <article className="rounded-box border border-base-300 border-l-4 border-l-warning bg-base-100 px-4 py-4 shadow-sm sm:px-5">
      <div className="flex items-start gap-3">
        <PackageMinus aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-base-content/70" />
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-bold [overflow-wrap:anywhere]">{product.name}</h2>
          <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:flex sm:flex-wrap">
            <div>
              <dt className="text-base-content/75">Pieces left</dt>
              <dd className="font-bold tabular-nums">{product.availableQuantity}</dd>
            </div>
            <div>
              <dt className="text-base-content/75">Threshold</dt>
              <dd className="font-bold tabular-nums">{threshold}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-base-content/75">Low since</dt>
              <dd>
                <time dateTime={notice.createdAt}>{momentOf(notice.createdAt)}</time>
              </dd>
            </div>
          </dl>
          <div className="mt-4 flex flex-wrap gap-2">
            <Link to={stockHistoryPath(product.id)} className="btn btn-primary btn-sm">
              <History aria-hidden="true" size={16} /> Stock history<span className="sr-only"> of {product.name}</span>
            </Link>
            <button type="button" className="btn btn-outline btn-sm" disabled={marking} onClick={onMarkRead} aria-label={`Mark read: ${product.name}`}>
              {marking ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <Check aria-hidden="true" size={16} />}
              Mark read
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}
