import { z } from 'zod';
import { MAX_PRODUCT_PICTURES, productMessages } from '../../../shared/catalog';
import { productFieldsSchema, type AttributeValue, type ProductForAdmin } from '../../../shared/schemas/catalog';
import type { Attribute } from '../../../shared/schemas/discovery';
import { isBaseUnit, parseQuantity } from '../../../shared/units';
import { typedAmount, typedAmountField } from '../../lib/typed-amount';
import { priceTierRowsOf, readPriceTierRows, type PriceTierRow } from './price-tier-rows';

/** The one rule the server never sees: the price as typed must be a number. */
export const PRICE_NOT_A_NUMBER = 'Enter the price as a number, such as 12.50';

const shape = productFieldsSchema.shape;

/**
 * The price as typed ("12.50") → cents (1250), then the server's own price rules. More decimals
 * than the currency has is not a whole number of cents.
 */
function priceField(fractionDigits: number) {
  return typedAmountField(fractionDigits, shape.price, {
    notANumber: PRICE_NOT_A_NUMBER,
    negative: productMessages.pricePositive,
    tooManyDecimals: productMessages.priceCents,
    tooHigh: productMessages.priceTooHigh,
  });
}

/** A quantity as typed → a number (empty → "… is required"), then the server's rule. */
function quantityField(rule: typeof shape.availableQuantity | typeof shape.minOrderQuantity) {
  return z
    .string()
    .transform((typed) => (typed.trim() === '' ? undefined : Number(typed.trim())))
    .pipe(rule);
}

/** The low-stock threshold as typed: empty → none (null), else a number, then the server's rule. */
const thresholdField = z
  .string()
  .transform((typed) => (typed.trim() === '' ? null : Number(typed.trim())))
  .pipe(shape.lowStockThreshold.unwrap());

/** Text fields that may stay empty: sent trimmed, empty as none. */
const optional = <T extends z.ZodType<unknown, string>>(rule: z.ZodOptional<z.ZodNullable<T>>) => z.string().pipe(rule.unwrap().unwrap());

/**
 * The specification as typed, checked against the chosen category's attributes: numbers with a
 * unit of their quantity ("1.5 kW"), one of the choices, yes or no. Empty means no value. The
 * numbers go to the server as typed; it converts them the same way.
 */
function attributesField(attributes: readonly Attribute[]) {
  return z.record(z.string(), z.string()).transform((typed, ctx) => {
    const values: Record<string, AttributeValue> = {};
    for (const attribute of attributes) {
      const text = (typed[attribute.key] ?? '').trim();
      if (text === '') continue;
      if (attribute.kind === 'number' && attribute.unit && isBaseUnit(attribute.unit)) {
        const parsed = parseQuantity(text, attribute.unit);
        if (!parsed.ok) ctx.addIssue({ code: 'custom', path: [attribute.key], message: `${attribute.label}: ${parsed.message}` });
      }
      values[attribute.key] = attribute.kind === 'boolean' ? text === 'yes' : text;
    }
    return values;
  });
}

/** The form's fields, each checked on its own (the quantity prices are checked with the minimum, below). */
function productFields(fractionDigits: number, attributes: readonly Attribute[]) {
  return z.object({
    name: shape.name,
    price: priceField(fractionDigits),
    availableQuantity: quantityField(shape.availableQuantity),
    minOrderQuantity: quantityField(shape.minOrderQuantity),
    lowStockThreshold: thresholdField,
    description: shape.description,
    imageKey: z.string({ error: productMessages.pictureRequired }).pipe(shape.imageKey.unwrap()),
    morePictures: z.array(z.string()).max(MAX_PRODUCT_PICTURES - 1, productMessages.picturesTooMany),
    priceTiers: z.array(z.object({ minQuantity: z.string(), discount: z.string() })),
    categoryId: shape.categoryId,
    sku: optional(shape.sku),
    mpn: optional(shape.mpn),
    brand: optional(shape.brand),
    ean: optional(shape.ean),
    attributes: attributesField(attributes),
  });
}

type FieldValues = z.output<ReturnType<typeof productFields>>;

/** The minimum order quantity as checked, or 1 while it is refused (its own message says why). */
function checkedMinimum(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : 1;
}

