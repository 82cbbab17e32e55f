import { TriangleAlert } from 'lucide-react';

/** A failed list or section, with a way to try again. */
export function ErrorState({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-box border border-error/30 bg-error/5 p-8 text-center">
      <TriangleAlert aria-hidden="true" className="text-error" size={32} />
      <p className="text-lg font-semibold">{title}</p>
      <p className="text-base-content/75">{message}</p>
      {onRetry && (
        <button type="button" className="btn btn-outline btn-sm mt-2" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
