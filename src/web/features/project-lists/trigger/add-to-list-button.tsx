import { ListPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../../lib/login-path';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSession } from '../../../lib/use-session';

/**
 * The dialog (its form, the lists query and the stylesheet of the signed-in pages) loads in its own
 * chunk on the first click, so product cards and the product page carry only this button.
 */
const AddToListDialog = lazy(() => import('../components/add-to-list-dialog'));

export interface ListProduct {
  id: string;
  name: string;
  minOrderQuantity: number;
}

interface AddToListButtonProps {
  product: ListProduct;
  /** `card`: a small square button with only its icon beside "Add to cart"; `page`: beside the product page's buttons, with its words. */
  size?: 'card' | 'page';
}

/**
 * "Add to list" (issue 15 §7): opens a dialog to put the product on one of the customer's job-site
 * lists or on a new one. A visitor is sent to sign in first and comes back to this page.
 */
export function AddToListButton({ product, size = 'card' }: AddToListButtonProps) {
  const hydrated = useHydrated();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  const onClick = () => {
    if (!hydrated || session.isPending) return;
    if (!session.data?.user) {
      void navigate(loginPath(location.pathname + location.search));
      return;
    }
    setLoaded(true);
    setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        className={size === 'page' ? 'btn btn-ghost w-full sm:w-auto sm:self-start' : 'btn btn-square btn-outline btn-sm border-base-300 sm:btn-md'}
        title={size === 'card' ? 'Add to list' : undefined}
        aria-haspopup="dialog"
        aria-disabled={hydrated && !session.isPending ? undefined : true}
        onClick={onClick}
      >
        <ListPlus aria-hidden="true" size={18} />
        {size === 'card' ? <span className="sr-only">Add to list {product.name}</span> : <>Add to list<span className="sr-only"> {product.name}</span></>}
      </button>
      {loaded && (
        <Suspense
          fallback={
            <span role="status" className="sr-only">
              Opening your lists…
            </span>
          }
        >
          <AddToListDialog product={product} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
