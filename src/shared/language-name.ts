/**
 * A language's name in the shop's language ("de" → "German", "pt-BR" → "Brazilian Portuguese"),
 * or the tag itself where the browser or server knows no name for it. The same on the server and
 * in the browser for one locale, so a page written by the server hydrates unchanged.
 */
export function languageName(tag: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
