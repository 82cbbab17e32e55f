import { z } from 'zod';
import { ATTRIBUTE_KINDS } from '../discovery.js';
import { BASE_UNITS } from '../units.js';

/** What admins read when they manage categories and their specification attributes (issue 13). */
export const categoryAdminMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  descriptionTooLong: 'Description must be at most 1000 characters',
  parentUnknown: 'Choose a category of the shop as the parent',
  positionWhole: 'Position must be a whole number from 0 to 10000',
  nothingToChange: 'Change at least one thing',
  keyRequired: 'Key is required',
  keyShape: 'Key is lowercase letters and digits joined by dashes, for example rated-voltage',
  keyTooLong: 'Key must be at most 40 characters',
  labelRequired: 'Label is required',
  labelTooLong: 'Label must be at most 80 characters',
  kindRequired: `Kind is one of: ${ATTRIBUTE_KINDS.join(', ')}`,
  unitRequired: 'A number needs its unit',
  unitUnknown: `Unit is one of: ${BASE_UNITS.join(', ')}`,
  unitOnlyForNumbers: 'Only numbers have a unit',
  choicesRequired: 'A choice needs at least one option',
  choicesOnlyForChoices: 'Only a choice has options',
  choiceRequired: 'An option cannot be empty',
  choiceTooLong: 'An option must be at most 60 characters',
  choicesTooMany: 'At most 100 options',
  choicesRepeated: 'Each option once',
  categoryAdded: 'Category added',
  categoryUpdated: 'Category saved',
  categoryArchived: 'Category archived',
  attributeAdded: 'Attribute added',
  attributeUpdated: 'Attribute saved',
} as const;

const m = categoryAdminMessages;

export const CATEGORY_NAME_MAX = 100;
export const ATTRIBUTE_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const name = z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(CATEGORY_NAME_MAX, m.nameTooLong);
const description = z.string({ error: m.descriptionTooLong }).trim().max(1000, m.descriptionTooLong);
/** A category's id; an unknown one is refused by the server with the same message. */
const parentId = z.string({ error: m.parentUnknown }).max(100, m.parentUnknown).nullable();
const position = z.number({ error: m.positionWhole }).int(m.positionWhole).min(0, m.positionWhole).max(10_000, m.positionWhole);

/** POST /api/categories. Without a parent the category sits at the top of the tree. */
export const categoryInputSchema = z.object({ name, description: description.optional(), parentId: parentId.optional() });
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/** PATCH /api/categories/:id: rename, describe, move (parentId; null: to the top) or reorder. */
export const categoryUpdateSchema = z
  .object({ name: name.optional(), description: description.optional(), parentId: parentId.optional(), position: position.optional() })
  .refine((value) => Object.values(value).some((field) => field !== undefined), m.nothingToChange);
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

const key = z.string({ error: m.keyRequired }).trim().min(1, m.keyRequired).max(40, m.keyTooLong).regex(ATTRIBUTE_KEY_PATTERN, m.keyShape);
const label = z.string({ error: m.labelRequired }).trim().min(1, m.labelRequired).max(80, m.labelTooLong);
const kind = z.enum(ATTRIBUTE_KINDS, { error: m.kindRequired });
const unit = z.enum(BASE_UNITS, { error: m.unitUnknown });
const choice = z.string({ error: m.choiceRequired }).trim().min(1, m.choiceRequired).max(60, m.choiceTooLong);
const choices = z
  .array(choice, { error: m.choicesRequired })
  .max(100, m.choicesTooMany)
  .refine((list) => new Set(list.map((option) => option.toLowerCase())).size === list.length, m.choicesRepeated);

interface KindFields {
  kind: (typeof ATTRIBUTE_KINDS)[number];
  unit?: string | undefined;
  choices?: string[] | undefined;
}

