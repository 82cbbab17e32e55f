import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { searchMessages, slugify } from '../../../shared/discovery.js';
import type { Category, CategoryPage, Crumb } from '../../../shared/schemas/discovery.js';
import type { Executor } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { attributesInPathOrder, toAttribute } from './attributes.service.js';
import { categories, products } from './catalog.tables.js';
import type { CatalogStructure } from './catalog-structure.js';

type CategoryRow = typeof categories.$inferSelect;

export interface CategoryTree {
  /** Parents before children, siblings by position then name. */
  ordered: CategoryRow[];
  byId: Map<string, CategoryRow>;
  bySlug: Map<string, CategoryRow>;
  children: Map<string | null, CategoryRow[]>;
}

/** Every live category (the tree is small: a shop has tens or hundreds). */
export async function loadCategoryTree(db: Executor): Promise<CategoryTree> {
  const rows = await db.select().from(categories).where(isNull(categories.archivedAt)).orderBy(asc(categories.position), asc(categories.name));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const children = new Map<string | null, CategoryRow[]>();
  for (const row of rows) {
    // A child of an archived parent is out of the tree with it.
    const parent = row.parentId !== null && !byId.has(row.parentId) ? undefined : row.parentId;
    if (parent === undefined) continue;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const ordered: CategoryRow[] = [];
  const visit = (parentId: string | null) => {
    for (const row of children.get(parentId) ?? []) {
      ordered.push(row);
      visit(row.id);
    }
  };
  visit(null);
  return { ordered, byId: new Map(ordered.map((row) => [row.id, row])), bySlug: new Map(ordered.map((row) => [row.slug, row])), children };
}

/** The category and every category under it. */
export function subtreeIds(tree: CategoryTree, id: string): string[] {
  const ids = [id];
  for (const child of tree.children.get(id) ?? []) ids.push(...subtreeIds(tree, child.id));
  return ids;
}

/** From the top of the tree down to the category itself. */
export function pathTo(tree: CategoryTree, id: string): CategoryRow[] {
  const path: CategoryRow[] = [];
  for (let row = tree.byId.get(id); row; row = row.parentId ? tree.byId.get(row.parentId) : undefined) path.unshift(row);
  return path;
}

export const toCrumb = (row: CategoryRow): Crumb => ({ slug: row.slug, name: row.name });

async function liveProductCounts(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({ categoryId: products.categoryId, total: count() })
    .from(products)
    .where(isNull(products.archivedAt))
    .groupBy(products.categoryId);
  return new Map(rows.flatMap((row) => (row.categoryId ? [[row.categoryId, row.total] as const] : [])));
}

function toCategory(tree: CategoryTree, counts: Map<string, number>, row: CategoryRow): Category {
  const productCount = subtreeIds(tree, row.id).reduce((sum, id) => sum + (counts.get(id) ?? 0), 0);
  return { id: row.id, slug: row.slug, name: row.name, description: row.description, parentId: row.parentId, productCount };
}

/** The whole tree for the navigation, with how many products each category holds. */
export async function listCategories(db: Executor, { tree }: CatalogStructure): Promise<Category[]> {
  const counts = await liveProductCounts(db);
  return tree.ordered.map((row) => toCategory(tree, counts, row));
}

export function categoryNotFound(): AppError {
  return new AppError('NOT_FOUND', searchMessages.unknownCategory);
}

/** A category page: the category, where it sits, what is under it and what its products are filtered by. */
export async function getCategoryPage(db: Executor, structure: CatalogStructure, slug: string): Promise<CategoryPage> {
  const { tree } = structure;
  const row = tree.bySlug.get(slug);
  if (!row) throw categoryNotFound();
  const counts = await liveProductCounts(db);
  const path = pathTo(tree, row.id);
  return {
    category: toCategory(tree, counts, row),
    breadcrumbs: path.slice(0, -1).map(toCrumb),
    children: (tree.children.get(row.id) ?? []).map((child) => toCategory(tree, counts, child)),
    attributes: attributesInPathOrder(structure.attributes, path.map((category) => category.id)).map(toAttribute),
  };
}

export interface NewCategory {
  name: string;
  description?: string;
  parentId?: string | null;
  position?: number;
}

/** Adds a category; its address comes from its name and never changes after. */
export async function createCategory(db: Executor, input: NewCategory): Promise<CategoryRow> {
  const slug = slugify(input.name);
  const [row] = await db
    .insert(categories)
    .values({ slug, name: input.name, description: input.description ?? '', parentId: input.parentId ?? null, position: input.position ?? 0 })
    .onConflictDoNothing({ target: categories.slug })
    .returning();
  if (!row) throw new AppError('CONFLICT', `A category with the address ${slug} exists already; choose another name`);
  return row;
}

/**
 * The live category of a product's category id, or a 400 naming the field. The row is held
 * (FOR SHARE) until the caller's transaction ends: an admin's change of the tree or of its
 * attributes (which holds every category FOR UPDATE) waits for the product's save, or the save
 * waits for it and sees its outcome (an archived category, a removed attribute or option).
 */
export async function requireLiveCategory(db: Executor, id: string): Promise<CategoryRow> {
  const [row] = !isUuid(id) ? [] : await db.select().from(categories).where(and(eq(categories.id, id), isNull(categories.archivedAt))).for('share');
  if (!row) throw new AppError('VALIDATION_FAILED', 'Choose a category of the shop', { errors: [{ field: 'categoryId', message: 'Choose a category of the shop' }] });
  return row;
}
