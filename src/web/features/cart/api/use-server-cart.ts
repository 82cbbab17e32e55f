import { useQuery } from '@tanstack/react-query';
import { cartQuery } from '../../../lib/cart-query';

/** GET /api/cart: the signed-in customer's cart (asked only while someone is signed in). */
export function useServerCart(signedIn: boolean) {
  return useQuery({ ...cartQuery, enabled: signedIn });
}
