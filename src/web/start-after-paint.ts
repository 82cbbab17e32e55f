/**
 * The one script a server-rendered page loads at once (src/server/pages). The page paints from
 * its HTML and stylesheet alone; its app scripts (listed in <meta name="app-scripts">, the entry
 * first) only make it interactive, so they are requested once the first contentful paint is on
 * screen, instead of sharing a slow connection with the stylesheet and holding up that paint.
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

/** Calls `then` once the browser reports the first contentful paint as shown on screen. */
function afterFirstContentfulPaint(then: () => void) {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted()) return then();
  try {
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser: the fallback below starts the app.
  }
}

if (document.visibilityState === 'hidden') {
  // A tab opened in the background paints nothing now.
  startApp();
} else {
  // Should no paint be reported (the tab is hidden meanwhile, or the browser has no paint
  // timing), start anyway.
  setTimeout(startApp, 1000);
  // Not just the next animation frame: a frame is shown on screen some time after the page has
  // drawn it, and the paint entry is reported only then.
  afterFirstContentfulPaint(startApp);
}
