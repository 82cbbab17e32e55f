import { Check, X } from 'lucide-react';
import { orderTimeline } from '../../../../shared/order-timeline';
import type { Order } from '../../../../shared/schemas/orders';
import { useShopDays } from '../../../lib/use-shop-days';

/**
 * Where the order is: each step that happened, with its day and time in the shop's time zone,
 * then the steps still to come, greyed. The last step that happened is the current one.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const { momentOf } = useShopDays();
  const steps = orderTimeline(order);
  const current = steps.reduce((last, step, index) => (step.at === null ? last : index), 0);
  return (
    <ol aria-label={`Progress of order ${order.number}`} className="flex flex-col">
      {steps.map((step, index) => {
        const done = step.at !== null;
        const ended = step.key === 'cancelled';
        const last = index === steps.length - 1;
        return (
          <li key={step.key} aria-current={index === current ? 'step' : undefined} className="relative flex gap-3 pb-5 last:pb-0">
            {!last && <span aria-hidden="true" className={`absolute top-7 bottom-0 left-3 w-0.5 -translate-x-1/2 ${steps[index + 1]?.at ? 'bg-primary' : 'bg-base-300'}`} />}
            <span
              aria-hidden="true"
              className={`relative z-10 flex size-6 shrink-0 items-center justify-center rounded-full border-2 ${
                ended ? 'border-error bg-error text-error-content' : done ? 'border-primary bg-primary text-primary-content' : 'border-base-300 bg-base-100'
              }`}
            >
              {ended ? <X size={14} strokeWidth={3} /> : done ? <Check size={14} strokeWidth={3} /> : null}
            </span>
            <div className="min-w-0 pt-0.5">
              <p className={`text-sm font-semibold ${done ? '' : 'text-base-content/60'}`}>{step.label}</p>
              {step.at ? (
                <p className="text-xs text-base-content/75">
                  <time dateTime={step.at}>{momentOf(step.at)}</time>
                </p>
              ) : (
                <p className="text-xs text-base-content/60">Not yet</p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
