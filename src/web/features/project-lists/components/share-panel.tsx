import { Copy, Link2, Link2Off } from 'lucide-react';
import { useId } from 'react';
import { sharedListPath } from '../../../../shared/routes';
import { errorMessage, isUnauthorized } from '../../../lib/api-error';
import { toast } from '../../../lib/toasts';
import { useShareList } from '../api/use-project-list';

/**
 * Sharing a list: a read-only link for a colleague (they see the products, quantities and prices,
 * never who made the list), copied with one click; turning it off makes the link stop working.
 */
export function SharePanel({ listId, shareToken }: { listId: string; shareToken: string | null }) {
  const share = useShareList(listId);
  const id = useId();
  const url = shareToken ? `${window.location.origin}${sharedListPath(shareToken)}` : '';

  const change = (on: boolean) =>
    share.mutate(on, {
      onSuccess: (reply) => toast.success(reply.message),
      onError: (error) => {
        if (!isUnauthorized(error)) toast.error(errorMessage(error));
      },
    });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      const field = document.getElementById(`${id}-link`) as HTMLInputElement | null;
      field?.select();
      toast.error('The link could not be copied here: it is selected, copy it with your keyboard.');
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Share with a colleague
      </h2>
      {shareToken ? (
        <>
          <p className="text-sm text-base-content/75">Anyone with this link sees the list, read only, and can copy it or add it to their cart. They never see your name or email.</p>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-link`} className="text-sm font-semibold">
              Link
            </label>
            <input id={`${id}-link`} type="text" readOnly value={url} className="input input-sm w-full font-mono text-xs" onFocus={(event) => event.target.select()} />
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary btn-sm" onClick={() => void copy()}>
              <Copy aria-hidden="true" size={16} />
              Copy link
            </button>
            <button type="button" className="btn btn-ghost btn-sm" disabled={share.isPending} onClick={() => change(false)}>
              <Link2Off aria-hidden="true" size={16} />
              Stop sharing
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-base-content/75">Make a read-only link: a colleague sees the products, quantities and today’s prices, and can copy the list or add it to their cart.</p>
          <button type="button" className="btn btn-outline btn-primary btn-sm self-start" disabled={share.isPending} onClick={() => change(true)}>
            {share.isPending ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <Link2 aria-hidden="true" size={16} />}
            Share a link
          </button>
        </>
      )}
    </section>
  );
}
