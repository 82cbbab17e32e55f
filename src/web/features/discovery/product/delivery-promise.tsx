import { MapPin, Store, Truck } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { dayIn } from '../../../../shared/delivery';
import { deliveryPromiseText } from '../../../../shared/delivery-text';
import { nameInSentence } from '../../../../shared/shop-locale';
import { errorMessage } from '../../../lib/api-error';
import { useShopConfig } from '../../../lib/use-shop-config';
import { deliveryEstimateQuery, useDeliveryEstimate, type EstimatePlace } from '../api/use-delivery-estimate';

/** The postcode a visitor typed here last, kept in this browser for the next product page. */
const POSTCODE_KEY = 'delivery-postcode';

function rememberedPostcode(): string | null {
  try {
    return window.localStorage.getItem(POSTCODE_KEY);
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

function rememberPostcode(postcode: string): void {
  try {
    window.localStorage.setItem(POSTCODE_KEY, postcode);
  } catch {
    // A browser that keeps nothing asks again on the next page.
  }
  for (const listener of listeners) listener();
}

/** Follows the remembered postcode, from this page and from the shop's other tabs. */
function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

interface DeliveryPromiseProps {
  /** The customer's newest saved address, handed in by the app: null for visitors and customers without one, undefined while it loads. */
  saved: EstimatePlace | null | undefined;
}

/**
 * When the product would arrive: the first delivery slot with room for the visitor's postcode (the
 * one typed here before, else the saved address), by the checkout's rules, and pickup at the trade
 * counter. A postcode is asked for when none is known, and can be changed.
 */
export function DeliveryPromise({ saved }: DeliveryPromiseProps) {
  const shop = useShopConfig();
  // A page rendered ahead has no storage: it shows none, and the browser's comes after.
  const typed = useSyncExternalStore(subscribe, rememberedPostcode, () => null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  // "Change" opens the field with the focus in it.
  useEffect(() => {
    if (editing) input.current?.focus();
  }, [editing]);
  const place: EstimatePlace | null = typed ? { postcode: typed } : (saved ?? null);
  const estimate = useDeliveryEstimate(editing ? null : place);
  const waitingForSaved = !typed && saved === undefined;

  // A postcode is remembered only once the shop has read it: one it refuses says why and stays in the field.
  const submit = async () => {
    const postcode = draft.trim();
    if (!postcode || checking) return;
    setChecking(true);
    try {
      await queryClient.fetchQuery(deliveryEstimateQuery({ postcode }));
      setRefusal(null);
      rememberPostcode(postcode);
      setEditing(false);
    } catch (error) {
      setRefusal(errorMessage(error));
      input.current?.focus();
    } finally {
      setChecking(false);
    }
  };

  const asking = editing || place === null;
  return (
    <section aria-labelledby={`${inputId}-heading`} className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4 text-sm shadow-sm">
      <h2 id={`${inputId}-heading`} className="sr-only">
        Delivery and pickup
      </h2>
      <div className="flex gap-3">
        <Truck aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-primary" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          {waitingForSaved && !editing ? (
            <p role="status">Checking delivery…</p>
          ) : asking ? (
            <form
              aria-label="Check delivery"
              className="flex flex-col gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <label htmlFor={inputId} className="font-semibold">
                When would it arrive? Your {nameInSentence(shop.postcode.name)}
              </label>
              <div className="flex gap-2">
                <input
                  ref={input}
                  id={inputId}
                  aria-invalid={refusal ? true : undefined}
                  aria-describedby={refusal ? `${inputId}-refusal` : undefined}
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                  inputMode="text"
                  autoComplete="postal-code"
                  placeholder={shop.postcode.example}
                  maxLength={16}
                  className="input input-sm w-32 rounded-field border-base-300 bg-base-100 text-base"
                />
                <button type="submit" className="btn btn-sm btn-outline" aria-disabled={checking ? true : undefined}>
                  Check
                </button>
              </div>
              {refusal && (
                <p id={`${inputId}-refusal`} role="alert" className="text-error">
                  {refusal}
                </p>
              )}
            </form>
          ) : estimate.isPending ? (
            <p role="status">Checking delivery to {place?.postcode}…</p>
          ) : estimate.isError ? (
            <p role="alert" className="text-error">
              {errorMessage(estimate.error)}
            </p>
          ) : (
            <p role="status" className="font-semibold">
              {estimate.data.slot && estimate.data.zone ? deliveryPromiseText(estimate.data.slot, estimate.data.zone, dayIn(shop.timeZone, new Date()), shop.locale) : estimate.data.message}
            </p>
          )}
          {!asking && place && (
            <p className="flex flex-wrap items-center gap-x-2 text-base-content/75">
              <MapPin aria-hidden="true" size={14} />
              Delivery to {place.postcode}
              <button
                type="button"
                className="link link-primary"
                onClick={() => {
                  setDraft(place.postcode);
                  setEditing(true);
                }}
              >
                Change<span className="sr-only"> {nameInSentence(shop.postcode.name)}</span>
              </button>
            </p>
          )}
        </div>
      </div>
      <div className="flex gap-3 border-t border-base-300 pt-3">
        <Store aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-primary" />
        <p>
          <span className="font-semibold">Collect at the trade counter</span>, {shop.delivery.pickup.address}. {shop.delivery.pickup.hours}.
        </p>
      </div>
    </section>
  );
}
