import { LogIn, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import type { CartView } from '../../../../shared/schemas/cart';
import { useBuyerPrices } from '../../../components/ui/buyer-prices';
import { useTaxDisplay } from '../../../components/ui/use-tax-display';
import { loginPath } from '../../../lib/login-path';
import { useFormatMoney } from '../../../lib/use-format-money';
import { AskForQuoteLink } from './ask-for-quote-link';

/**
 * The cart's subtotal and the way to checkout: a customer goes to /checkout, a visitor signs in
 * first and comes back to it (the cart merges on the way). Lines that cannot be ordered as they
 * are must be changed or removed first.
 */
export function CartSummary({ view, signedIn }: { view: CartView; signedIn: boolean }) {
  const formatMoney = useFormatMoney();
  const blocked = view.lines.some((line) => line.problem);
  // A trade account's cart is priced at its trade prices by the shop.
  const buyer = useBuyerPrices();
  const tax = useTaxDisplay();
  // Converted whole, as the checkout converts the order.
  const subtotal = tax.show(view.subtotal);
  return (
    <section aria-labelledby="cart-summary-heading" className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm lg:sticky lg:top-24">
      <h2 id="cart-summary-heading" className="text-xl font-bold">
        Summary
      </h2>
      <dl className="flex flex-col gap-2">
        <div className="flex justify-between gap-4 text-sm">
          <dt className="text-base-content/75">Pieces</dt>
          <dd className="tabular-nums">{view.count} pcs</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-base-300 pt-2">
          <dt className="font-semibold">
            Subtotal
            {tax.note && <span className="block text-xs font-normal text-base-content/75">{tax.note}</span>}
          </dt>
          <dd className="text-2xl font-extrabold tracking-tight tabular-nums">{formatMoney(subtotal)}</dd>
        </div>
        {!tax.asHeld && tax.rule.pricesIncludeTax && (
          <div className="flex justify-between gap-4 text-sm">
            <dt className="text-base-content/75">With {tax.rule.name}</dt>
            <dd className="tabular-nums">{formatMoney(view.subtotal)}</dd>
          </div>
        )}
      </dl>
      {buyer && signedIn && <p className="text-sm text-base-content/75">At your {buyer.label.toLowerCase()}s.</p>}
      <p className="text-sm text-base-content/75">
        Delivery and payment are chosen at checkout{tax.switchable && tax.shown === 'excl' && !tax.rule.pricesIncludeTax ? `, where the ${tax.rule.name.toLowerCase()} is added` : ''}.
      </p>
      {blocked ? (
        <>
          <p id="cart-blocked" className="text-sm font-medium text-error">
            Change or remove the lines marked in red to check out.
          </p>
          <button type="button" className="btn btn-primary btn-lg w-full" disabled aria-describedby="cart-blocked">
            <ShoppingBag aria-hidden="true" size={20} />
            Checkout
          </button>
        </>
      ) : signedIn ? (
        <Link to={paths.checkout} className="btn btn-primary btn-lg w-full">
          <ShoppingBag aria-hidden="true" size={20} />
          Checkout
        </Link>
      ) : (
        <>
          <Link to={loginPath(paths.checkout)} className="btn btn-primary btn-lg w-full" aria-describedby="cart-sign-in-first">
            <LogIn aria-hidden="true" size={20} />
            Checkout
          </Link>
          <p id="cart-sign-in-first" className="text-sm text-base-content/75">
            You sign in first; the products in your cart come with you.
          </p>
        </>
      )}
      <AskForQuoteLink signedIn={signedIn} />
    </section>
  );
}
