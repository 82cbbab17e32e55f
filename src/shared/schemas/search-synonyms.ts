import { z } from 'zod';

/** Terms in one group of synonyms, and the length of one term. */
export const SYNONYM_TERMS_MAX = 8;
export const SYNONYM_TERM_MAX = 60;
/** Groups a shop may have: each search reads them all. */
export const SYNONYM_GROUPS_MAX = 500;

export const synonymMessages = {
  tooFew: 'Give at least two words or phrases that mean the same',
  tooMany: `At most ${SYNONYM_TERMS_MAX} words or phrases in one group`,
  termLength: `A word or phrase is 1 to ${SYNONYM_TERM_MAX} characters`,
  termShape: 'Use letters, digits, spaces, dots and dashes only',
  sameTwice: 'Each word or phrase once in a group',
  groupsFull: `A shop has at most ${SYNONYM_GROUPS_MAX} groups of synonyms`,
  notFound: 'These synonyms no longer exist',
  added: 'Synonyms added',
  removed: 'Synonyms removed',
} as const;

/** A term as searches compare it: lower case, single spaces. */
export function normalSynonymTerm(term: string): string {
  return term.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');
}

const termSchema = z
  .string({ error: synonymMessages.termLength })
  .transform(normalSynonymTerm)
  .pipe(
    z
      .string()
      .min(1, synonymMessages.termLength)
      .max(SYNONYM_TERM_MAX, synonymMessages.termLength)
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} .\-²³]*$/u, synonymMessages.termShape),
  );

export const synonymGroupInputSchema = z.object({
  terms: z
    .array(termSchema, { error: synonymMessages.tooFew })
    .min(2, synonymMessages.tooFew)
    .max(SYNONYM_TERMS_MAX, synonymMessages.tooMany)
    .refine((terms) => new Set(terms).size === terms.length, synonymMessages.sameTwice),
});
export type SynonymGroupInput = z.infer<typeof synonymGroupInputSchema>;

export const synonymGroupSchema = z.object({ id: z.string(), terms: z.array(z.string()) });
export type SynonymGroup = z.infer<typeof synonymGroupSchema>;

export const synonymListSchema = z.object({ groups: z.array(synonymGroupSchema) });
export type SynonymList = z.infer<typeof synonymListSchema>;

export const synonymReplySchema = z.object({ message: z.string(), group: synonymGroupSchema });
export type SynonymReply = z.infer<typeof synonymReplySchema>;
