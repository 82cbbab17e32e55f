import { inArray } from 'drizzle-orm';
import type { PriceTier } from '../../../shared/price-tiers.js';
import type { Executor } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { IMAGE_WIDTHS, MEDIA_URL_PREFIX, mediaFileName } from '../media/media-urls.js';
import { products } from './catalog.tables.js';

/** What a cart needs to know of a product: how it is shown, priced and whether it can be ordered. */
export interface CartProduct {
  id: string;
  slug: string;
  name: string;
  /** The main picture in its smallest size. */
  pictureUrl: string | null;
  /** The price of one piece before quantity prices, in cents. */
  price: number;
  tiers: PriceTier[];
  availableQuantity: number;
  minOrderQuantity: number;
  /** No longer sold. */
  archived: boolean;
}

/** The products of these ids, archived ones included (a cart says they are no longer sold); ids that name none are left out. */
export async function cartProducts(db: Executor, ids: readonly string[]): Promise<CartProduct[]> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      imageKey: products.imageKey,
      price: products.priceCents,
      tiers: products.priceTiers,
      availableQuantity: products.availableQuantity,
      minOrderQuantity: products.minOrderQuantity,
      archivedAt: products.archivedAt,
    })
    .from(products)
    .where(inArray(products.id, wanted));
  const smallest = IMAGE_WIDTHS[0];
  return rows.map(({ imageKey, archivedAt, ...row }) => ({ ...row, pictureUrl: imageKey ? MEDIA_URL_PREFIX + mediaFileName(imageKey, smallest) : null, archived: archivedAt !== null }));
}