/**
 * Issue 14: the quantity prices with the server's rules and messages (with the minimum and the
 * price as checked, when they are), all of them in one message
 * (a line each) on `priceTiers`. Checked even while other fields are refused, so every problem
 * shows at once.
 */
function checkPriceTiers(values: FieldValues, ctx: z.RefinementCtx) {
  if (!Array.isArray(values.priceTiers)) return;
  const price = typeof values.price === 'number' && Number.isSafeInteger(values.price) && values.price >= 1 ? values.price : undefined;
  const { problems } = readPriceTierRows(values.priceTiers, checkedMinimum(values.minOrderQuantity), price);
  if (problems.length > 0) ctx.addIssue({ code: 'custom', path: ['priceTiers'], message: problems.join('\n') });
}

/** What is sent: the pictures in order, main first, and the quantity prices as numbers. */
function toInput({ morePictures, priceTiers, ...values }: FieldValues) {
  return { ...values, priceTiers: readPriceTierRows(priceTiers, values.minOrderQuantity).tiers, pictures: [values.imageKey, ...morePictures] };
}

/**
 * Add Product (SPEC §5 with issue 13's catalog data and issue 14's quantity prices): the same
 * rules and messages as POST /api/products. `attributes` are those of the chosen category.
 */
export function productFormSchema(fractionDigits: number, attributes: readonly Attribute[] = []) {
  return productFields(fractionDigits, attributes).superRefine(checkPriceTiers, { when: () => true }).transform(toInput);
}

/** Edit Product: the same, except that the main picture stays as it is unless a new one is uploaded. */
export function productEditSchema(fractionDigits: number, attributes: readonly Attribute[], currentMainKey: string) {
  return productFields(fractionDigits, attributes)
    .extend({ imageKey: z.string().transform((key) => (key === '' ? currentMainKey : key)).pipe(shape.imageKey.unwrap()) })
    .superRefine(checkPriceTiers, { when: () => true })
    .transform(toInput);
}

/** What the product form holds: text as typed, the uploaded pictures' keys. */
export interface ProductFormValues {
  name: string;
  price: string;
  availableQuantity: string;
  minOrderQuantity: string;
  /** Pieces at or below which admins are told; '' for never. */
  lowStockThreshold: string;
  description: string;
  /** The uploaded main picture's key; '' until one is uploaded (or, editing, while it stays). */
  imageKey: string;
  /** Keys of the further pictures, in order. */
  morePictures: string[];
  /** Quantity prices as typed, lowest quantity first. */
  priceTiers: PriceTierRow[];
  categoryId: string;
  sku: string;
  mpn: string;
  brand: string;
  ean: string;
  /** Specification values as typed, by attribute key; booleans 'yes', 'no' or ''. */
  attributes: Record<string, string>;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  price: '',
  availableQuantity: '',
  minOrderQuantity: '',
  lowStockThreshold: '',
  description: '',
  imageKey: '',
  morePictures: [],
  priceTiers: [],
  categoryId: '',
  sku: '',
  mpn: '',
  brand: '',
  ean: '',
  attributes: {},
};

/** A stored specification value as the form shows it (numbers in their unit, "1500 W"). */
function typedValue(value: AttributeValue, unit: string | null): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return typeof value === 'number' && unit ? `${value} ${unit}` : String(value);
}

/** A product's values in the form (cents shown as "12.50"). */
export function productFormValues(product: ProductForAdmin, fractionDigits: number): ProductFormValues {
  return {
    name: product.name,
    price: typedAmount(product.price, fractionDigits),
    availableQuantity: String(product.availableQuantity),
    minOrderQuantity: String(product.minOrderQuantity),
    lowStockThreshold: product.lowStockThreshold === null || product.lowStockThreshold === undefined ? '' : String(product.lowStockThreshold),
    description: product.description,
    imageKey: '',
    morePictures: product.pictures.slice(1).map((picture) => picture.key),
    priceTiers: priceTierRowsOf(product.priceTiers),
    categoryId: product.categoryId ?? '',
    sku: product.sku ?? '',
    mpn: product.mpn ?? '',
    brand: product.brand ?? '',
    ean: product.ean ?? '',
    attributes: Object.fromEntries(product.attributes.map((attribute) => [attribute.key, typedValue(attribute.value, attribute.unit)])),
  };
}
