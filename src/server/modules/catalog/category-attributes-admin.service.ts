import { and, count, eq, inArray, isNotNull, isNull, max } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import type { AttributeInput, AttributeUpdate } from '../../../shared/schemas/categories-admin.js';
import type { Executor } from '../../db/database.js';
import { defineAttribute } from './attributes.service.js';
import { AdminTree } from './categories-admin.service.js';
import { categoryAttributes, productAttributeValues, products } from './catalog.tables.js';

type AttributeRow = typeof categoryAttributes.$inferSelect;

/**
 * POST /api/categories/:id/attributes. Besides defineAttribute's rules (one kind and unit per key
 * across the shop, one key per category), a key may not be defined again by a parent or a
 * subcategory: both would apply to the same products. Without a position it goes last.
 */
export async function addAttribute(db: Executor, categoryId: string, input: AttributeInput): Promise<void> {
  await db.transaction(async (tx) => {
    const tree = await AdminTree.load(tx, true);
    const category = tree.require(categoryId);
    const others = tree.path(category.id).slice(0, -1).map((row) => row.id);
    const below = tree.subtree(category.id).slice(1);
    const [defined] = await tx
      .select({ categoryId: categoryAttributes.categoryId })
      .from(categoryAttributes)
      .where(and(eq(categoryAttributes.key, input.key), inArray(categoryAttributes.categoryId, [...others, ...below, category.id])))
      .limit(1);
    if (defined && defined.categoryId !== category.id) {
      const owner = tree.byId.get(defined.categoryId)?.name ?? 'another category';
      const message = others.includes(defined.categoryId) ? `${owner} defines ${input.key} already, for ${category.name} too` : `${owner}, under ${category.name}, defines ${input.key} already; remove it there first`;
      throw new AppError('VALIDATION_FAILED', message, { errors: [{ field: 'key', message }] });
    }
    const [last] = await tx.select({ position: max(categoryAttributes.position) }).from(categoryAttributes).where(eq(categoryAttributes.categoryId, category.id));
    await defineAttribute(tx, category.id, {
      key: input.key,
      label: input.label,
      kind: input.kind,
      ...(input.unit ? { unit: input.unit } : {}),
      ...(input.choices ? { choices: input.choices } : {}),
      isKey: input.isKey ?? false,
      position: input.position ?? (last?.position ?? -1) + 1,
    });
  });
}

async function requireAttribute(db: Executor, categoryId: string, key: string): Promise<AttributeRow> {
  const [row] = await db.select().from(categoryAttributes).where(and(eq(categoryAttributes.categoryId, categoryId), eq(categoryAttributes.key, key)));
  if (!row) throw new AppError('NOT_FOUND', `This category has no attribute ${key.slice(0, 40)}`);
  return row;
}

/** Live products whose value of the attribute is this option. */
async function productsWithChoice(db: Executor, attributeId: string, option: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(productAttributeValues)
    .innerJoin(products, and(eq(products.id, productAttributeValues.productId), isNull(products.archivedAt)))
    .where(and(eq(productAttributeValues.attributeId, attributeId), eq(productAttributeValues.choiceValue, option)));
  return row?.total ?? 0;
}

/**
 * PATCH /api/categories/:id/attributes/:key: label, options, key attribute, position. An option
 * still the value of live products is not removed (409, naming how many); archived products lose
 * their value of a removed option.
 */
export async function changeAttribute(db: Executor, categoryId: string, key: string, update: AttributeUpdate): Promise<void> {
  await db.transaction(async (tx) => {
    const tree = await AdminTree.load(tx, true);
    const category = tree.require(categoryId);
    const row = await requireAttribute(tx, category.id, key);
    let choices = row.choices;
    if (update.choices) {
      if (row.kind !== 'choice') {
        const message = 'Only a choice has options';
        throw new AppError('VALIDATION_FAILED', message, { errors: [{ field: 'choices', message }] });
      }
      if (update.choices.length === 0) {
        const message = 'A choice needs at least one option';
        throw new AppError('VALIDATION_FAILED', message, { errors: [{ field: 'choices', message }] });
      }
      const removed = row.choices.filter((option) => !update.choices?.includes(option));
      const used: string[] = [];
      for (const option of removed) {
        const total = await productsWithChoice(tx, row.id, option);
        if (total > 0) used.push(`${option} is the value of ${total} ${total === 1 ? 'product' : 'products'}`);
      }
      if (used.length > 0) {
        const message = `${used.join('; ')}: change ${used.length === 1 ? 'it' : 'them'} on those products first`;
        throw new AppError('CONFLICT', message, { errors: [{ field: 'choices', message }] });
      }
      if (removed.length > 0) {
        await tx.delete(productAttributeValues).where(and(eq(productAttributeValues.attributeId, row.id), isNotNull(productAttributeValues.choiceValue), inArray(productAttributeValues.choiceValue, removed)));
      }
      choices = update.choices;
    }
    await tx
      .update(categoryAttributes)
      .set({ label: update.label ?? row.label, choices, isKey: update.isKey ?? row.isKey, position: update.position ?? row.position })
      .where(eq(categoryAttributes.id, row.id));
  });
}

/** DELETE /api/categories/:id/attributes/:key: the attribute and every product's value of it. */
export async function removeAttribute(db: Executor, categoryId: string, key: string): Promise<{ label: string; values: number }> {
  return db.transaction(async (tx) => {
    const tree = await AdminTree.load(tx, true);
    const category = tree.require(categoryId);
    const row = await requireAttribute(tx, category.id, key);
    // Counted like the list counts them: products on sale (archived ones lose their value too).
    const [values] = await tx
      .select({ total: count() })
      .from(productAttributeValues)
      .innerJoin(products, and(eq(products.id, productAttributeValues.productId), isNull(products.archivedAt)))
      .where(eq(productAttributeValues.attributeId, row.id));
    await tx.delete(categoryAttributes).where(eq(categoryAttributes.id, row.id));
    return { label: row.label, values: values?.total ?? 0 };
  });
}