/** A number has a unit, a choice has options, and nothing else has either. */
function checkKindFields(value: KindFields, context: z.RefinementCtx) {
  if (value.kind === 'number' && !value.unit) context.addIssue({ code: 'custom', path: ['unit'], message: m.unitRequired });
  if (value.kind !== 'number' && value.unit) context.addIssue({ code: 'custom', path: ['unit'], message: m.unitOnlyForNumbers });
  const options = value.choices ?? [];
  if (value.kind === 'choice' && options.length === 0) context.addIssue({ code: 'custom', path: ['choices'], message: m.choicesRequired });
  if (value.kind !== 'choice' && options.length > 0) context.addIssue({ code: 'custom', path: ['choices'], message: m.choicesOnlyForChoices });
}

/** POST /api/categories/:id/attributes. Without a position the attribute goes last. */
export const attributeInputSchema = z
  .object({ key, label, kind, unit: unit.optional(), choices: choices.optional(), isKey: z.boolean().optional(), position: position.optional() })
  .superRefine(checkKindFields);
export type AttributeInput = z.infer<typeof attributeInputSchema>;

/** PATCH /api/categories/:id/attributes/:key. The key, kind and unit stay (products' values are in them). */
export const attributeUpdateSchema = z
  .object({ label: label.optional(), choices: choices.optional(), isKey: z.boolean().optional(), position: position.optional() })
  .refine((value) => Object.values(value).some((field) => field !== undefined), m.nothingToChange);
export type AttributeUpdate = z.infer<typeof attributeUpdateSchema>;

/** The options of a choice as a form takes them: one per line. */
export function choicesFromText(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The add-category form: the parent select gives '' for "top level". */
export const categoryFormSchema = z.object({
  name,
  description,
  parentId: z.string().transform((id) => (id === '' ? null : id)),
});
export type CategoryFormValues = z.input<typeof categoryFormSchema>;

/** The attribute form: the unit select gives '' for none, the options come one per line. */
export const attributeFormSchema = z
  .object({
    key,
    label,
    kind,
    unit: z.union([z.literal(''), unit]).transform((value) => (value === '' ? undefined : value)),
    choices: z.string().transform(choicesFromText).pipe(choices),
    isKey: z.boolean(),
  })
  .superRefine(checkKindFields);
export type AttributeFormValues = z.input<typeof attributeFormSchema>;

/** The attribute form when editing: the key, kind and unit stay, so only these are read. */
export const attributeEditFormSchema = z.object({
  label,
  choices: z.string().transform(choicesFromText).pipe(choices),
  isKey: z.boolean(),
});

export const adminAttributeSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(ATTRIBUTE_KINDS),
  unit: z.string().nullable(),
  choices: z.array(z.string()),
  /** Substitutes for an out-of-stock product must match it on its key attributes. */
  isKey: z.boolean(),
  position: z.number().int(),
  /** Products (live or archived) that have a value for it: removing it removes those values. */
  valueCount: z.number().int(),
});
export type AdminAttribute = z.infer<typeof adminAttributeSchema>;

export const adminCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  parentId: z.string().nullable(),
  position: z.number().int(),
  /** How deep it sits: 0 at the top of the tree. */
  depth: z.number().int(),
  archivedAt: z.iso.datetime().nullable(),
  /** Live products directly in it (not in its subcategories). */
  productCount: z.number().int(),
  attributes: z.array(adminAttributeSchema),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** Every category, archived ones too, parents before children, siblings in their order. */
export const adminCategoryListSchema = z.object({ categories: z.array(adminCategorySchema) });
export type AdminCategoryList = z.infer<typeof adminCategoryListSchema>;

export const categoryReplySchema = z.object({ message: z.string(), category: adminCategorySchema });
export type CategoryReply = z.infer<typeof categoryReplySchema>;
export const attributeReplySchema = z.object({ message: z.string(), attribute: adminAttributeSchema });
export type AttributeReply = z.infer<typeof attributeReplySchema>;
