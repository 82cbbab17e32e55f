import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/database.js';

/**
 * Words that found nothing, put right: two letters swapped ("mulitmeter", "drlil"), a letter typed
 * twice ("drilll"), two words run together or one split ("screw driver" / "screwdriver"). A
 * replacement is taken only when the shop's products hold it, so a correction never leads away from
 * the catalogue. One letter wrong or missing is already found by the names' closeness.
 */

/** Words shorter than this are left as typed: too many short words are one swap from another. */
const MIN_WORD = 4;
/** At most this many words of a search are put right. */
const MAX_WORDS = 6;
/** Each half of a split word has at least this many letters. */
const MIN_PART = 3;

const isPlainWord = (word: string) => word.length >= MIN_WORD && /^\p{L}+$/u.test(word);

/** Replacements to try for one word, best first: swaps, doubled letters dropped, then splits. */
export function wordCandidates(word: string): string[] {
  const candidates = new Set<string>();
  for (let i = 0; i + 1 < word.length; i += 1) {
    if (word[i] !== word[i + 1]) candidates.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  for (let i = 0; i + 1 < word.length; i += 1) {
    if (word[i] === word[i + 1]) candidates.add(word.slice(0, i) + word.slice(i + 1));
  }
  for (let i = MIN_PART; i <= word.length - MIN_PART; i += 1) candidates.add(`${word.slice(0, i)} ${word.slice(i)}`);
  candidates.delete(word);
  return [...candidates];
}

/** The words of a search, lower case, as the correction reads them. */
export function wordsOf(q: string): string[] {
  return q.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Every piece of text the correction of `words` may ask about: the words, pairs joined, and each word's candidates. */
export function termsToCheck(words: readonly string[]): string[] {
  const terms = new Set<string>();
  for (const [i, word] of words.entries()) {
    if (!isPlainWord(word) || i >= MAX_WORDS) continue;
    terms.add(word);
    for (const candidate of wordCandidates(word)) terms.add(candidate);
  }
  for (const [i, word] of words.entries()) {
    const next = words[i + 1];
    // "screw driver": the pair joined is asked about even when each word is short.
    if (next && /^\p{L}+$/u.test(word) && /^\p{L}+$/u.test(next) && i < MAX_WORDS) terms.add(word + next);
  }
  return [...terms];
}

/**
 * The words put right, given which terms the products hold (`known`); null when nothing changes.
 * A word the products hold stays, and so does a word that searches nothing (`stopWords`: "with");
 * two words the products hold joined are joined (the words found nothing as they were); an unknown
 * word takes its first known candidate.
 */
export function correctWith(words: readonly string[], known: ReadonlySet<string>, stopWords: ReadonlySet<string> = new Set()): string | null {
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const next = words[i + 1];
    if (next !== undefined && i < MAX_WORDS && known.has(word + next)) {
      out.push(word + next);
      changed = true;
      i += 1;
      continue;
    }
    if (!isPlainWord(word) || i >= MAX_WORDS || known.has(word) || stopWords.has(word)) {
      out.push(word);
      continue;
    }
    const candidate = wordCandidates(word).find((term) => known.has(term));
    out.push(candidate ?? word);
    changed ||= candidate !== undefined;
  }
  return changed ? out.join(' ') : null;
}

/** Of some terms, those some product on sale holds (every word of the term), and those that search nothing ("with", "from"). */
export interface CheckedTerms {
  held: Set<string>;
  stopWords: Set<string>;
}

/** Which of `terms` the products hold, in one statement: each term looked up in the search documents' index. */
export async function checkTerms(db: Executor, terms: readonly string[]): Promise<CheckedTerms> {
  if (terms.length === 0) return { held: new Set(), stopWords: new Set() };
  const rows = await rowsOf<{ term: string; empty: boolean }>(
    db,
    sql`select t.term, numnode(plainto_tsquery('english', t.term)) = 0 as empty
          from unnest(string_to_array(${terms.join('\n')}, E'\n')) as t(term)
         where numnode(plainto_tsquery('english', t.term)) = 0
            or exists (select 1 from products p where p.archived_at is null and p.search_document @@ plainto_tsquery('english', t.term))`,
  );
  return { held: new Set(rows.filter((row) => !row.empty).map((row) => row.term)), stopWords: new Set(rows.filter((row) => row.empty).map((row) => row.term)) };
}

/** The search's words put right where the products say how (see above), or null. */
export async function correctedWords(db: Executor, q: string): Promise<string | null> {
  const words = wordsOf(q);
  const terms = termsToCheck(words);
  if (terms.length === 0) return null;
  const { held, stopWords } = await checkTerms(db, terms);
  return correctWith(words, held, stopWords);
}
