/**
 * A module the shop needs only for some requests (the PDF stack for invoices, the image codec for
 * uploads), loaded at its first use instead of at start: each holds megabytes of code, fonts or a
 * native library that a shop which never makes an invoice or takes a picture would carry idle.
 * Every caller shares one load; a load that fails is tried again at the next use.
 */
export function loadWhenNeeded<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
