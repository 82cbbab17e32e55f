import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, ShoppingCart } from 'lucide-react';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toasts';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { percentText } from '../../../../shared/price-tiers';
import { paths } from '../../../../shared/routes';
import { isOutOfStock } from '../../../../shared/catalog';
import type { Product } from '../../../../shared/schemas/catalog';
import { orderMessages, placeOrderSchema, quantityProblem } from '../../../../shared/schemas/orders';
import { phoneSchema } from '../../../../shared/schemas/phone';
import { buyerPiecePrice, useBuyerPrices, type BuyerPrices } from '../../../components/ui/buyer-prices';
import { useTaxDisplay, type TaxDisplay } from '../../../components/ui/use-tax-display';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { ApiError, errorMessage, isUnauthorized } from '../../../lib/api-error';
import { fieldErrorsFor } from '../../../lib/field-errors';
import { useFormatMoney } from '../../../lib/use-format-money';
import { useSession } from '../../../lib/use-session';
import { usePlaceOrder } from '../api/use-place-order';
import { paymentPathOf } from '../order-lines';
import { quantityPriceHint, unitPriceOf } from '../quantity-price';
import { OrderTotal } from './order-total';
import { useShopConfig } from '../../../lib/use-shop-config';

const FIELDS = ['quantity', 'phone', 'deliveryAddress'] as const;

interface OrderFormValues {
  quantity: number;
  phone: string;
  deliveryAddress: string;
}

