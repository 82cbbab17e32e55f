import type { QueryNode, TextSearchQuery } from './text-search-query.js';

/** Which products can match a query, from the postings of its word forms (search-index-words.ts). */

/**
 * The lexeme numbers of a query that only asks for all of them (`'a' & 'b' & …`, no phrase, no
 * negation, no `|`), or null: for such a query, a document matches exactly when it holds every one,
 * so the postings answer it without `matches`.
 */
export function plainConjunction(query: TextSearchQuery): number[] | null {
  if (!query.root) return null;
  const lexemes: number[] = [];
  const walk = (node: QueryNode): boolean => {
    if (node.kind === 'lexeme') return lexemes.push(query.lexemes[node.slot]!.id) > 0;
    return node.kind === 'and' && walk(node.left) && walk(node.right);
  };
  return walk(query.root) ? [...new Set(lexemes)] : null;
}

/** More groups than this from one `|` are not worth it: one group per side is used instead. */
const MAX_DISTRIBUTED_GROUPS = 16;

/**
 * For choosing candidates from lexeme postings: groups of lexeme numbers such that a document can
 * match only if it has at least one lexeme of every group. null when there is no such restriction
 * (e.g. `!'drill'`, or `'a' | !'b'`): every document is a candidate. An empty group means nothing
 * can match (the empty query, or lexemes no document has). A superset: matches() decides.
 */
export function requiredLexemeGroups(query: TextSearchQuery): number[][] | null {
  if (!query.root) return [[]];
  return requiredGroups(query.root, query);
}

function requiredGroups(node: QueryNode, query: TextSearchQuery): number[][] | null {
  switch (node.kind) {
    case 'lexeme': {
      const id = query.lexemes[node.slot]!.id;
      return [id < 0 ? [] : [id]];
    }
    case 'not':
      return null;
    case 'and':
    case 'phrase': {
      const left = requiredGroups(node.left, query);
      const right = requiredGroups(node.right, query);
      if (!left) return right;
      if (!right) return left;
      return [...left, ...right];
    }
    case 'or': {
      const left = requiredGroups(node.left, query);
      const right = requiredGroups(node.right, query);
      if (!left || !right) return null;
      if (left.some((group) => group.length === 0)) return right;
      if (right.some((group) => group.length === 0)) return left;
      // (all of L) or (all of R) = for every pair of groups, one of their union.
      const pairs = left.length * right.length <= MAX_DISTRIBUTED_GROUPS ? left.flatMap((l) => right.map((r) => [l, r] as const)) : [[left[0]!, right[0]!] as const];
      return pairs.map(([l, r]) => [...new Set([...l, ...r])]);
    }
  }
}
