import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import type { AttributeKind } from '../../../shared/discovery.js';
import type { Attribute, Spec } from '../../../shared/schemas/discovery.js';
import { type BaseUnit, formatQuantity, isBaseUnit, parseQuantity } from '../../../shared/units.js';
import type { Executor } from '../../db/database.js';
import { categoryAttributes, productAttributeValues } from './catalog.tables.js';

export type AttributeRow = typeof categoryAttributes.$inferSelect;

export const toAttribute = (row: AttributeRow): Attribute => ({ key: row.key, label: row.label, kind: row.kind, unit: row.unit, choices: row.choices });

const byPositionThenLabel = [asc(categoryAttributes.position), asc(categoryAttributes.label)];

/** Every attribute of every category, by position then label (a shop has tens or hundreds). */
export async function loadAttributeDefinitions(db: Executor): Promise<AttributeRow[]> {
  return db.select().from(categoryAttributes).orderBy(...byPositionThenLabel);
}

/**
 * Of `rows` (by position then label), the attributes of these categories (a product's category and
 * its parents), in that order.
 */
export function attributesInPathOrder(rows: readonly AttributeRow[], categoryIds: readonly string[]): AttributeRow[] {
  const depth = new Map(categoryIds.map((id, index) => [id, index]));
  return rows.filter((row) => depth.has(row.categoryId)).sort((a, b) => (depth.get(a.categoryId) ?? 0) - (depth.get(b.categoryId) ?? 0));
}

/** The attributes of these categories (a product's category and its parents), in that order, as the caller's transaction sees them. */
export async function attributeRowsOf(db: Executor, categoryIds: readonly string[]): Promise<AttributeRow[]> {
  if (categoryIds.length === 0) return [];
  const rows = await db.select().from(categoryAttributes).where(inArray(categoryAttributes.categoryId, [...categoryIds])).orderBy(...byPositionThenLabel);
  return attributesInPathOrder(rows, categoryIds);
}

/** What a filter key means, whichever category defines it (the same key keeps one kind and unit). */
export interface FilterableAttribute {
  key: string;
  label: string;
  kind: AttributeKind;
  unit: BaseUnit | null;
}

/** The filter keys of these attributes (by position then label): a key defined by several categories takes its first one's label. */
export function filterableOf(rows: readonly AttributeRow[]): Map<string, FilterableAttribute> {
  const filterable = new Map<string, FilterableAttribute>();
  for (const row of rows) {
    if (!filterable.has(row.key)) filterable.set(row.key, { key: row.key, label: row.label, kind: row.kind, unit: row.unit !== null && isBaseUnit(row.unit) ? row.unit : null });
  }
  return filterable;
}

export interface NewAttribute {
  key: string;
  label: string;
  kind: AttributeKind;
  unit?: BaseUnit;
  choices?: string[];
  isKey?: boolean;
  position?: number;
}

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { errors: [{ field, message }] });
}

/** Defines an attribute of a category. A key used by another category must keep its kind and unit. */
export async function defineAttribute(db: Executor, categoryId: string, input: NewAttribute): Promise<Attribute> {
  if (input.kind === 'number' && !input.unit) throw invalid('unit', 'A number needs its unit');
  if (input.kind === 'choice' && (input.choices ?? []).length === 0) throw invalid('choices', 'A choice needs its options');
  const [other] = await db.select().from(categoryAttributes).where(and(eq(categoryAttributes.key, input.key), ne(categoryAttributes.categoryId, categoryId))).limit(1);
  const unit = input.kind === 'number' ? (input.unit ?? null) : null;
  if (other && (other.kind !== input.kind || other.unit !== unit)) {
    throw invalid('key', `${input.key} is already a ${other.kind}${other.unit ? ` in ${other.unit}` : ''} in another category; use that or another key`);
  }
  const [row] = await db
    .insert(categoryAttributes)
    .values({ categoryId, key: input.key, label: input.label, kind: input.kind, unit, choices: input.kind === 'choice' ? (input.choices ?? []) : [], isKey: input.isKey ?? false, position: input.position ?? 0 })
    .onConflictDoNothing()
    .returning();
  if (!row) throw invalid('key', `This category has an attribute ${input.key} already`);
  return toAttribute(row);
}

export type AttributeInput = string | number | boolean;

type ValueRow = typeof productAttributeValues.$inferInsert;

/** Reads a value given for an attribute: a number in any unit of its quantity, one of its choices, or yes/no. */
export function valueFor(attribute: AttributeRow, productId: string, given: AttributeInput): ValueRow {
  const field = `attributes.${attribute.key}`;
  if (attribute.kind === 'number') {
    const parsed = typeof given === 'number' ? { ok: true as const, value: given } : parseQuantity(String(given), attribute.unit as BaseUnit);
    if (!parsed.ok) throw invalid(field, `${attribute.label}: ${parsed.message}`);
    if (!Number.isFinite(parsed.value)) throw invalid(field, `${attribute.label} must be a number`);
    return { productId, attributeId: attribute.id, numberValue: parsed.value };
  }
  if (attribute.kind === 'choice') {
    const choice = attribute.choices.find((option) => option.toLowerCase() === String(given).trim().toLowerCase());
    if (!choice) throw invalid(field, `${attribute.label} is one of: ${attribute.choices.join(', ')}`);
    return { productId, attributeId: attribute.id, choiceValue: choice };
  }
  const yes = given === true || ['yes', 'true'].includes(String(given).toLowerCase());
  const no = given === false || ['no', 'false'].includes(String(given).toLowerCase());
  if (!yes && !no) throw invalid(field, `${attribute.label} is yes or no`);
  return { productId, attributeId: attribute.id, booleanValue: yes };
}

/**
 * Replaces a product's specification. `categoryPath` is its category and the parents (their
 * attributes apply); a key no category of the path defines is refused, by name.
 */
export async function setProductAttributes(db: Executor, productId: string, categoryPath: readonly string[], values: Record<string, AttributeInput>): Promise<void> {
  const attributes = new Map((await attributeRowsOf(db, categoryPath)).map((row) => [row.key, row]));
  const rows = Object.entries(values).map(([key, given]) => {
    const attribute = attributes.get(key);
    if (!attribute) throw invalid(`attributes.${key}`, `${key.slice(0, 40)} is not an attribute of this category`);
    return valueFor(attribute, productId, given);
  });
  await db.delete(productAttributeValues).where(eq(productAttributeValues.productId, productId));
  if (rows.length > 0) await db.insert(productAttributeValues).values(rows);
}

/** The specification table of a product: its values of `attributes` (its category path's), formatted, in their order. */
export async function specsOf(db: Executor, productId: string, attributes: readonly AttributeRow[]): Promise<Spec[]> {
  const values = await db.select().from(productAttributeValues).where(eq(productAttributeValues.productId, productId));
  const byAttribute = new Map(values.map((value) => [value.attributeId, value]));
  return attributes.flatMap((attribute) => {
    const value = byAttribute.get(attribute.id);
    if (!value) return [];
    const text =
      value.numberValue !== null ? formatQuantity(value.numberValue, attribute.unit ?? '') : value.choiceValue !== null ? value.choiceValue : value.booleanValue ? 'Yes' : 'No';
    return [{ key: attribute.key, label: attribute.label, value: text }];
  });
}
