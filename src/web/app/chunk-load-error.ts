const CHUNK_MESSAGES = [
  'failed to fetch dynamically imported module', // Chromium
  'importing a module script failed', // Safari
  'error loading dynamically imported module', // Firefox
  'unable to preload css', // Vite's CSS preloader
  'loading chunk',
];

/** True when a lazily loaded part of the app could not be fetched, usually after a new release. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  const message = error.message.toLowerCase();
  return CHUNK_MESSAGES.some((text) => message.includes(text));
}
