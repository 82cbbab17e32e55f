import { z } from 'zod';
import { AppError } from './errors.js';
import { POSTCODE_SHAPE } from './schemas/addresses.js';

/**
 * The shop's locale beyond its language, currency and tax (content/shop.json): how its postcodes
 * look, an example phone number, how it writes dates, and what trade customers' tax number is
 * called and how it looks. Pages, emails, invoices and the server's checks all read these rules,
 * so one shop speaks one locale end to end.
 */

/** A rule for a typed code: its name as customers read it, the pattern it must match, an example. */
const typedCodeRuleSchema = z.object({
  /** "ZIP code", "Postcode", "EIN", "VAT number". */
  name: z.string().min(1).max(40),
  /** A regular expression (JavaScript syntax, case-insensitive) the whole code must match. */
  pattern: z.string().min(1).refine(compiles, 'pattern must be a valid regular expression'),
  /** Shown in hints and messages: "62701", "SW1A 1AA". */
  example: z.string().min(1).max(40),
});
export type TypedCodeRule = z.infer<typeof typedCodeRuleSchema>;

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

export const postcodeRuleSchema = typedCodeRuleSchema;
export type PostcodeRule = TypedCodeRule;

/** The tax number a company applies for a trade account with; matched once spaces, dots and dashes are dropped. */
export const taxNumberRuleSchema = typedCodeRuleSchema;
export type TaxNumberRule = TypedCodeRule;

export const dateStyles = ['short', 'medium', 'long'] as const;
export type DateStyle = (typeof dateStyles)[number];

/** The defaults of a shop that declares no rule: any letters and digits, as before the locale was declared. */
export const defaultPostcodeRule: PostcodeRule = { name: 'Postcode', pattern: POSTCODE_SHAPE.source, example: '12345' };
export const defaultTaxNumberRule: TaxNumberRule = { name: 'Tax number', pattern: '^[\\p{L}\\p{N}]{2,20}$', example: '123456789' };

const patterns = new Map<string, RegExp>();

function matches(pattern: string, value: string): boolean {
  let expression = patterns.get(pattern);
  if (!expression) {
    expression = new RegExp(pattern, 'iu');
    patterns.set(pattern, expression);
  }
  return expression.test(value);
}

/** A name the shop declares, inside a sentence: "postcode" for "Postcode", "sales tax" for "Sales tax", while "ZIP code", "VAT" and "EIN" stay as they are written. */
export function nameInSentence(name: string): string {
  const [first = '', second = ''] = name;
  return second === second.toLowerCase() ? first.toLowerCase() + name.slice(1) : name;
}

/** What is wrong with a postcode under the shop's rule, in words for the customer; null when it fits. */
export function postcodeProblem(rule: PostcodeRule, postcode: string): string | null {
  const typed = postcode.trim();
  if (!typed) return `${rule.name} is required`;
  return matches(rule.pattern, typed) ? null : postcodeShapeMessage(rule);
}

export function postcodeShapeMessage(rule: PostcodeRule): string {
  return `${rule.name} must look like ${rule.example}`;
}

/** Refuses (400, on `field`) a postcode that breaks the shop's rule. */
export function assertPostcodeFits(rule: PostcodeRule, postcode: string, field: string): void {
  const problem = postcodeProblem(rule, postcode);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { errors: [{ field, message: problem }] });
}

/** A tax number as the shop keeps it: upper case, without spaces, dots or dashes. */
export function normalTaxNumber(typed: string): string {
  return typed.toUpperCase().replace(/[\s.-]/g, '');
}

/** What is wrong with a tax number (as kept: see normalTaxNumber) under the shop's rule; null when it fits. */
export function taxNumberProblem(rule: TaxNumberRule, taxNumber: string): string | null {
  const kept = normalTaxNumber(taxNumber);
  if (!kept) return `${rule.name} is required`;
  return matches(rule.pattern, kept) ? null : taxNumberShapeMessage(rule);
}

export function taxNumberShapeMessage(rule: TaxNumberRule): string {
  return `${rule.name} must look like ${rule.example}`;
}
