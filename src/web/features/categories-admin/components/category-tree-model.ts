import type { AdminCategory } from '../../../../shared/schemas/categories-admin';

/** "Power tools › Drills": where a category sits, from the top. */
export function pathName(all: readonly AdminCategory[], category: AdminCategory): string {
  const byId = new Map(all.map((item) => [item.id, item]));
  const names: string[] = [];
  for (let item: AdminCategory | undefined = category; item; item = item.parentId ? byId.get(item.parentId) : undefined) names.unshift(item.name);
  return names.join(' › ');
}

/** The category and every category under it. */
export function subtreeOf(all: readonly AdminCategory[], id: string): Set<string> {
  const ids = new Set([id]);
  // The list comes parents first, so one pass finds every descendant.
  for (const item of all) if (item.parentId && ids.has(item.parentId)) ids.add(item.id);
  return ids;
}

/** Where a category may move: live categories outside its own subtree. */
export function placesFor(all: readonly AdminCategory[], category: AdminCategory): AdminCategory[] {
  const own = subtreeOf(all, category.id);
  return all.filter((item) => item.archivedAt === null && !own.has(item.id));
}
