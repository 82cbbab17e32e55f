/**
 * A search's tsquery as a tree (read from PostgreSQL's text output by text-search-query-text.ts),
 * and `document @@ query` answered in memory exactly as PostgreSQL answers it (TS_execute and
 * TS_phrase_execute in tsvector_op.c, PostgreSQL 13 and later), for the in-memory search index.
 */
import { entryEnd, entryStart, findEntry, POSITION_MASK, type TextSearchDocument } from './text-search-vector.js';

/** PostgreSQL's three-valued match result: a lexeme without positions only "maybe" matches a phrase. */
export const NO = 0;
export const YES = 1;
export const MAYBE = 2;
export type Ternary = typeof NO | typeof YES | typeof MAYBE;

const EMPTY_POSITIONS = new Uint16Array(0);

/**
 * Where (part of) a phrase matches, as PostgreSQL's ExecPhraseData: positions (WordEntryPos, read
 * through POSITION_MASK) are the ends of the matches; `negate` means "everywhere but there"; `width`
 * is the match's length in lexemes less one. One per query node, reused from call to call.
 */
export class PhraseMatch {
  positions: Uint16Array = EMPTY_POSITIONS;
  start = 0;
  count = 0;
  negate = false;
  width = 0;
  private scratch: Uint16Array = EMPTY_POSITIONS;

  reset(): void {
    this.positions = EMPTY_POSITIONS;
    this.start = 0;
    this.count = 0;
    this.negate = false;
    this.width = 0;
  }

  /** This node's own output array, at least `capacity` long (grown rarely, kept between calls). */
  output(capacity: number): Uint16Array {
    if (this.scratch.length < capacity) this.scratch = new Uint16Array(Math.max(capacity, this.scratch.length * 2, 16));
    return this.scratch;
  }
}

export interface LexemeNode {
  readonly kind: 'lexeme';
  /** Index in `TextSearchQuery.lexemes`: the same lexeme twice in a query shares one. */
  readonly slot: number;
  readonly match: PhraseMatch;
}

export interface NotNode {
  readonly kind: 'not';
  readonly operand: QueryNode;
  readonly match: PhraseMatch;
}

export interface BinaryNode {
  readonly kind: 'and' | 'or' | 'phrase';
  /** The operand written first. */
  readonly left: QueryNode;
  readonly right: QueryNode;
  /** `<N>`'s N for a phrase (`<->` is 1). */
  readonly distance: number;
  readonly match: PhraseMatch;
}

export type QueryNode = LexemeNode | NotNode | BinaryNode;

export interface QueryLexeme {
  readonly text: string;
  /** The dictionary's number, or -1: no document has this lexeme, so it never matches. */
  readonly id: number;
  /** Rank of `text` in PostgreSQL's lexeme order (bytes of UTF-8, i.e. code points), which breaks the rank's ties. */
  readonly order: number;
}

export interface TextSearchQuery {
  readonly kind: 'query';
  /** null for the empty query (only stop words), which matches nothing. */
  readonly root: QueryNode | null;
  /** The query's distinct lexemes. */
  readonly lexemes: readonly QueryLexeme[];
}

/** Answers "is this lexeme there (and where)" for the evaluation: the document for `@@`, a window of it for the rank. */
export interface OperandSource {
  /** As PostgreSQL's TS_execute callbacks: with `into`, also the positions (MAYBE when the lexeme has none). */
  check(node: LexemeNode, into: PhraseMatch | null): Ternary;
}

