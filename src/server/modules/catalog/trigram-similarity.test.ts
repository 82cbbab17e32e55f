import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../db/database.js';
import { createTestDatabase, testDatabaseKinds } from '../../test/test-database.js';
import { CharacterRules, UnlearnedCharacterError, distinctTrigrams, learnCharacters, shownTrigram, trigramIdOfShown, trigramsOf } from './trigram-similarity.js';
import { NameStems } from './search-index-name-stems.js';
import { isWordSimilar, isWordSimilarText, minimumSharedTrigrams, NameClosenessOf, queryTrigramsOf, stemEnd, wordSimilarity, wordSimilarityOfTexts } from './trigram-word-similarity.js';

/** Product names of a tools and electrical shop, with the characters that make trigrams hard. */
const names = [
  'Akku-Bohrschrauber DD-18 18 V, 2× 5.0 Ah',
  'Bohrschrauber für Holz und Metall',
  'Schlagbohrmaschine 850 W mit Koffer',
  'Gummischlauchleitung H07RN-F 3G2.5 50 m',
  'Mantelleitung NYM-J 5x2,5 mm² 100 m Ring',
  'Kabel H05VV-F 3G1.5 mm² weiß',
  'Kabeltrommel 50 m H07RN-F 3G2,5',
  'Steckdose 230 V~ 16 A IP44',
  'CEE-Stecker 400 V 32 A 5-polig',
  'Holzbohrer-Set Ø 6 mm – 12 mm, 5-teilig',
  'HSS-Spiralbohrer Ø 6 mm DIN 338',
  'Hammerbohrer SDS-plus Ø 8 × 160 mm',
  'Bohrer Bohrer Bohrer Sparset',
  'Widerstand 4,7 kΩ 0,25 W (100 Stück)',
  'Präzisionswiderstand 100 Ω ±0,1 %',
  'Ohm-Meter bis 10 MΩ',
  'Elektrolytkondensator 100 µF 25 V',
  'Folienkondensator 2,2 μF 400 V',
  'Drehmomentschlüssel 40–200 Nm ½"',
  'Rohrzange Schwedisches Modell 1½"',
  'Ærø Værktøjskasse 3-delt',
  'Schraubendreher-Satz Torx® T10–T40',
  'Bit-Set PH2 PZ2 T25 (10-tlg.)',
  'Säbelsäge SSG 1100 W',
  'Stichsäge 650 W Pendelhub',
  'Sägeblatt 190×30 mm Z48',
  'Winkelschleifer Ø 125 mm 1200 W',
  'Trennscheibe Inox 125 × 1,0 mm',
  'Fehlerstromschutzschalter FI/LS 30 mA 2-polig B16',
  'Leitungsschutzschalter B16 1-polig 6 kA',
  'LED-Panel 60×60 cm 40 W 4000 K neutralweiß',
  'Leuchtstoffröhre T8 58 W/840 G13',
  'Verlängerungskabel 3×1,5 mm² 25 m 🔌',
  'Werkzeugkoffer 🔧 128-teilig',
  '👷‍♂️ Warnweste EN ISO 20471',
  'Multimeter True RMS 600 V CAT III',
  'Isolierband 19 mm × 20 m schwarz',
  'Kabelbinder 200 × 4,8 mm UV-beständig (100 St.)',
  'Aderendhülsen-Sortiment 0,5–16 mm²',
  'Crimpzange für Aderendhülsen 0,25–6 mm²',
  'Abisolierzange automatisch 0,2–6 mm²',
  'Wasserwaage 60 cm Alu',
  'Zollstock 2 m Holz',
  'Laser-Entfernungsmesser 50 m',
  'Heißluftgebläse 2000 W 50–600 °C',
  'Lötstation 80 W digital',
  'Lötzinn Sn99,3Cu0,7 Ø 1 mm 250 g',
  'Schrumpfschlauch-Set 2:1 (127 Stück)',
  'Klemme WAGO 221-413 (50 Stück)',
  'Verbindungsdose Aufputz IP55 Ø 80 mm',
  'Bewegungsmelder 180° IP44 weiß',
  'Dimmer 230 V~ 5–300 W',
  'Schutzbrille EN 166 klar',
  'Gehörschutz SNR 30 dB',
  'Arbeitshandschuhe Größe 10 (XL)',
  'STRAßENLEUCHTE LED 100 W',
  'GROẞE STRAẞENLAMPE',
  'Ⓐ-Klasse Kühlschrank',
  'Kelvin-Thermometer 300 K',
  'Ｆｕｌｌｗｉｄｔｈ ＬＥＤ Leiste',
  'Cafe\u0301-Maschine 1,5 l',
  'Işık sensörü İP65',
  'Ćwiekarka pneumatyczna 18 Ga',
  'Perceuse-visseuse sans fil 18 V – 2 batteries',
  'Taladro percutor 750 W, 13 mm',
  'Дрель ударная 800 Вт',
  'Σφυροδράπανο 800 W ΟΔΟΣ',
  '電動ドリル 18V',
  'مثقاب كهربائي 500 واط',
  'Profi-Werkstattwagen mit 7 Schubladen, 196 Werkzeugen, Schaumstoffeinlagen, zentraler Verriegelung und kugelgelagerten Auszügen (Farbe: Rot/Schwarz)',
  'aaaa aaa aa a',
  'DD-18',
  'Ø',
  '—',
  '',
];

