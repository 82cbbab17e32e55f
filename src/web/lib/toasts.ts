import type * as ReactHotToast from 'react-hot-toast';
import type { Renderable, ToastOptions } from 'react-hot-toast';

export type ToastLibrary = typeof ReactHotToast;

let request: Promise<ToastLibrary> | undefined;
let loaded: ToastLibrary | undefined;
const listeners = new Set<() => void>();

/**
 * react-hot-toast, fetched on first use (or at the first interaction, by the deferred Toaster), so
 * it is not part of the code every page needs before it is interactive. A failed fetch (a new
 * release replaced the file) is tried again on the next toast.
 */
export function loadToastLibrary(): Promise<ToastLibrary> {
  request ??= import('react-hot-toast').then(
    (library) => {
      loaded = library;
      listeners.forEach((listener) => listener());
      return library;
    },
    (error: unknown) => {
      request = undefined;
      throw error;
    },
  );
  return request;
}

/** The library once it has arrived (for useSyncExternalStore), else undefined. */
export function loadedToastLibrary(): ToastLibrary | undefined {
  return loaded;
}

export function onToastLibraryLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function withLibrary(use: (library: ToastLibrary) => void): void {
  loadToastLibrary().then(use, () => undefined);
}

/**
 * The shop's toasts, with react-hot-toast's defaults (SPEC §1: success 2 s, error 4 s, at most 20).
 * A toast asked for before the library has arrived shows as soon as it has.
 */
export const toast = {
  success(message: Renderable, options?: ToastOptions): void {
    withLibrary((library) => library.toast.success(message, options));
  },
  error(message: Renderable, options?: ToastOptions): void {
    withLibrary((library) => library.toast.error(message, options));
  },
  dismiss(id?: string): void {
    withLibrary((library) => library.toast.dismiss(id));
  },
};