/** The rules of SPEC §6: placeOrderSchema's fields, the quantity also checked against this product's stock and minimum. */
function orderFormSchema(product: Pick<Product, 'availableQuantity' | 'minOrderQuantity'>) {
  return z.object({
    quantity: z
      .number({ error: orderMessages.quantityRequired })
      .int(orderMessages.quantityWhole)
      .superRefine((quantity, context) => {
        const problem = quantityProblem(quantity, product);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    phone: phoneSchema,
    deliveryAddress: placeOrderSchema.shape.deliveryAddress,
  });
}

/**
 * Under a trade account's piece price (the price the shop charges): the price as the buyer sees
 * prices when that is without the tax, then the list price and the share off it.
 */
function tradePriceHint(prices: BuyerPrices, tax: TaxDisplay, product: Product, quantity: number, formatMoney: (cents: number) => string): string {
  const shown = tax.asHeld ? '' : `${formatMoney(tax.show(buyerPiecePrice(prices, product.price, product.priceTiers, quantity)))} each ${tax.note} · `;
  return `${shown}List price ${formatMoney(tax.show(product.price))}${tax.asHeld ? '' : ` ${tax.note}`}, ${percentText(prices.discountBasisPoints)}\u00a0% off`;
}

const readOnlyClass = 'input w-full cursor-default border-base-300 bg-base-200 text-base-content/85 focus:outline-none';

interface OrderFormProps {
  product: Product;
  /** The signed-in person: the order goes out in their name. */
  customer: { name: string; email: string };
  /** After the server answered (the product's stock may have changed either way). */
  onProductChanged: () => void;
}

/**
 * SPEC §6 order form: name and email from the account, the product, quantity, phone, address and the
 * live total; the unit price is what the shop charges: a trade account's price (issue 15 §5), with the
 * product's quantity prices on top (issue 14).
 */
export function OrderForm({ product, customer, onProductChanged }: OrderFormProps) {
  const phoneExample = useShopConfig().phone.example;
  const formatMoney = useFormatMoney();
  const tax = useTaxDisplay();
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  const isAdmin = useSession().data?.user?.role === 'admin';
  const outOfStock = isOutOfStock(product);
  const schema = useMemo(() => orderFormSchema(product), [product]);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<OrderFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { quantity: product.minOrderQuantity, phone: '', deliveryAddress: '' },
  });
  const quantity = useWatch({ control, name: 'quantity' });
  // What the shop charges: a trade account's price (issue 15 §5), then the quantity price of the quantity typed (issue 14).
  const buyerPrices = useBuyerPrices();
  const tradeShare = buyerPrices?.discountBasisPoints ?? 0;
  const unitPrice = unitPriceOf(product, quantity, tradeShare);
  const tierHint = quantityPriceHint(product, quantity, formatMoney, tradeShare);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const reply = await placeOrder.mutateAsync({ productId: product.id, ...values });
      toast.success(reply.message);
      onProductChanged();
      // SPEC §6: the customer goes to My Orders. An admin's dashboard opens on the Overview,
      // where nobody pays, so an admin who orders goes straight to paying for it.
      await navigate(isAdmin ? paymentPathOf(reply.order) : paths.dashboard);
    } catch (error) {
      if (isUnauthorized(error)) return;
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) onProductChanged();
      const fieldErrors = fieldErrorsFor(error, FIELDS);
      if (fieldErrors.length > 0) fieldErrors.forEach((item, index) => setError(item.field, { message: item.message }, { shouldFocus: index === 0 }));
      else toast.error(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Order" className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-8">
      <h2 className="text-xl font-bold">Your order</h2>
      <p className="mt-1 mb-6 text-sm text-base-content/75">Your name and email come from your account. We deliver to the address you give below.</p>
      {outOfStock && (
        <div role="alert" className="mb-6 flex items-start gap-3 rounded-field border border-error/40 bg-error/5 px-4 py-3 text-error">
          <CircleAlert aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
          <div className="min-w-0">
            <p className="font-semibold">Sorry, this product is out of stock.</p>
            <p className="text-sm text-base-content/80">
              {product.availableQuantity === 0
                ? 'None are left right now.'
                : `Only ${product.availableQuantity} pcs are left and the minimum order is ${product.minOrderQuantity} pcs.`}{' '}
              <Link to={paths.allProducts} className="link link-primary font-medium">
                Browse other tools
              </Link>
            </p>
          </div>
        </div>
      )}
      <fieldset disabled={outOfStock} className="grid min-w-0 gap-x-6 gap-y-1 sm:grid-cols-2">
        <legend className="sr-only">Order details</legend>
        <FormField id="order-name" label="Name">
          {(a11y) => <input id="order-name" type="text" value={customer.name} readOnly className={readOnlyClass} {...a11y} />}
        </FormField>
        <FormField id="order-email" label="Email">
          {(a11y) => <input id="order-email" type="email" value={customer.email} readOnly className={readOnlyClass} {...a11y} />}
        </FormField>
        <FormField id="order-product" label="Product">
          {(a11y) => <input id="order-product" type="text" value={product.name} readOnly className={readOnlyClass} {...a11y} />}
        </FormField>
        <FormField
          id="order-unit-price"
          label={buyerPrices ? buyerPrices.label : 'Unit price'}
          hint={buyerPrices ? tradePriceHint(buyerPrices, tax, product, Number.isSafeInteger(quantity) && quantity > 0 ? quantity : 1, formatMoney) : undefined}
        >
          {(a11y) => <input id="order-unit-price" type="text" value={formatMoney(unitPrice)} readOnly className={readOnlyClass} {...a11y} />}
        </FormField>
        <FormField
          id="order-quantity"
          label="Quantity"
          hint={`At least ${product.minOrderQuantity} pcs; ${product.availableQuantity} pcs in stock.`}
          error={errors.quantity?.message}
        >
          {(a11y) => (
            <>
              <input
                id="order-quantity"
                type="number"
                inputMode="numeric"
                min={product.minOrderQuantity}
                max={Math.max(product.availableQuantity, product.minOrderQuantity)}
                step={1}
                className={inputClass(a11y['aria-invalid'])}
                {...a11y}
                aria-describedby={[a11y['aria-describedby'], product.priceTiers.length > 0 ? 'order-quantity-price' : ''].filter(Boolean).join(' ') || undefined}
                {...register('quantity', { valueAsNumber: true })}
              />
              {/* Quantity prices (issue 14): announced politely as the quantity changes. */}
              {product.priceTiers.length > 0 && (
                <p id="order-quantity-price" role="status" className="text-sm font-medium text-success">
                  {tierHint}
                </p>
              )}
            </>
          )}
        </FormField>
        <FormField id="order-phone" label="Phone number" hint="At least 11 digits; spaces, dashes and a leading + are fine." error={errors.phone?.message}>
          {(a11y) => <input id="order-phone" type="tel" placeholder={phoneExample} autoComplete="tel" inputMode="tel" className={inputClass(a11y['aria-invalid'])} {...a11y} {...register('phone')} />}
        </FormField>
        <FormField id="order-address" label="Delivery address" error={errors.deliveryAddress?.message} className="sm:col-span-2">
          {(a11y) => (
            <textarea
              id="order-address"
              rows={3}
              autoComplete="street-address"
              className={`textarea w-full ${a11y['aria-invalid'] ? 'textarea-error' : ''}`}
              {...a11y}
              {...register('deliveryAddress')}
            />
          )}
        </FormField>
      </fieldset>
      <OrderTotal id="order-total" unitPrice={unitPrice} quantity={quantity} />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-base-content/75">You pay after confirming, from My Orders.</p>
        <button type="submit" className="btn btn-primary btn-lg w-full sm:w-auto" disabled={outOfStock || placeOrder.isPending}>
          {placeOrder.isPending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <ShoppingCart aria-hidden="true" size={20} />}
          Confirm Order
        </button>
      </div>
    </form>
  );
}