const handQueries = [
  ...['bohrer', 'Bohrschrauber', 'bohrschrauber holz', 'BOHRSCHRAUBER', 'akku bohrschrauber', 'DD-18', 'dd18', 'DD 18', 'dd-1'],
  ...['h07rn-f', 'H07RNF', '3G2.5', '3g2,5', 'nym', 'NYM-J 5x2,5', 'h05vv', 'kabel', 'kabeltrommel 50m', 'verlängerung'],
  ...['µF', 'μF', 'uF', '100 µF', 'kΩ', 'Ω', 'ohm', 'mΩ', 'Ø 6', 'ø6mm', 'ø', '230 V~', '230v', '~', '°C', '²', 'mm²', 'mm2'],
  ...['ærø', 'AERO', 'værktøj', 'VÆRKTØJSKASSE', 'für', 'fur', 'fuer', 'FÜR', '🔧', '🔌', '👷', 'werkzeugkoffer 🔧'],
  ...['', ' ', '---', '!!!', '?', '*', '%', '_', '(', '–', 'a', 'ab', 'abc', '1', '12', '123', 'x', 'xyz', 'qqqq'],
  ...['Straße', 'STRASSE', 'strasse', 'straßenleuchte', 'ẞ', 'ß', 'große', 'GROSSE', 'İP65', 'ip65', 'ışık', 'isik', 'IŞIK'],
  ...['дрель', 'ДРЕЛЬ', 'дрел', 'ударная дрель', 'σφυροδράπανο', 'ΣΦΥΡΟ', 'οδος', 'ドリル', '電動', 'مثقاب', 'واط'],
  ...['Ⓐ', 'ⓐ-klasse', 'a-klasse', 'kühl', 'kuehlschrank', 'kelvin', '300 k', '300 K', 'ＬＥＤ', 'led', 'fullwidth'],
  ...['café', 'cafe', 'Cafe\u0301', 'maschine', 'ćwiekarka', 'cwiekarka', 'perceuse', 'visseuse sans fil', 'taladro', 'percutor'],
  ...['LED-Panel', 'panel 60x60', 'werkzeug', 'koffer', 'akku', 'akku 18v', '18 V', '5.0 Ah', 'Li-Ion', 'wago 221', '221-413'],
  ...['schrumpfschlauch', 'lötzinn', 'lotzinn', 'loetzinn', 'löt', 'LÖTSTATION', 'fi schalter', 'fehlerstrom', 'B16', 'b 16'],
  ...['SDS plus', 'sds-plus hammerbohrer 8', 'trennscheibe inox', 'winkelschleifer 125', 'stichsäge', 'stichsage', 'säge', 'sage'],
  ...['sägeblatt z48', 'isolierband schwarz', 'crimpzange', 'abisolierzange', 'aderendhülsen', 'zollstock', 'wasserwaage'],
  ...['laser', 'multimeter', 'true rms', 'cat iii', 'dimmer', 'bewegungsmelder', 'schutzbrille', 'gehörschutz', 'handschuhe xl'],
  ...['schweißgerät', 'warnweste', 'drehmoment', 'schlüssel', 'schlussel', '½', '1½', 'torx', 't25', 'ph2', 'aaa', 'aaaa aa'],
  ...['Werkstattwagen Schubladen', 'kugelgelagert', 'rot schwarz', 'präzision', 'widerstand 100', 'bohrer bohrer'],
];