/** TS_execute with no flags (NOT evaluated, a phrase that cannot be placed is false): true unless NO. */
export function executeQuery(node: QueryNode, source: OperandSource): Ternary {
  switch (node.kind) {
    case 'lexeme':
      return source.check(node, null);
    case 'not': {
      const result = executeQuery(node.operand, source);
      return result === NO ? YES : result === YES ? NO : MAYBE;
    }
    case 'and': {
      const left = executeQuery(node.left, source);
      if (left === NO) return NO;
      const right = executeQuery(node.right, source);
      if (right === NO) return NO;
      return right === YES ? left : MAYBE;
    }
    case 'or': {
      const left = executeQuery(node.left, source);
      if (left === YES) return YES;
      const right = executeQuery(node.right, source);
      if (right === NO) return left;
      return right === YES ? YES : MAYBE;
    }
    case 'phrase': {
      const result = executePhrase(node, source, null);
      return result === MAYBE ? NO : result;
    }
  }
}

const LEFT_ONLY = 1;
const RIGHT_ONLY = 2;
const BOTH = 4;

/** TS_phrase_execute: the node's match positions into `into` (null at the topmost phrase, which only needs yes or no). */
function executePhrase(node: QueryNode, source: OperandSource, into: PhraseMatch | null): Ternary {
  switch (node.kind) {
    case 'lexeme':
      return source.check(node, into);
    case 'not': {
      // PostgreSQL passes its own match to the operand; here the operand fills its own and it is copied.
      const inner = node.operand.match;
      inner.reset();
      const result = executePhrase(node.operand, source, inner);
      if (result === MAYBE) return MAYBE;
      const out = into!;
      out.positions = inner.positions;
      out.start = inner.start;
      out.count = inner.count;
      out.width = inner.width;
      if (result === NO) {
        out.negate = true;
        return YES;
      }
      if (inner.count > 0) {
        out.negate = !inner.negate;
        return YES;
      }
      out.negate = false;
      return NO;
    }
    case 'and':
    case 'phrase':
      return executeConjunction(node, source, into);
    case 'or':
      return executeDisjunction(node, source, into);
  }
}

function executeConjunction(node: BinaryNode, source: OperandSource, into: PhraseMatch | null): Ternary {
  const left = node.left.match;
  const right = node.right.match;
  left.reset();
  right.reset();
  const leftResult = executePhrase(node.left, source, left);
  if (leftResult === NO) return NO;
  const rightResult = executePhrase(node.right, source, right);
  if (rightResult === NO) return NO;
  if (leftResult === MAYBE || rightResult === MAYBE) return MAYBE;
  let leftOffset: number;
  let rightOffset: number;
  if (node.kind === 'phrase') {
    leftOffset = node.distance + right.width;
    rightOffset = 0;
    if (into) into.width = node.distance + left.width + right.width;
  } else {
    const width = Math.max(left.width, right.width);
    leftOffset = width - left.width;
    rightOffset = width - right.width;
    if (into) into.width = width;
  }
  if (left.negate && right.negate) {
    emitPositions(into, left, right, BOTH | LEFT_ONLY | RIGHT_ONLY, leftOffset, rightOffset, left.count + right.count);
    if (into) into.negate = true;
    return YES;
  }
  if (left.negate) return emitPositions(into, left, right, RIGHT_ONLY, leftOffset, rightOffset, right.count);
  if (right.negate) return emitPositions(into, left, right, LEFT_ONLY, leftOffset, rightOffset, left.count);
  return emitPositions(into, left, right, BOTH, leftOffset, rightOffset, Math.min(left.count, right.count));
}

function executeDisjunction(node: BinaryNode, source: OperandSource, into: PhraseMatch | null): Ternary {
  const left = node.left.match;
  const right = node.right.match;
  left.reset();
  right.reset();
  const leftResult = executePhrase(node.left, source, left);
  const rightResult = executePhrase(node.right, source, right);
  if (leftResult === NO && rightResult === NO) return NO;
  if (leftResult === MAYBE || rightResult === MAYBE) return MAYBE;
  if (leftResult === NO) left.width = 0;
  if (rightResult === NO) right.width = 0;
  const width = Math.max(left.width, right.width);
  const leftOffset = width - left.width;
  const rightOffset = width - right.width;
  if (into) into.width = width;
  let emit: number;
  let capacity: number;
  if (left.negate && right.negate) {
    emit = BOTH;
    capacity = Math.min(left.count, right.count);
  } else if (left.negate) {
    emit = LEFT_ONLY;
    capacity = left.count;
  } else if (right.negate) {
    emit = RIGHT_ONLY;
    capacity = right.count;
  } else {
    return emitPositions(into, left, right, BOTH | LEFT_ONLY | RIGHT_ONLY, leftOffset, rightOffset, left.count + right.count);
  }
  emitPositions(into, left, right, emit, leftOffset, rightOffset, capacity);
  if (into) into.negate = true;
  return YES;
}

