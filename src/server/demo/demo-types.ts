/** A product of the demo catalog. `art` is an SVG document (800×600) drawn for this product. */
export interface DemoProduct {
  name: string;
  description: string;
  priceCents: number;
  availableQuantity: number;
  minOrderQuantity: number;
  art: string;
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
