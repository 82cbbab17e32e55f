import { useEffect } from 'react';
import { useShopConfig } from './use-shop-config';

let collectTitle: ((title: string) => void) | undefined;

/** The build-time render (render-page.tsx) learns each page's title here: effects do not run there. */
export function collectDocumentTitle(collect: ((title: string) => void) | undefined): void {
  collectTitle = collect;
}

/** Sets the tab title to "{page} · {shop name}", or "{shop name} · Tools and electrical parts" for the home page. */
export function useDocumentTitle(page?: string): void {
  const { name } = useShopConfig();
  const title = page ? `${page} · ${name}` : `${name} · Tools and electrical parts`;
  collectTitle?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
