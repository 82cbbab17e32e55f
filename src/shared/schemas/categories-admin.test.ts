import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { attributeEditFormSchema, attributeFormSchema, categoryAdminMessages as m, categoryFormSchema, choicesFromText } from './categories-admin.js';

function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[String(issue.path[0] ?? '')] ??= issue.message;
  return found;
}

describe('category and attribute forms (the same rules as the API)', () => {
  it('reads the parent select: empty is the top of the tree', () => {
    expect(categoryFormSchema.parse({ name: ' Drills ', description: '', parentId: '' })).toEqual({ name: 'Drills', description: '', parentId: null });
    expect(categoryFormSchema.parse({ name: 'Drills', description: '', parentId: 'abc' }).parentId).toBe('abc');
    expect(messages(categoryFormSchema, { name: ' ', description: '', parentId: '' })).toEqual({ name: m.nameRequired });
  });

  it('reads options one per line, without blanks', () => {
    expect(choicesFromText(' IP44 \n\nIP65\r\n IP67')).toEqual(['IP44', 'IP65', 'IP67']);
  });

  it('turns the attribute form into what the API takes', () => {
    expect(attributeFormSchema.parse({ key: 'voltage', label: 'Voltage', kind: 'number', unit: 'V', choices: '', isKey: true })).toEqual({
      key: 'voltage',
      label: 'Voltage',
      kind: 'number',
      unit: 'V',
      choices: [],
      isKey: true,
    });
    expect(attributeFormSchema.parse({ key: 'ip-rating', label: 'IP rating', kind: 'choice', unit: '', choices: 'IP44\nIP65', isKey: false })).toMatchObject({ unit: undefined, choices: ['IP44', 'IP65'] });
  });

  it('asks a number for its unit, a choice for its options, and nothing else for either', () => {
    const base = { key: 'x', label: 'X', choices: '', unit: '', isKey: false };
    expect(messages(attributeFormSchema, { ...base, kind: 'number' })).toEqual({ unit: m.unitRequired });
    expect(messages(attributeFormSchema, { ...base, kind: 'choice' })).toEqual({ choices: m.choicesRequired });
    expect(messages(attributeFormSchema, { ...base, kind: 'boolean', unit: 'V' })).toEqual({ unit: m.unitOnlyForNumbers });
    expect(messages(attributeFormSchema, { ...base, kind: 'boolean', choices: 'Yes' })).toEqual({ choices: m.choicesOnlyForChoices });
    expect(messages(attributeFormSchema, { ...base, key: 'Rated Voltage', kind: 'boolean' })).toEqual({ key: m.keyShape });
    expect(messages(attributeFormSchema, { ...base, kind: 'choice', choices: 'Red\nred' })).toEqual({ choices: m.choicesRepeated });
  });

  it('reads only what may change when an attribute is edited', () => {
    expect(attributeEditFormSchema.parse({ key: 'Old Key', label: ' Voltage ', choices: '', isKey: false, kind: 'number', unit: 'V' })).toEqual({ label: 'Voltage', choices: [], isKey: false });
  });
});
