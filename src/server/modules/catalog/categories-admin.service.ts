import { and, asc, count, eq, inArray, isNull, like, or } from 'drizzle-orm';
import { slugify } from '../../../shared/discovery.js';
import { AppError } from '../../../shared/errors.js';
import { categoryAdminMessages, type AdminAttribute, type AdminCategory, type CategoryInput, type CategoryUpdate } from '../../../shared/schemas/categories-admin.js';
import type { Executor } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { categoryAttributes, categories, productAttributeValues, products } from './catalog.tables.js';

type CategoryRow = typeof categories.$inferSelect;

/**
 * Every category, archived ones too, as a tree. Reading it inside a transaction with `lock` takes
 * the rows for update, so changes to the tree (a move, a new sibling) happen one after another and
 * never make a cycle out of two moves at once.
 */
export class AdminTree {
  readonly byId: Map<string, CategoryRow>;
  readonly children = new Map<string | null, CategoryRow[]>();

  constructor(readonly rows: CategoryRow[]) {
    this.byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) this.children.set(row.parentId, [...(this.children.get(row.parentId) ?? []), row]);
  }

  static async load(db: Executor, lock = false): Promise<AdminTree> {
    const query = db.select().from(categories).orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
    return new AdminTree(lock ? await query.for('update') : await query);
  }

  /** Parents before children, siblings by position then name. */
  ordered(): { row: CategoryRow; depth: number }[] {
    const out: { row: CategoryRow; depth: number }[] = [];
    const visit = (parentId: string | null, depth: number) => {
      for (const row of this.children.get(parentId) ?? []) {
        out.push({ row, depth });
        visit(row.id, depth + 1);
      }
    };
    visit(null, 0);
    return out;
  }

  /** The category and every category under it, archived or not. */
  subtree(id: string): string[] {
    return [id, ...(this.children.get(id) ?? []).flatMap((child) => this.subtree(child.id))];
  }

  /** From the top of the tree down to the category. */
  path(id: string | null): CategoryRow[] {
    const path: CategoryRow[] = [];
    for (let row = id ? this.byId.get(id) : undefined; row; row = row.parentId ? this.byId.get(row.parentId) : undefined) path.unshift(row);
    return path;
  }

  liveChildren(id: string | null): CategoryRow[] {
    return (this.children.get(id) ?? []).filter((row) => row.archivedAt === null);
  }

  /** The category, or 404; `live`: archived ones are refused with 409. */
  require(id: string, live = true): CategoryRow {
    const row = isUuid(id) ? this.byId.get(id) : undefined;
    if (!row) throw new AppError('NOT_FOUND', 'This category does not exist');
    if (live && row.archivedAt) throw new AppError('CONFLICT', `${row.name} is archived and cannot be changed`);
    return row;
  }
}

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { errors: [{ field, message }] });
}

async function liveProductCounts(db: Executor): Promise<Map<string, number>> {
  const rows = await db.select({ categoryId: products.categoryId, total: count() }).from(products).where(isNull(products.archivedAt)).groupBy(products.categoryId);
  return new Map(rows.flatMap((row) => (row.categoryId ? [[row.categoryId, row.total] as const] : [])));
}

/** How many live products have a value for each attribute. */
async function valueCounts(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({ attributeId: productAttributeValues.attributeId, total: count() })
    .from(productAttributeValues)
    .innerJoin(products, and(eq(products.id, productAttributeValues.productId), isNull(products.archivedAt)))
    .groupBy(productAttributeValues.attributeId);
  return new Map(rows.map((row) => [row.attributeId, row.total]));
}

/** GET /api/admin/categories: every category with its place, its products and its attributes. */
export async function listCategoriesForAdmin(db: Executor): Promise<AdminCategory[]> {
  const [tree, productCounts, attributes, values] = await Promise.all([
    AdminTree.load(db),
    liveProductCounts(db),
    db.select().from(categoryAttributes).orderBy(asc(categoryAttributes.position), asc(categoryAttributes.label)),
    valueCounts(db),
  ]);
  const attributesOf = new Map<string, AdminAttribute[]>();
  for (const row of attributes) {
    const attribute: AdminAttribute = { key: row.key, label: row.label, kind: row.kind, unit: row.unit, choices: row.choices, isKey: row.isKey, position: row.position, valueCount: values.get(row.id) ?? 0 };
    attributesOf.set(row.categoryId, [...(attributesOf.get(row.categoryId) ?? []), attribute]);
  }
  return tree.ordered().map(({ row, depth }) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    parentId: row.parentId,
    position: row.position,
    depth,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    productCount: productCounts.get(row.id) ?? 0,
    attributes: attributesOf.get(row.id) ?? [],
  }));
}

