import { useEffect } from 'react';
import { useShopConfig } from './use-shop-config';

/** Sets the tab title to "{page} · {shop name}", or "{shop name} · Tools and electrical parts" for the home page. */
export function useDocumentTitle(page?: string): void {
  const { name } = useShopConfig();
  const title = page ? `${page} · ${name}` : `${name} · Tools and electrical parts`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
