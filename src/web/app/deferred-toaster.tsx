import { useEffect, useSyncExternalStore } from 'react';
import { loadedToastLibrary, loadToastLibrary, onToastLibraryLoaded } from '../lib/toasts';

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Runs `task` once, on the person's first press, key or touch anywhere on the page. */
function onFirstInteraction(task: () => void): () => void {
  const run = () => {
    stop();
    task();
  };
  const stop = () => FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, run, { capture: true }));
  FIRST_INTERACTION.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }));
  return stop;
}

/**
 * react-hot-toast's Toaster (its defaults, SPEC §1), mounted once its code has arrived: fetched
 * with the first toast, or as soon as the person starts to interact (most toasts answer an action,
 * and by then the code is there). Nothing is rendered before, on the server and in the browser
 * alike, so hydration matches; the page does not load it to become interactive.
 */
export function DeferredToaster() {
  const library = useSyncExternalStore(onToastLibraryLoaded, loadedToastLibrary, () => undefined);
  useEffect(() => onFirstInteraction(() => void loadToastLibrary().catch(() => undefined)), []);
  return library ? <library.Toaster position="top-center" /> : null;
}