export async function adminCategory(db: Executor, id: string): Promise<AdminCategory> {
  const category = (await listCategoriesForAdmin(db)).find((item) => item.id === id);
  if (!category) throw new AppError('NOT_FOUND', 'This category does not exist');
  return category;
}

/** A live parent, or 400 on parentId. */
function requireParent(tree: AdminTree, parentId: string): CategoryRow {
  const parent = isUuid(parentId) ? tree.byId.get(parentId) : undefined;
  if (!parent || parent.archivedAt) throw invalid('parentId', categoryAdminMessages.parentUnknown);
  return parent;
}

/** Two live siblings never share a name: a shopper could not tell them apart. */
function refuseSiblingNamed(tree: AdminTree, parentId: string | null, name: string, except?: string) {
  const twin = tree.liveChildren(parentId).find((row) => row.id !== except && row.name.toLowerCase() === name.toLowerCase());
  if (!twin) return;
  const where = parentId ? `${tree.byId.get(parentId)?.name ?? 'This category'} already has a subcategory named ${twin.name}` : `There is a top-level category named ${twin.name} already`;
  throw new AppError('CONFLICT', where, { errors: [{ field: 'name', message: where }] });
}

/** The end of a parent's list of subcategories. */
function nextPosition(tree: AdminTree, parentId: string | null): number {
  return Math.max(-1, ...(tree.children.get(parentId) ?? []).map((row) => row.position)) + 1;
}

/** The address of a new category: from its name; when taken, with its parent's address before it, then a number after. */
async function freeSlug(db: Executor, name: string, parent: CategoryRow | null): Promise<string> {
  const base = slugify(name) || 'category';
  const prefixed = parent ? slugify(`${parent.slug}-${base}`) : base;
  const taken = new Set((await db.select({ slug: categories.slug }).from(categories).where(or(like(categories.slug, `${base}%`), like(categories.slug, `${prefixed}%`)))).map((row) => row.slug));
  const candidates = [base, prefixed, ...Array.from({ length: 1000 }, (_, index) => `${base.slice(0, 74)}-${index + 2}`)];
  const free = candidates.find((slug) => !taken.has(slug));
  if (!free) throw new AppError('CONFLICT', 'Too many categories share this name; choose another');
  return free;
}

/** POST /api/categories: a new category at the end of its parent's subcategories. */
export async function addCategory(db: Executor, input: CategoryInput): Promise<string> {
  return db.transaction(async (tx) => {
    const tree = await AdminTree.load(tx, true);
    const parent = input.parentId ? requireParent(tree, input.parentId) : null;
    refuseSiblingNamed(tree, parent?.id ?? null, input.name);
    const slug = await freeSlug(tx, input.name, parent);
    const [row] = await tx
      .insert(categories)
      .values({ slug, name: input.name, description: input.description ?? '', parentId: parent?.id ?? null, position: nextPosition(tree, parent?.id ?? null) })
      .onConflictDoNothing({ target: categories.slug })
      .returning({ id: categories.id });
    if (!row) throw new AppError('CONFLICT', 'Another category was just added with this address; try again');
    return row.id;
  });
}

/** Keys defined by the categories of `pathIds` and of the subtree `subtreeIds`: both would apply to one product. */
export async function refuseKeyClash(db: Executor, tree: AdminTree, pathIds: string[], subtreeIds: string[]) {
  if (pathIds.length === 0) return;
  const rows = await db.select({ key: categoryAttributes.key, categoryId: categoryAttributes.categoryId }).from(categoryAttributes);
  const above = new Map(rows.filter((row) => pathIds.includes(row.categoryId)).map((row) => [row.key, row.categoryId]));
  const clash = rows.find((row) => subtreeIds.includes(row.categoryId) && above.has(row.key));
  if (!clash) return;
  const name = (id: string | undefined) => (id ? (tree.byId.get(id)?.name ?? '') : '');
  throw new AppError('CONFLICT', `${clash.key} is an attribute of both ${name(above.get(clash.key))} and ${name(clash.categoryId)}; remove one of them first`);
}

