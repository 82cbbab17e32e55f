import { BellOff, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/routes';
import { stockAlertMessages } from '../../../../shared/schemas/stock-alerts';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUnsubscribeStockAlert } from '../api/use-unsubscribe-stock-alert';

/**
 * Where the unsubscribe link of a back-in-stock email lands (`/stock-alerts/unsubscribe?token=…`).
 * Opening the link changes nothing (mail scanners open links): the alert is cancelled only when
 * the person presses the button, which posts the token.
 */
export default function UnsubscribePage() {
  useDocumentTitle('Stop back-in-stock emails');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const unsubscribe = useUnsubscribeStockAlert();
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(token ? null : stockAlertMessages.linkInvalid);
  const confirmation = useRef<HTMLParagraphElement>(null);
  // The button goes away once pressed: keyboard focus moves to the answer that replaces it.
  useEffect(() => {
    if (done) confirmation.current?.focus();
  }, [done]);

  const stop = async () => {
    setProblem(null);
    try {
      setDone((await unsubscribe.mutateAsync({ token })).message);
    } catch (error) {
      setProblem(error instanceof ApiError && (error.status === 400 || error.status === 404) ? stockAlertMessages.linkInvalid : errorMessage(error));
    }
  };
  const linkSpent = problem === stockAlertMessages.linkInvalid;

  return (
    <div className="bg-base-200 px-4 py-10 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-xl rounded-box border border-base-300 bg-base-100 p-6 shadow-xl sm:p-10">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">Back-in-stock alert</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight">Stop these emails</h1>
        <p className="mt-2 text-base-content/75">
          You asked us to write once when a product is back in stock. Cancel the alert, and we forget your address for it.
        </p>
        <div className="mt-8">
          {done ? (
            <p ref={confirmation} tabIndex={-1} role="status" className="flex items-start gap-2.5 rounded-field border border-success/40 bg-success/5 px-4 py-3 font-medium">
              <CircleCheck aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-success" />
              {done}
            </p>
          ) : (
            <div className="flex flex-col gap-4">
              {!linkSpent && (
                <button type="button" className="btn btn-primary w-full sm:w-auto sm:self-start" disabled={unsubscribe.isPending} onClick={() => void stop()}>
                  {unsubscribe.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <BellOff aria-hidden="true" size={18} />}
                  Stop these emails
                </button>
              )}
              {problem && <FormAlert>{problem}</FormAlert>}
            </div>
          )}
        </div>
        <div className="mt-8 border-t border-base-300 pt-6 text-center text-sm">
          <Link to={paths.home} className="link font-semibold link-primary">
            Back to the shop
          </Link>
        </div>
      </div>
    </div>
  );
}
