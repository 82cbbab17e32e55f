import { z } from 'zod';
import { ATTRIBUTE_KINDS, BRAND_FILTER_MAX, MAX_BRANDS, MAX_FILTERS, SEARCH_MAX_QUERY, SEARCH_PAGE_SIZE, SEARCH_SORTS, searchMessages } from '../discovery.js';
import { imageSchema, pageQuerySchema } from './common.js';
import { productSchema } from './catalog.js';
import { productDocumentSchema } from './product-documents.js';

export const categorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  parentId: z.string().nullable(),
  /** Live products in it and its subcategories. */
  productCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

/** Every live category, parents before children, siblings in their order. */
export const categoryListSchema = z.object({ categories: z.array(categorySchema) });
export type CategoryList = z.infer<typeof categoryListSchema>;

export const crumbSchema = z.object({ slug: z.string(), name: z.string() });
export type Crumb = z.infer<typeof crumbSchema>;

export const attributeSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(ATTRIBUTE_KINDS),
  unit: z.string().nullable(),
  choices: z.array(z.string()),
});
export type Attribute = z.infer<typeof attributeSchema>;

export const categoryPageSchema = z.object({
  category: categorySchema,
  /** From the top of the tree down to this category's parent. */
  breadcrumbs: z.array(crumbSchema),
  children: z.array(categorySchema),
  /** What its products are described and filtered by (its own and its parents'). */
  attributes: z.array(attributeSchema),
});
export type CategoryPage = z.infer<typeof categoryPageSchema>;

/** Free text: SQL or HTML in it is searched for like any words (and finds nothing). */
const searchWords = z.string({ error: searchMessages.queryNotText }).trim().max(SEARCH_MAX_QUERY, searchMessages.queryTooLong).default('');

/** `f` may be given once or repeated. */
const filterList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .refine((filters) => filters.every((filter) => filter.length <= 200), searchMessages.filterShape)
  .refine((filters) => filters.length <= MAX_FILTERS, searchMessages.tooManyFilters);

/** `brand` may be given once or repeated: several mean any of them. */
const brandList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .refine((brands) => brands.every((brand) => brand.length <= BRAND_FILTER_MAX), searchMessages.brandTooLong)
  .refine((brands) => brands.length <= MAX_BRANDS, searchMessages.tooManyBrands);

export const searchQuerySchema = pageQuerySchema(SEARCH_PAGE_SIZE).extend({
  q: searchWords,
  category: z
    .string({ error: searchMessages.unknownCategory })
    .max(100, searchMessages.unknownCategory)
    .regex(/^[a-z0-9-]+$/, searchMessages.unknownCategory)
    .optional(),
  sort: z.enum(SEARCH_SORTS, { error: `Sort by one of: ${SEARCH_SORTS.join(', ')}` }).optional(),
  inStock: z.enum(['true', 'false'], { error: 'inStock is true or false' }).optional(),
  f: filterList.optional(),
  brand: brandList.optional(),
  /** `10..50`, `10..`, `..50`: in the shop's currency, read by the search (search-plan.ts). */
  price: z.string({ error: searchMessages.priceShape }).max(40, searchMessages.priceShape).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

const choiceCountSchema = z.object({ value: z.string(), count: z.number().int(), selected: z.boolean() });

export const facetSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('number'),
    key: z.string(),
    label: z.string(),
    unit: z.string(),
    /** Range of the products that pass the other filters. */
    min: z.number(),
    max: z.number(),
    selectedMin: z.number().nullable(),
    selectedMax: z.number().nullable(),
  }),
  z.object({ kind: z.literal('choice'), key: z.string(), label: z.string(), values: z.array(choiceCountSchema) }),
  z.object({ kind: z.literal('boolean'), key: z.string(), label: z.string(), values: z.array(choiceCountSchema) }),
]);
export type Facet = z.infer<typeof facetSchema>;

/** A quantity or code of the words read as a specification filter ("16a" → rated current 16 A). */
export const readTermSchema = z.object({
  /** As typed. */
  text: z.string(),
  key: z.string(),
  label: z.string(),
  /** "16 A". */
  value: z.string(),
  /** The search's words without this term: what removing the filter searches. */
  qWithout: z.string(),
});
export type ReadTerm = z.infer<typeof readTermSchema>;

/** How the shop read the words: the filters in them, and the words searched when those typed found nothing. */
export const searchReadingSchema = z.object({
  /** The words searched for, after the filters were taken out and a correction made. */
  q: z.string(),
  terms: z.array(readTermSchema),
  /** The words as typed, when they found nothing and the results are those of `q` ("multimeter" for "mulitmeter"). */
  correctedFrom: z.string().nullable(),
});
export type SearchReading = z.infer<typeof searchReadingSchema>;

/** The prices of the products that pass every other filter, in cents, and the range chosen. */
export const priceFacetSchema = z.object({ min: z.number().int(), max: z.number().int(), selectedMin: z.number().int().nullable(), selectedMax: z.number().int().nullable() });
export type PriceFacet = z.infer<typeof priceFacetSchema>;

/** A category the products in view fall in: a child of the category in view (a top category when none), with how many. */
export const categoryCountSchema = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });
export type CategoryCount = z.infer<typeof categoryCountSchema>;

export const searchResultSchema = z.object({
  items: z.array(productSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  sort: z.enum(SEARCH_SORTS),
  /**
   * Counts for each specification filter, with the other active filters applied: those of the
   * category in view, or of the one most of the products fall in (none when they are spread wide).
   */
  facets: z.array(facetSchema),
  /** Null when no product passes the other filters. */
  price: priceFacetSchema.nullable(),
  /** The brands of the products passing every other filter, by name. */
  brands: z.array(choiceCountSchema),
  categories: z.array(categoryCountSchema),
  /** When nothing matches the words: the products whose names come closest. */
  nearest: z.array(productSchema),
  understood: searchReadingSchema,
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const suggestionsQuerySchema = z.object({ q: searchWords });
export const suggestionsSchema = z.object({
  products: z.array(z.object({ id: z.string(), slug: z.string(), name: z.string(), sku: z.string().nullable(), price: z.number().int(), minOrderQuantity: z.number().int().min(1), image: imageSchema })),
  categories: z.array(crumbSchema),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

export const specSchema = z.object({ key: z.string(), label: z.string(), value: z.string() });
export type Spec = z.infer<typeof specSchema>;

export const productDetailsSchema = productSchema.extend({
  mpn: z.string().nullable(),
  ean: z.string().nullable(),
  category: crumbSchema.nullable(),
  /** The category's parents, top first, then the category. */
  breadcrumbs: z.array(crumbSchema),
  specs: z.array(specSchema),
  /** Main picture first. */
  pictures: z.array(imageSchema),
  /** Datasheets, manuals, declarations of conformity and safety data sheets, in the admins' order. */
  documents: z.array(productDocumentSchema),
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

export const relatedProductsSchema = z.object({
  /** The product these are related to. */
  productId: z.string(),
  /** What admins chose for it to go with (issue 38 §5: batteries and a charger for a bare tool), in their order. */
  accessories: z.array(productSchema),
  similar: z.array(productSchema),
  /** For a product that cannot be ordered: in-stock products matching its key attributes. */
  substitutes: z.array(productSchema),
});
export type RelatedProducts = z.infer<typeof relatedProductsSchema>;
