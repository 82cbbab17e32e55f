import type { PriceTier } from '../../shared/price-tiers.js';

/** A product of the demo catalog. `art` is an SVG document (800×600) drawn for this product. */
export interface DemoProduct {
  name: string;
  description: string;
  priceCents: number;
  availableQuantity: number;
  minOrderQuantity: number;
  /** Admins are told when the pieces on hand fall to this number or below (issue 15). */
  lowStockThreshold?: number;
  /** Quantity-break prices (issue 14), lowest quantity first, each starting above the minimum order. */
  priceTiers?: PriceTier[];
  art: string;
  /** Address (slug) of its category in demo-categories.ts. */
  category: string;
  brand: string;
  /** The manufacturer's part number. */
  mpn: string;
  /** Attribute values by key, numbers written with their unit as an admin would type them. */
  specs: Record<string, string | boolean>;
  /** How many days ago it was added: gives a realistic mix of "NEW" and older products. */
  ageDays: number;
}

export interface DemoReview {
  name: string;
  country: string;
  rating: number;
  comment: string;
  helpfulCount: number;
  ageDays: number;
}