/**
 * PATCH /api/categories/:id. The address stays on rename (links to it exist). A move refuses a
 * place under the category itself or under one of its subcategories (a cycle), and a place where
 * an attribute key would be defined twice for the same products; its products lose their values
 * of the attributes of the parents it leaves.
 */
export async function changeCategory(db: Executor, id: string, update: CategoryUpdate): Promise<{ name: string; moved: boolean; removedValues: number }> {
  return db.transaction(async (tx) => {
    const tree = await AdminTree.load(tx, true);
    const row = tree.require(id);
    const moving = update.parentId !== undefined && update.parentId !== row.parentId;
    const parentId = update.parentId === undefined ? row.parentId : update.parentId;
    if (moving && parentId !== null) {
      if (tree.subtree(row.id).includes(parentId)) {
        const message = `${row.name} cannot move under itself or under one of its subcategories`;
        throw new AppError('CONFLICT', message, { errors: [{ field: 'parentId', message }] });
      }
      requireParent(tree, parentId);
      await refuseKeyClash(tx, tree, tree.path(parentId).map((item) => item.id), tree.subtree(row.id));
    }
    const name = update.name ?? row.name;
    if (moving || name !== row.name) refuseSiblingNamed(tree, parentId, name, row.id);
    const position = update.position ?? (moving ? nextPosition(tree, parentId) : row.position);
    await tx
      .update(categories)
      .set({ name, description: update.description ?? row.description, parentId, position, updatedAt: new Date() })
      .where(eq(categories.id, row.id));
    const removedValues = moving ? await dropValuesLeftBehind(tx, tree, row, parentId) : 0;
    return { name, moved: moving, removedValues };
  });
}

/**
 * After a move, the products under the category no longer have the attributes of the parents it
 * left (those the new place does not share): their values of them go, so specifications, filters
 * and facets never show an attribute the product's category does not have. Returns how many.
 */
async function dropValuesLeftBehind(db: Executor, tree: AdminTree, row: CategoryRow, newParentId: string | null): Promise<number> {
  const kept = new Set(tree.path(newParentId).map((item) => item.id));
  const left = tree.path(row.parentId).map((item) => item.id).filter((categoryId) => !kept.has(categoryId));
  if (left.length === 0) return 0;
  const lost = db.select({ id: categoryAttributes.id }).from(categoryAttributes).where(inArray(categoryAttributes.categoryId, left));
  const moved = db.select({ id: products.id }).from(products).where(inArray(products.categoryId, tree.subtree(row.id)));
  const removed = await db
    .delete(productAttributeValues)
    .where(and(inArray(productAttributeValues.attributeId, lost), inArray(productAttributeValues.productId, moved)))
    .returning({ productId: productAttributeValues.productId });
  return removed.length;
}

/**
 * DELETE /api/categories/:id: archived, so links and products' history keep it. Refused while
 * live products or live subcategories are in it: they would drop out of the shop's navigation.
 * Archiving an archived category changes nothing.
 */
export async function archiveCategory(db: Executor, id: string): Promise<string> {
  return db.transaction(async (tx) => {
    const tree = await AdminTree.load(tx, true);
    const row = tree.require(id, false);
    if (row.archivedAt) return row.name;
    const [held] = await tx.select({ total: count() }).from(products).where(and(eq(products.categoryId, row.id), isNull(products.archivedAt)));
    const productTotal = held?.total ?? 0;
    if (productTotal > 0) {
      throw new AppError('CONFLICT', `${row.name} still holds ${productTotal} ${productTotal === 1 ? 'product' : 'products'}: move them to another category or remove them first`);
    }
    const children = tree.liveChildren(row.id).length;
    if (children > 0) {
      throw new AppError('CONFLICT', `${row.name} still has ${children} ${children === 1 ? 'subcategory' : 'subcategories'}: move or archive them first`);
    }
    await tx.update(categories).set({ archivedAt: new Date(), updatedAt: new Date() }).where(eq(categories.id, row.id));
    return row.name;
  });
}

