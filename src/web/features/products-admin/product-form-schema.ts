import { z } from 'zod';
import { productMessages } from '../../../shared/catalog';
import { productInputSchema, type Product } from '../../../shared/schemas/catalog';
import { toMinorUnits } from '../../../shared/money';

/** The one rule the server never sees: the price as typed must be a number. */
export const PRICE_NOT_A_NUMBER = 'Enter the price as a number, such as 12.50';

const shape = productInputSchema.shape;

/** "1,299.50" → "1299.50"; anything else is left as typed. */
function withoutThousandsSeparators(text: string): string {
  return /^\d{1,3}(,\d{3})+(\.\d*)?$/.test(text) ? text.replaceAll(',', '') : text;
}

/**
 * The price as typed ("12.50") → cents (1250), then the server's own price rules. More decimals
 * than the currency has is not a whole number of cents.
 */
function priceField(fractionDigits: number) {
  return z
    .string()
    .transform((typed, ctx) => {
      const text = withoutThousandsSeparators(typed.trim().replace(/\s+/g, ''));
      if (text === '') return undefined;
      if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: PRICE_NOT_A_NUMBER });
        return z.NEVER;
      }
      if (text.startsWith('-')) {
        ctx.addIssue({ code: 'custom', message: productMessages.pricePositive });
        return z.NEVER;
      }
      const decimals = text.split('.')[1] ?? '';
      if (decimals.length > fractionDigits) {
        ctx.addIssue({ code: 'custom', message: productMessages.priceCents });
        return z.NEVER;
      }
      try {
        return toMinorUnits(text.startsWith('.') ? `0${text}` : text.replace(/\.$/, ''), fractionDigits);
      } catch {
        ctx.addIssue({ code: 'custom', message: productMessages.priceTooHigh });
        return z.NEVER;
      }
    })
    .pipe(shape.price);
}

/** A quantity as typed → a number (empty → "… is required"), then the server's rule. */
function quantityField(rule: typeof shape.availableQuantity | typeof shape.minOrderQuantity) {
  return z
    .string()
    .transform((typed) => (typed.trim() === '' ? undefined : Number(typed.trim())))
    .pipe(rule);
}

/** Add Product (SPEC §5): every field required, the same rules and messages as POST /api/products. */
export function productFormSchema(fractionDigits: number) {
  return productInputSchema.extend({
    price: priceField(fractionDigits),
    availableQuantity: quantityField(shape.availableQuantity),
    minOrderQuantity: quantityField(shape.minOrderQuantity),
  });
}

/** Edit Product: the same, except that the picture stays as it is unless a new one is uploaded. */
export function productEditSchema(fractionDigits: number) {
  return productFormSchema(fractionDigits).extend({
    imageKey: z
      .string()
      .transform((key) => (key === '' ? undefined : key))
      .pipe(shape.imageKey.optional()),
  });
}

/** What the product form holds: text as typed, the uploaded picture's key. */
export interface ProductFormValues {
  name: string;
  price: string;
  availableQuantity: string;
  minOrderQuantity: string;
  description: string;
  /** The uploaded picture's key; '' until one is uploaded. */
  imageKey: string;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = { name: '', price: '', availableQuantity: '', minOrderQuantity: '', description: '', imageKey: '' };

/** A product's values in the form (cents shown as "12.50"). */
export function productFormValues(product: Product, fractionDigits: number): ProductFormValues {
  return {
    name: product.name,
    price: (product.price / 10 ** fractionDigits).toFixed(fractionDigits),
    availableQuantity: String(product.availableQuantity),
    minOrderQuantity: String(product.minOrderQuantity),
    description: product.description,
    imageKey: '',
  };
}

/** Digits after the decimal point of the shop's currency (2 for USD, 0 for JPY). */
export function currencyDigits(currency: string, locale: string): number {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** The currency's symbol ("$"), shown in front of the price field. */
export function currencySymbol(currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
}
