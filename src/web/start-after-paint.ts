/**
 * The one script a prerendered page loads at once (scripts/prerender-web.ts). The page paints from
 * its HTML and stylesheet alone; its app scripts (listed in <meta name="app-scripts">, the entry
 * first) only make it interactive, so they are requested once the first frame has been painted,
 * instead of sharing a slow connection with the stylesheet and holding up that paint.
 */
let started = false;

function startApp() {
  if (started) return;
  started = true;
  const content = document.querySelector('meta[name="app-scripts"]')?.getAttribute('content') ?? '';
  const [entry, ...preloads] = content.split(/\s+/).filter(Boolean);
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (!entry) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
}

if (document.visibilityState === 'hidden') {
  // A tab opened in the background paints nothing now (and gets no animation frames).
  startApp();
} else {
  // requestAnimationFrame runs just before the next paint; the timeout runs right after it.
  requestAnimationFrame(() => setTimeout(startApp, 0));
  // Should no frame come (the tab is hidden meanwhile), start anyway.
  setTimeout(startApp, 1000);
}
