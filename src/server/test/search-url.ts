/** `/api/search?f=a&f=b`: every filter its own parameter, each value encoded. */
export function searchUrl(params: Record<string, string | number | string[]>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const one of Array.isArray(value) ? value : [value]) query.append(name, String(one));
  }
  return `/api/search?${query.toString()}`;
}
