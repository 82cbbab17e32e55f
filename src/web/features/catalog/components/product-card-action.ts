import { createContext, type ReactNode } from 'react';
import type { Product } from '../../../../shared/schemas/catalog';

/**
 * What a product card offers beside its "Order" link, handed in by the app (the cart's "Add to
 * cart"): the catalog draws the cards of every listing, and a feature does not import another.
 */
export const ProductCardAction = createContext<((product: Product) => ReactNode) | null>(null);

/** What a product card shows over its picture's corner, handed in by the app ("Compare"). */
export const ProductCardCorner = createContext<((product: Product) => ReactNode) | null>(null);