/** A typo a customer makes in one word: a letter missing, doubled, or two swapped; or shouting it. */
function typosOf(word: string): string[] {
  const middle = Math.floor(word.length / 2);
  return [
    word.slice(0, middle) + word.slice(middle + 1),
    word.slice(0, middle) + word.charAt(middle) + word.slice(middle),
    word.slice(0, middle - 1) + word.charAt(middle) + word.charAt(middle - 1) + word.slice(middle + 1),
    word.toUpperCase(),
  ];
}

const nameWords = [...new Set(names.flatMap((name) => name.split(/[\s,()/]+/u)).filter((word) => [...word].length >= 4))];
const typoQueries = nameWords.filter((_, i) => i % 2 === 0).flatMap(typosOf);
const queries = [...new Set([...handQueries, ...typoQueries])];

/** The similarities and `<%` answers of every (query, name) pair, at one threshold, from the database. */
async function databaseAnswers(db: Database, threshold: number | null) {
  const statement = sql`select q.i::int as query, n.i::int as name, word_similarity(q.t, n.t)::float8 as similarity, q.t <% n.t as similar
    from unnest(${sql.param(queries)}::text[]) with ordinality as q(t, i)
    cross join unnest(${sql.param(names)}::text[]) with ordinality as n(t, i)`;
  type Answer = { query: number; name: number; similarity: number; similar: boolean };
  if (threshold === null) return rowsOf<Answer>(db, statement);
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${threshold}`));
    return rowsOf<Answer>(tx, statement);
  });
}

/**
 * Texts of few letters and short words, drawn with a fixed seed: they repeat trigrams within a
 * name and tie similarities, the corners of pg_trgm's walk over a name.
 */
function repetitivePairs(count: number): { query: string; name: string }[] {
  let seed = 20240611;
  const next = (below: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % below;
  };
  const text = (longest: number) => Array.from({ length: 1 + next(longest) }, () => 'ab -Ä'.charAt(next(5))).join('');
  return Array.from({ length: count }, () => ({ query: text(10), name: text(40) }));
}

describe('trigram similarity as pg_trgm works it out', () => {
  const rules = new CharacterRules();
  const ascii = (text: string) => [...trigramsOf(text, rules)].map(shownTrigram);

  it('pads each lower-cased word with two spaces before and one after', () => {
    expect(ascii('Ab1')).toEqual(['  a', ' ab', 'ab1', 'b1 ']);
    expect(ascii('DD-18!')).toEqual(['  d', ' dd', 'dd ', '  1', ' 18', '18 ']);
    expect(ascii(' -- ')).toEqual([]);
  });

  it('compacts a trigram with a multibyte character to three bytes of its CRC, as show_trgm prints it', () => {
    const withUmlaut = new CharacterRules();
    withUmlaut.set('Ü', { wordCharacter: true, lower: 'ü' });
    expect([...trigramsOf('Ü', withUmlaut)].map(shownTrigram)).toEqual(['0x0d7f89', '0x0ddaaf']);
    expect(trigramIdOfShown('0x0d7f89')).toBe(0x0d7f89);
    expect(trigramIdOfShown(' ab')).toBe(0x206162);
  });

  it('gives the similarity of the closest stretch of the name, in float4', () => {
    expect(wordSimilarityOfTexts('word', 'two words', rules)).toBe(Math.fround(0.8));
    expect(wordSimilarityOfTexts('DD18', 'DD-18', rules)).toBe(Math.fround(0.4));
    expect(wordSimilarityOfTexts('bohrer', 'Akku-Bohrschrauber DD-18', rules)).toBe(Math.fround(4 / 7));
    expect(wordSimilarityOfTexts('Bohrschrauber', 'Akku-Bohrschrauber DD-18', rules)).toBe(1);
    expect(wordSimilarityOfTexts('', 'Bohrer', rules)).toBe(0);
    expect(wordSimilarityOfTexts('!!!', 'Bohrer', rules)).toBe(0);
    expect(wordSimilarityOfTexts('bohrer', '', rules)).toBe(0);
  });

  it('holds <% from the threshold on: 3 of 5 trigrams is 0.6 in float4, which reaches 0.6', () => {
    expect(queryTrigramsOf('word', rules).minimumShared).toBe(3);
    expect(wordSimilarityOfTexts('word', 'worm', rules)).toBe(Math.fround(0.6));
    expect(isWordSimilarText('word', 'worm', rules)).toBe(true);
    expect(isWordSimilarText('word', 'worm', rules, 0.61)).toBe(false);
    expect(isWordSimilarText('', 'worm', rules, 0)).toBe(true);
  });

  it('names the characters it has not learned, and refuses texts holding them', () => {
    expect(rules.unknownIn('Ærø Ærø DD-18')).toEqual(['Æ', 'ø']);
    expect(rules.unknownIn('\ud800')).toEqual(['\ufffd']);
    expect(rules.unknownIn('DD-18 230 V')).toEqual([]);
    expect(() => trigramsOf('Ærø', rules)).toThrow(UnlearnedCharacterError);
    const unusable = new CharacterRules();
    unusable.set('Æ', null);
    expect(unusable.asked('Æ')).toBe(true);
    expect(unusable.unknownIn('Ærø')).toEqual(['Æ', 'ø']);
  });

  it('needs a name to share ceil(0.6 × n) of the words’ n distinct trigrams, but the rounded product is not safe for every threshold', () => {
    for (let count = 1; count <= 10_000; count++) expect(minimumSharedTrigrams(count)).toBe(Math.ceil(0.6 * count));
    // 0.07 × 100 is 7.000000000000001 in doubles, yet 7 shared trigrams of 100 reach 0.07.
    expect(Math.ceil(0.07 * 100)).toBe(8);
    expect(minimumSharedTrigrams(100, 0.07)).toBe(7);
    expect(minimumSharedTrigrams(0)).toBe(1);
    expect(minimumSharedTrigrams(0, 0)).toBe(0);
  });
});

describe.each(testDatabaseKinds())('trigram similarity equal to pg_trgm on %s', (kind) => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  let rules: CharacterRules;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    rules = await learnCharacters(handle.db, [...names, ...queries]);
  });
  afterAll(() => handle.close());

  it('learns every character of the corpus as the database treats it', () => {
    expect(names.length * queries.length).toBeGreaterThan(20_000);
    expect([...names, ...queries].flatMap((text) => rules.unknownIn(text))).toEqual([]);
  });

  it('keeps a character it could not reproduce as unusable, and does not ask about it again', async () => {
    const learned = new CharacterRules();
    learned.set('Æ', null);
    await learnCharacters(handle.db, ['Ærø'], learned);
    expect(learned.ruleOf('Æ')).toBeNull();
    expect(learned.ruleOf('ø')).toEqual({ wordCharacter: true, lower: 'ø' });
    expect(learned.unknownIn('Ærø')).toEqual(['Æ']);
  });

  it('makes the trigrams show_trgm shows, ASCII included', async () => {
    const asciiCharacters = Array.from({ length: 127 }, (_, i) => String.fromCharCode(i + 1));
    const texts = [...names, ...queries, ...asciiCharacters, asciiCharacters.join('')];
    const rows = await rowsOf<{ i: number; trigrams: string[] }>(
      handle.db,
      sql`select i::int, show_trgm(t) as trigrams from unnest(${sql.param(texts)}::text[]) with ordinality as x(t, i)`,
    );
    expect(rows).toHaveLength(texts.length);
    for (const row of rows) {
      const text = texts[row.i - 1]!;
      const expected = row.trigrams.map(trigramIdOfShown).sort((a, b) => a - b);
      expect([...distinctTrigrams(trigramsOf(text, rules))], text).toEqual(expected);
    }
  });

  it('gives word_similarity and <% exactly for names repeating their trigrams', async () => {
    const pairs = repetitivePairs(5000);
    await learnCharacters(handle.db, ['Ä'], rules);
    const answers = await rowsOf<{ similarity: number; similar: boolean }>(
      handle.db,
      sql`select word_similarity(q, n)::float8 as similarity, q <% n as similar
        from unnest(${sql.param(pairs.map((pair) => pair.query))}::text[], ${sql.param(pairs.map((pair) => pair.name))}::text[]) with ordinality as x(q, n, i)
        order by i`,
    );
    expect(answers).toHaveLength(pairs.length);
    const mismatches = pairs.flatMap(({ query, name }, i) => {
      const mine = { similarity: wordSimilarityOfTexts(query, name, rules), similar: isWordSimilarText(query, name, rules) };
      const answer = answers[i]!;
      return mine.similarity === answer.similarity && mine.similar === answer.similar ? [] : [{ query, name, answer, mine }];
    });
    expect({ count: mismatches.length, first: mismatches.slice(0, 10) }).toEqual({ count: 0, first: [] });
  });

  it.each([null, 0.3, 0.8])('gives word_similarity and <% (threshold %s) exactly for every pair', async (threshold) => {
    const answers = await databaseAnswers(handle.db, threshold);
    expect(answers).toHaveLength(names.length * queries.length);
    const preparedNames = names.map((name) => trigramsOf(name, rules));
    const preparedQueries = queries.map((query) => queryTrigramsOf(query, rules, threshold ?? undefined));
    // Once per search, as the index works them out: by stretch of name, and by shared stem.
    const stems = new NameStems();
    const stemOf = preparedNames.map((name) => stems.take(name));
    const closenessOf = preparedQueries.map((query) => new NameClosenessOf(query));
    const mismatches: unknown[] = [];
    let similarPairs = 0;
    for (const answer of answers) {
      const query = preparedQueries[answer.query - 1]!;
      const name = preparedNames[answer.name - 1]!;
      const similarity = wordSimilarity(query, name);
      const similar = isWordSimilar(query, name);
      const closeness = closenessOf[answer.query - 1]!;
      const remembered = { byStretch: closeness.similarity(name), byStem: closeness.similarity(name, 0, name.length, stemOf[answer.name - 1]), similar: closeness.isSimilar(name), similarByStem: closeness.isSimilar(name, 0, name.length, stemOf[answer.name - 1]) };
      if (similarity !== answer.similarity || similar !== answer.similar || remembered.byStretch !== answer.similarity || remembered.byStem !== answer.similarity || remembered.similar !== answer.similar || remembered.similarByStem !== answer.similar) {
        mismatches.push({ query: queries[answer.query - 1], name: names[answer.name - 1], answer, similarity, similar, remembered });
      }
      if (similar) {
        similarPairs++;
        const shared = query.distinct.filter((id) => name.includes(id)).length;
        expect(shared).toBeGreaterThanOrEqual(query.minimumShared);
      }
    }
    expect({ count: mismatches.length, first: mismatches.slice(0, 10) }).toEqual({ count: 0, first: [] });
    expect(similarPairs).toBeGreaterThan(100);
  });
});

describe('name stems shared by the search index', () => {
  const rules = new CharacterRules();

  it('gives names that differ only in trailing numbers one stem, counted, and forgets it with the last', () => {
    const stems = new NameStems();
    const [pro1234, pro99, pro, lite] = ['Drill 18 V Pro 1234', 'Drill 18 V Pro 99', 'Drill 18 V Pro', 'Drill 18 V Lite 1234'].map((name) => trigramsOf(name, rules));
    const first = stems.take(pro1234!);
    expect(stems.take(pro99!)).toBe(first);
    expect(stems.take(pro!)).toBe(first);
    expect(stemEnd(pro1234!)).toBe(pro!.length);
    expect(stems.take(lite!)).not.toBe(first);
    expect(stems.size).toBe(2);
    stems.release(first);
    stems.release(first);
    expect(stems.size).toBe(2);
    stems.release(first);
    expect(stems.size).toBe(1);
    expect(stems.take(pro99!)).not.toBe(first);
  });

  it('keeps digits inside a name in its stem: only trailing ones go', () => {
    const stems = new NameStems();
    expect(stems.take(trigramsOf('Cable 25 m reel 7', rules))).not.toBe(stems.take(trigramsOf('Cable 50 m reel 7', rules)));
  });

  it('works closeness out from the name, not the stem, for words with digits', () => {
    const stems = new NameStems();
    const name = trigramsOf('Cordless drill DD 18', rules);
    const query = queryTrigramsOf('dd 18', rules);
    expect(new NameClosenessOf(query).similarity(name, 0, name.length, stems.take(name))).toBe(wordSimilarity(query, name));
    expect(wordSimilarity(query, name)).toBeGreaterThan(wordSimilarity(query, name.subarray(0, stemEnd(name))));
  });
});