/**
 * TS_phrase_output: merges two sorted position lists, keeping the positions `emit` asks for. Outputs
 * are stored as 16-bit WordEntryPos like PostgreSQL's, so they wrap the same way past 16383.
 */
function emitPositions(into: PhraseMatch | null, left: PhraseMatch, right: PhraseMatch, emit: number, leftOffset: number, rightOffset: number, capacity: number): Ternary {
  const output = into ? into.output(capacity) : EMPTY_POSITIONS;
  let count = 0;
  let leftIndex = 0;
  let rightIndex = 0;
  while (leftIndex < left.count || rightIndex < right.count) {
    let leftPosition: number;
    let rightPosition: number;
    if (leftIndex < left.count) leftPosition = (left.positions[left.start + leftIndex]! & POSITION_MASK) + leftOffset;
    else if (emit & RIGHT_ONLY) leftPosition = Number.MAX_SAFE_INTEGER;
    else break;
    if (rightIndex < right.count) rightPosition = (right.positions[right.start + rightIndex]! & POSITION_MASK) + rightOffset;
    else if (emit & LEFT_ONLY) rightPosition = Number.MAX_SAFE_INTEGER;
    else break;
    let emitted = 0;
    if (leftPosition < rightPosition) {
      if (emit & LEFT_ONLY) emitted = leftPosition;
      leftIndex += 1;
    } else if (leftPosition === rightPosition) {
      if (emit & BOTH) emitted = rightPosition;
      leftIndex += 1;
      rightIndex += 1;
    } else {
      if (emit & RIGHT_ONLY) emitted = rightPosition;
      rightIndex += 1;
    }
    if (emitted > 0) {
      if (!into) return YES;
      output[count] = emitted;
      count += 1;
    }
  }
  if (!into || count === 0) return NO;
  into.positions = output;
  into.start = 0;
  into.count = count;
  return YES;
}

/** The document as the operand source of `@@` (PostgreSQL's checkcondition_str); one, reused. */
class DocumentOperands implements OperandSource {
  document: TextSearchDocument | null = null;
  query: TextSearchQuery | null = null;

  check(node: LexemeNode, into: PhraseMatch | null): Ternary {
    const document = this.document!;
    const id = this.query!.lexemes[node.slot]!.id;
    const entry = id < 0 ? -1 : findEntry(document, id);
    if (entry < 0) return NO;
    const start = entryStart(document, entry);
    const end = entryEnd(document, entry);
    if (end === start) return into ? MAYBE : YES;
    if (into) {
      into.positions = document.positions;
      into.start = start;
      into.count = end - start;
    }
    return YES;
  }
}

const documentOperands = new DocumentOperands();

/** Exactly `document @@ query`. The empty query matches nothing (PostgreSQL: false, and a NOTICE when it is made). */
export function matches(document: TextSearchDocument, query: TextSearchQuery): boolean {
  if (!query.root) return false;
  // One lexeme (a single word, the most common search): the document has it or not.
  if (query.root.kind === 'lexeme') return findEntry(document, query.lexemes[query.root.slot]!.id) >= 0;
  documentOperands.document = document;
  documentOperands.query = query;
  const result = executeQuery(query.root, documentOperands);
  documentOperands.document = null;
  documentOperands.query = null;
  return result !== NO;
}
