import { asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { SYNONYM_GROUPS_MAX, synonymMessages, type SynonymGroup, type SynonymGroupInput } from '../../../shared/schemas/search-synonyms.js';
import { rowsOf, type Database, type Executor } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { searchSynonyms } from './catalog.tables.js';

/** Every group of synonyms, oldest first. */
export async function listSynonymGroups(db: Executor): Promise<SynonymGroup[]> {
  return db.select({ id: searchSynonyms.id, terms: searchSynonyms.terms }).from(searchSynonyms).orderBy(asc(searchSynonyms.createdAt), asc(searchSynonyms.id));
}

/**
 * Adds a group of words that mean the same. A term may be in one group only (a search would not
 * know which group it means): one already in another is refused, by name. The check and the
 * insert run under a lock of the table, so two admins adding the same term cannot both succeed.
 */
export async function addSynonymGroup(db: Database, input: SynonymGroupInput): Promise<SynonymGroup> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table search_synonyms in share row exclusive mode`);
    const [counted] = await rowsOf<{ groups: number }>(tx, sql`select count(*)::int as groups from search_synonyms`);
    if ((counted?.groups ?? 0) >= SYNONYM_GROUPS_MAX) throw new AppError('CONFLICT', synonymMessages.groupsFull);
    const taken = await rowsOf<{ term: string; terms: string[] }>(
      tx,
      sql`select t.term, s.terms from search_synonyms s cross join lateral unnest(s.terms) as t(term) where t.term = any(${sql.param(input.terms)}::text[]) limit 1`,
    );
    const [clash] = taken;
    if (clash) {
      const message = `“${clash.term}” is already a synonym of ${clash.terms.filter((term) => term !== clash.term).map((term) => `“${term}”`).join(', ')}`;
      throw new AppError('CONFLICT', message, { errors: [{ field: 'terms', message }] });
    }
    const [row] = await tx.insert(searchSynonyms).values({ terms: input.terms }).returning({ id: searchSynonyms.id, terms: searchSynonyms.terms });
    return row!;
  });
}

export async function removeSynonymGroup(db: Executor, id: string): Promise<SynonymGroup> {
  const [row] = isUuid(id) ? await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning({ id: searchSynonyms.id, terms: searchSynonyms.terms }) : [];
  if (!row) throw new AppError('NOT_FOUND', synonymMessages.notFound);
  return row;
}
