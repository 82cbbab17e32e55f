/** Text for HTML element content and double-quoted attribute values: nothing in it can open a tag or leave the attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * JSON for a `<script type="application/ld+json">` block. `<`, `>` and `&` are written as JSON
 * escapes, so no value can close the script element ("</script>") or open a comment ("<!--"),
 * and the line separators U+2028/U+2029 are escaped too; the JSON read back is the same.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Whitespace collapsed, cut at a word boundary to at most `max` characters (an ellipsis marks the cut). */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:\u2013-]+$/, '')}…`;
}
