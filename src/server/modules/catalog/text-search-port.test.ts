import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type DatabaseHandle } from '../../db/database.js';
import { createTestDatabase, testDatabaseKinds } from '../../test/test-database.js';
import { requiredLexemeGroups } from './text-search-candidates.js';
import { logOfCount } from './text-search-log.js';
import { matches, type TextSearchQuery } from './text-search-query.js';
import { parseTextSearchQuery } from './text-search-query-text.js';
import { rankCoverDensity } from './text-search-rank.js';
import { RanksOfQuery } from './text-search-rank-memo.js';
import { LexemeDictionary } from './lexeme-dictionary.js';
import { entryEnd, entryStart, findEntry, parseTextSearchVector, type TextSearchDocument } from './text-search-vector.js';

interface ProductText {
  sku: string | null;
  mpn: string | null;
  ean: string | null;
  name: string;
  brand: string | null;
  description: string;
}

const product = (sku: string | null, mpn: string | null, ean: string | null, name: string, brand: string | null, description: string): ProductText => ({ sku, mpn, ean, name, brand, description });

/** Products of a tools and electrical shop, with the part numbers, units and repeated words real ones have. */
const PRODUCTS: ProductText[] = [
  product('TS-10001', 'DD-18', '4006381100012', 'Cordless drill driver 18 V DD-18', 'Voltek', 'Compact 18 V drill driver with two speeds. The drill driver has a 13 mm keyless chuck and an LED light; drill, drive and tighten with one tool.'),
  product('TS-10002', 'HD-18B', '4006381100029', 'Brushless hammer drill HD-18B', 'Voltek', 'Hammer drill for masonry and concrete; compare with the DD-18 drill driver. Hammer action can be switched off.'),
  product('TS-1000', 'TS-1000', null, 'Table saw TS-1000', 'Sägemeister', 'Table saw with 254 mm blade, rip fence and mitre gauge. Not a cordless tool: 230 V mains only.'),
  product('TS-10003', 'AG-125', '4006381100036', 'Angle grinder 125 mm AG-125', 'Voltek', 'Angle grinder for cutting and grinding metal, stone and tiles. Disc not included.'),
  product('CB-2501', 'H07RN-F 3G2.5', '4012345000017', 'Rubber cable H07RN-F 3G2.5', 'Kabelwerk', 'Flexible rubber cable H07RN-F 3G2.5, 3 cores of 2.5 mm², sold by the metre. For outdoor use and building sites.'),
  product('CB-1501', 'NYM-J 3x1.5', '4012345000024', 'Installation cable NYM-J 3x1.5 mm²', 'Kabelwerk', 'Sheathed installation cable NYM-J 3x1.5 for indoor wiring, 100 m ring. Cable, cable, cable: the cable for walls.'),
  product('CB-0751', 'H05VV-F 3G0.75', null, 'PVC cable H05VV-F 3G0.75 white', 'Kabelwerk', 'Light PVC cable for lamps and small appliances, 0.75 mm², white.'),
  product('EL-0001', 'WAGO 221-413', '4044918000011', 'Lever connector 221-413, 3 conductors', 'WAGO', 'Compact splicing connector for all conductor types, 0.14-4 mm². Pack of 50.'),
  product('EL-0002', '5SL6116-6', '4011209000016', 'Circuit breaker B16 1-pole 5SL6116-6', 'Siemens', 'Miniature circuit breaker, characteristic B, 16 A, 6 kA. The breaker protects cables against overload and short circuit.'),
  product('EL-0003', 'RCD 40/0.03', null, 'Residual current device 40 A 30 mA', 'Siemens', 'RCD 4-pole, 40 A, 30 mA, type A. Protects people against electric shock.'),
  product('EL-0004', 'IP44-SOCKET', '4000000000017', 'Outdoor socket IP44 with hinged lid', 'Busch-Jaeger', 'Splash-proof socket outlet for garden and garage, IP44, grey. Screw terminals.'),
  product('TL-0001', 'VDE-1000-SET', '4003773000010', 'VDE screwdriver set 1000 V, 7 pieces', 'Wera', 'Insulated screwdrivers tested to 1000 V: slotted and Phillips PH1, PH2. Each screwdriver is tested individually.'),
  product('TL-0002', 'KNIPEX 13 96 200', '4003773000027', 'Electricians\' pliers 200 mm', 'Knipex', 'Multifunctional pliers for electrical installation: gripping, cutting, stripping and crimping. It\'s the electrician\'s favourite.'),
  product('TL-0003', 'MM-600', null, 'Digital multimeter MM-600 CAT III', 'Fluke', 'True RMS multimeter for voltage, current, resistance and continuity. CAT III 600 V. Measures up to 10 A.'),
  product('TL-0004', 'VT-12', '4009999000014', 'Voltage tester 12-1000 V', 'Fluke', 'Two-pole voltage tester with LED display, 12 to 1000 V AC/DC, phase test and rotating field.'),
  product('TL-0005', null, null, 'Spirit level 60 cm', null, 'Aluminium spirit level with 2 vials, 60 cm. Level, level, level: measure twice, cut once.'),
  product('TL-0006', 'M8x40', '4000000000024', 'Hex bolts M8x40 DIN 933, 100 pieces', 'Fischer', 'Zinc plated hex bolts M8 x 40 mm, strength class 8.8.'),
  product('TL-0007', 'SX 8', '4006209000015', 'Wall plugs SX 8 x 40', 'Fischer', 'Nylon wall plugs for concrete, brick and stone. Use with 6 mm screws.'),
  product('PT-0001', 'JS-65', '4006381100043', 'Jigsaw JS-65 with pendulum action', 'Voltek', 'Jigsaw for wood, metal and plastic; cuts up to 65 mm in wood. The pendulum action cuts faster.'),
  product('PT-0002', 'CS-190', '4006381100050', 'Circular saw 190 mm CS-190', 'Voltek', 'Hand-held circular saw with 190 mm blade, bevel up to 45°. Dust extraction port.'),
  product('PT-0003', 'RH-26', null, 'SDS-plus rotary hammer RH-26', 'Bohrmeister', 'Rotary hammer for drilling and chiselling in concrete; SDS-plus chuck, 2.7 J.'),
  product('PT-0004', 'BAT-18-5', '4006381100067', 'Battery 18 V 5.0 Ah', 'Voltek', 'Li-ion battery for all 18 V tools of the system. Fits the DD-18, HD-18B and JS-65.'),
  product('PT-0005', 'CH-18', '4006381100074', 'Fast charger CH-18 for 18 V batteries', 'Voltek', 'Charges a 5.0 Ah battery in 60 minutes. Not for 12 V batteries.'),
  product('PT-0006', 'DD-12', '4006381100081', 'Cordless drill driver 12 V DD-12', 'Voltek', 'Light 12 V drill driver for furniture assembly. The smaller brother of the DD-18.'),
  product('LI-0001', 'LED-T8-120', '4050300000018', 'LED tube T8 120 cm 18 W', 'Osram', 'LED tube replacing 36 W fluorescent tubes, 4000 K neutral white, 2000 lm.'),
  product('LI-0002', 'FL-50', null, 'LED floodlight 50 W IP65', 'Osram', 'Floodlight for building sites and yards, 50 W, 4500 lm, IP65, with 1 m cable H07RN-F.'),
  product('LI-0003', 'E27-9W', '4050300000025', 'LED bulb E27 9 W warm white', 'Philips', 'Bulb with E27 base, 806 lm, 2700 K. Replaces a 60 W bulb.'),
  product('SF-0001', 'GL-10', null, 'Safety gloves size 10', 'Uvex', 'Cut-resistant safety gloves, level C. Not for electrical work: use insulated gloves.'),
  product('SF-0002', 'IG-1000', null, 'Insulating gloves class 0, 1000 V', 'Uvex', 'Electricians\' insulating gloves tested to 1000 V AC. Work on live parts only with these gloves.'),
  product('SF-0003', 'GOG-1', null, 'Safety goggles', 'Uvex', 'Goggles with anti-fog coating; wear them with the angle grinder and the table saw.'),
  product(null, null, null, 'Workbench with vice', null, 'Sturdy workbench, beech top 150 x 60 cm, with a vice. To be or not to be: the workbench is the heart of every workshop.'),
  product('WB-0002', 'TB-60', null, 'Tool box 60 cm, empty', 'Stanley', 'Tool box with tray, metal latches. Empty: tools not included.'),
  product('MS-0001', 'CT-45', '4007123000018', 'Cable ties 4.5 x 200 mm, black, 100 pieces', 'Hellermann', 'UV-resistant cable ties for outdoor cables. Cable ties: 100 pieces per bag.'),
  product('MS-0002', 'IT-19', null, 'Insulating tape 19 mm x 20 m', '3M', 'PVC insulating tape, flame retardant, red, blue, black, green-yellow.'),
  product('MS-0003', 'HS-6/2', null, 'Heat shrink tubing 6/2 mm', '3M', 'Heat shrink tubing, shrink ratio 3:1, 1 m pieces; shrinks at 90 °C.'),
  product('MS-0004', 'CON-16A', null, 'CEE connector 16 A 5-pole 400 V', 'Mennekes', 'CEE plug 16 A, 400 V, 6h, IP44. Connect the rubber cable H07RN-F 5G2.5.'),
  product('MS-0005', 'EXT-25', '4000000000031', 'Extension cable reel 25 m', 'Brennenstuhl', 'Cable reel 25 m with H07RN-F 3G1.5 rubber cable, 4 sockets, thermal cut-out.'),
  product('DR-0001', 'HSS-SET-19', null, 'HSS drill bit set 1-10 mm, 19 pieces', 'Bohrmeister', 'HSS-G drill bits for metal; drill bit set in a metal case. Drill, drill, drill.'),
  product('DR-0002', 'SDS-8x160', null, 'SDS-plus drill bit 8 x 160 mm', 'Bohrmeister', 'Masonry drill bit for the rotary hammer; 4 cutting edges.'),
  product('DR-0003', 'HS-68', null, 'Hole saw 68 mm for junction boxes', 'Bohrmeister', 'Hole saw for flush-mounted boxes in brick and plaster. Café-Qualität, très robuste.'),
  product('EL-0005', 'UP-68', '4011234000015', 'Flush-mounted box 68 mm', 'Kaiser', 'Junction box for cavity walls, 68 mm, depth 47 mm. Screw-in.'),
  product('EL-0006', 'ZS-3', null, 'Meter cabinet ZS-3, 3 rows', 'Hager', 'Distribution board with 3 rows of 12 modules, IP31. Fit circuit breakers and RCDs.'),
  product('TL-0008', 'LS-30', null, 'Laser distance meter 30 m', 'Bosch', 'Measures distances up to 30 m, ± 2 mm. Calculates area and volume.'),
  product('TL-0009', null, '4000000000048', 'Stud finder', 'Bosch', ''),
  product('PT-0007', 'DD-18', '4006381100098', 'Cordless drill driver DD-18 kit with 2 batteries', 'Voltek', 'The DD-18 drill driver in a case with two 5.0 Ah batteries and charger CH-18. Drill driver, battery, charger: the kit.'),
];

/** Typed searches: words, typos, "phrases", -exclusions, or, part numbers, stop words, unknown words. */
const HAND_WRITTEN_SEARCHES = [
  'drill', 'drills', 'drilling', 'dril', 'cordless', 'cordles drill', 'cordless drill', '"cordless drill"', '"drill cordless"', '"drill driver"',
  '"cordless drill driver"', 'drill -hammer', 'drill -cordless', '-drill', '-drill -saw', 'drill or saw', 'saw or drill', 'drill or -saw', '-drill or saw',
  '"drill driver" -kit', '"drill driver" or "table saw"', 'dd-18', 'DD-18', 'dd 18', 'dd18', '"dd-18"', '-dd-18', 'dd-18 -kit', 'hd-18b', 'ts-1000', 'TS-10001',
  'h07rn-f', 'H07RN-F 3G2.5', '3g2.5', '2.5 mm²', '"2.5 mm²"', 'mm²', 'mm', 'nym-j 3x1.5', '3x1.5', '221-413', '5sl6116-6', 'b16', '40/0.03', 'rcd', 'ip44',
  'ip65 floodlight', 'm8x40', 'm8', '4006381100012', '4006381100', 'voltek', 'Voltek drill', 'voltek -drill', 'kabelwerk cable', 'cable', 'cables', 'cable cable',
  'cable -rubber', '"rubber cable"', '"cable rubber"', 'the', 'the and of', 'to be or not to be', '"to be or not to be"', 'be', 'it\'s', 'electrician\'s pliers',
  'electricians', 'pliers', 'plier', 'screwdriver', 'screwdrivers 1000 v', '1000 v', '1000', 'v', '"1000 v"', 'vde', 'insulated gloves', 'gloves -insulating',
  '"insulating gloves"', 'level', 'level level', '"level level"', 'measure twice', '"measure twice cut once"', 'cut', 'cutting', 'cuts', 'wood metal',
  '"wood metal"', 'metal or wood', 'concrete -hammer', 'hammer', 'rotary hammer', '"rotary hammer"', 'sds-plus', 'sds plus', '"sds plus"', 'battery',
  'batteries', '18 v battery', '"18 v"', '18v', '12 v', 'charger', 'ch-18', 'led', 'led tube', '"led tube"', 'e27', 'bulb warm white', 'warm', '"warm white"',
  'white -warm', 'café', 'cafe', 'très robuste', 'qualität', 'sägemeister', 'saegemeister', 'würth', 'ø', '45°', 'grinder', 'angle grinder', '"grinder angle"',
  'grinder disc', 'disc -grinder', 'workbench', 'vice', 'beech', 'tool box', 'toolbox', 'tools', 'tool', 'box', 'junction box', 'boxes', '68 mm', '"68 mm"',
  'hole saw', 'saw', 'saws', 'table saw', 'circular saw', 'jigsaw', 'jig saw', 'pendulum', 'blade', 'zzz', 'xylophone', 'drill xylophone', 'drill or xylophone',
  'xylophone -drill', '"drill xylophone"', 'cable ties', '"cable ties"', 'ties', 'insulating tape', 'tape', 'heat shrink', 'shrink', '6/2', 'cee', '16 a',
  '"16 a"', '400 v', 'extension', 'reel', 'hss', 'hss-g', 'bit', 'bits', 'drill bit', '"drill bit"', '"drill bit set"', 'meter', 'metre', 'multimeter',
  'voltage tester', 'tester', 'test', 'laser', 'distance', 'stud', 'stud finder', 'finder', 'kit', 'case', 'or', 'and', '-', '"', '""', '" "', 'drill -',
  '- drill', 'drill"', '"drill', 'drill or or saw', 'drill and saw', 'drill & saw', 'drill | saw', 'drill <-> driver', '!drill', '(drill)', 'drill:*', "o'clock",
  'a\\b', 'drill drill drill', '"drill drill"', '"drill driver drill"', 'driver drill driver', '"the drill"', '"drill the driver"', '"drill and driver"',
];

const VOCABULARY = ['drill', 'driver', 'cordless', 'cable', 'rubber', 'saw', 'table', 'hammer', 'voltek', 'dd-18', 'h07rn-f', '18', 'v', 'battery', 'led', 'white', 'metal', 'wood', 'level', 'the', 'gloves', 'insulating', 'mm', '2.5', 'box', 'kit', 'charger', 'concrete', 'nope'];

/** Word combinations the hand-written list misses, the same every run. */
function generatedSearches(count: number): string[] {
  let seed = 20240611;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  };
  const word = () => VOCABULARY[next() % VOCABULARY.length]!;
  const shapes = [
    () => `${word()} ${word()}`,
    () => `"${word()} ${word()}"`,
    () => `${word()} -${word()}`,
    () => `${word()} or ${word()}`,
    () => `"${word()} ${word()} ${word()}"`,
    () => `${word()} ${word()} ${word()}`,
    () => `"${word()} ${word()}" -${word()}`,
    () => `-"${word()} ${word()}" ${word()}`,
    () => `${word()} or "${word()} ${word()}"`,
    () => `-${word()} or ${word()} ${word()}`,
  ];
  return Array.from({ length: count }, () => shapes[next() % shapes.length]!());
}

const SEARCHES = [...HAND_WRITTEN_SEARCHES, ...generatedSearches(200)];

interface Pair {
  doc: number;
  query: number;
  matched: boolean;
  rank: number;
}

/** The generated column's expression (drizzle/0009_discovery.sql), over products given as JSON. */
const documentsCte = (products: ProductText[]) => sql`
  d as materialized (
    select x.id,
      setweight(to_tsvector('simple', coalesce(x.sku, '') || ' ' || coalesce(x.mpn, '') || ' ' || coalesce(x.ean, '')), 'A')
      || setweight(to_tsvector('english', x.name), 'A')
      || setweight(to_tsvector('simple', coalesce(x.brand, '')), 'B')
      || setweight(to_tsvector('english', x.description), 'C') as v
    from jsonb_to_recordset(${JSON.stringify(products.map((p, id) => ({ id, ...p })))}::jsonb)
      as x(id int, sku text, mpn text, ean text, name text, brand text, description text)
  )`;

const queriesCte = (searches: string[]) => sql`
  q as materialized (
    select y.id, websearch_to_tsquery('english', y.text) as t
    from jsonb_to_recordset(${JSON.stringify(searches.map((text, id) => ({ id, text })))}::jsonb) as y(id int, text text)
  )`;

/** Small cases that pin PostgreSQL's semantics: phrase order, distances, negation inside phrases, lexemes without positions. */
const PINNED: { vector: string; query: string; matches: boolean }[] = [
  { vector: "'cordless':1 'drill':2", query: "'cordless' <-> 'drill'", matches: true },
  { vector: "'cordless':1 'drill':2", query: "'drill' <-> 'cordless'", matches: false },
  { vector: "'a':1 'b':3", query: "'a' <2> 'b'", matches: true },
  { vector: "'a':1 'b':3", query: "'a' <-> 'b'", matches: false },
  { vector: "'a':1 'b':3", query: "'a' <3> 'b'", matches: false },
  { vector: "'a':1 'b':2", query: "'a' & !'b'", matches: false },
  { vector: "'a':1 'c':3", query: "'a' & !'b'", matches: true },
  { vector: "'a':1 'b':2", query: "'a' <-> !'b'", matches: false },
  { vector: "'a':1,5 'b':2", query: "'a' <-> !'b'", matches: true },
  { vector: "'a':1 'b':2", query: "!'a' <-> 'b'", matches: false },
  { vector: "'a':1 'b':2,4", query: "!'a' <-> 'b'", matches: true },
  { vector: "'a':1 'b':2 'c':3", query: "!( 'a' <-> 'b' ) <-> 'c'", matches: false },
  { vector: "'a':1 'x':2 'c':3", query: "!( 'a' <-> 'b' ) <-> 'c'", matches: true },
  { vector: "'a':3 'b':1", query: "'a' & !'b'", matches: false },
  { vector: "'a':1,9 'b':4 'c':2,7", query: "'a' & !'b' | 'c' <-> !'a'", matches: true },
  { vector: "'a':1 'b':2 'c':3", query: "'a' <-> ( 'b' <-> 'c' )", matches: true },
  { vector: "'a':1 'b':2 'c':3", query: "( 'a' | 'x' ) <-> 'b' <-> 'c'", matches: true },
  { vector: "'a':1 'b':2 'c':3", query: "'a' <-> ( 'x' | 'b' <-> 'c' )", matches: true },
  { vector: "'a':1 'b':2 'c':3", query: "'a' <-> !!'b'", matches: true },
  { vector: "'a':1 'b':1", query: "'a' <0> 'b'", matches: true },
  { vector: "'a' 'b'", query: "'a' <-> 'b'", matches: false },
  { vector: "'a' 'b'", query: "'a' & 'b'", matches: true },
  { vector: "'a' 'b'", query: "!( 'a' <-> 'b' )", matches: true },
  { vector: "'a':1A 'b':2B,5C 'c':3", query: "'a' & 'b' | 'c'", matches: true },
  { vector: "'it''s':1 'a\\\\b':2", query: "'it''s' <-> 'a\\\\b'", matches: true },
  { vector: "'a':16383 'b':16383", query: "'a' <-> 'b'", matches: false },
  { vector: "'a':1", query: '', matches: false },
];

describe.each(testDatabaseKinds())('in-memory text search answers as %s does', (kind) => {
  let handle: DatabaseHandle;
  const dictionary = new LexemeDictionary();
  const documents: TextSearchDocument[] = [];
  const queries: (TextSearchQuery | null)[] = [];
  const queryTexts: string[] = [];
  let pairs: Pair[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    const vectors = await rowsOf<{ id: number; text: string }>(handle.db, sql`with ${documentsCte(PRODUCTS)} select id, v::text as text from d order by id`);
    for (const { text } of vectors) documents.push(parseTextSearchVector(text, dictionary));
    const tsqueries = await rowsOf<{ id: number; text: string }>(handle.db, sql`with ${queriesCte(SEARCHES)} select id, t::text as text from q order by id`);
    for (const { text } of tsqueries) {
      queryTexts.push(text);
      const parsed = parseTextSearchQuery(text, dictionary);
      queries.push(parsed.kind === 'query' ? parsed : null);
    }
    pairs = await rowsOf<Pair>(
      handle.db,
      sql`with ${documentsCte(PRODUCTS)}, ${queriesCte(SEARCHES)}
          select d.id as doc, q.id as query, d.v @@ q.t as matched, ts_rank_cd(d.v, q.t, 1)::float8 as rank
          from d cross join q`,
    );
  });
  afterAll(() => handle.close());

  const describePair = (pair: Pair) => `${SEARCHES[pair.query]} → ${queryTexts[pair.query]} on ${JSON.stringify(PRODUCTS[pair.doc]?.name)}`;

  it('reads every tsquery websearch_to_tsquery writes, without adding to the dictionary', () => {
    expect(pairs).toHaveLength(PRODUCTS.length * SEARCHES.length);
    expect(queries.filter((query) => query === null)).toEqual([]);
    const size = dictionary.size;
    for (const text of queryTexts) parseTextSearchQuery(text, dictionary);
    expect(dictionary.size).toBe(size);
  });

  it('matches exactly the pairs @@ matches', () => {
    const wrong = pairs.filter((pair) => matches(documents[pair.doc]!, queries[pair.query]!) !== pair.matched).map((pair) => `${describePair(pair)}: ${pair.matched}`);
    expect(wrong).toEqual([]);
    expect(pairs.filter((pair) => pair.matched).length).toBeGreaterThan(1000);
  });

  it('ranks every pair bit for bit as ts_rank_cd(document, query, 1)', () => {
    const wrong = pairs
      .map((pair) => ({ pair, rank: rankCoverDensity(documents[pair.doc]!, queries[pair.query]!) }))
      .filter(({ pair, rank }) => !Object.is(rank, pair.rank))
      .map(({ pair, rank }) => `${describePair(pair)}: ${pair.rank}, not ${rank}`);
    expect(wrong).toEqual([]);
    expect(new Set(pairs.map((pair) => pair.rank)).size).toBeGreaterThan(100);
  });

  it('ranks every pair as ts_rank_cd when each query remembers the ranks of documents alike', () => {
    const ranks = queries.map((query) => new RanksOfQuery(query!));
    // Twice over: the second time every rank is one remembered.
    const wrong = [...pairs, ...pairs]
      .map((pair) => ({ pair, rank: ranks[pair.query]!.rank(documents[pair.doc]!) }))
      .filter(({ pair, rank }) => !Object.is(rank, pair.rank))
      .map(({ pair, rank }) => `${describePair(pair)}: ${pair.rank}, not ${rank}`);
    expect(wrong).toEqual([]);
  });

  it('never leaves a matching document out of the candidates its lexeme groups give', () => {
    const missed = pairs.filter((pair) => {
      if (!pair.matched) return false;
      const groups = requiredLexemeGroups(queries[pair.query]!);
      return groups !== null && !groups.every((group) => group.some((lexeme) => findEntry(documents[pair.doc]!, lexeme) >= 0));
    });
    expect(missed.map(describePair)).toEqual([]);
  });

  it('divides by the same ln(cnt_length + 1) as the database, to the last bit', async () => {
    // Counts where V8's Math.log is off (3, 48, 74…) and where C's log() is not correctly rounded (9170…).
    const counts = [...Array.from({ length: 20_000 }, (_, index) => index + 2), 136837, 141614, 147674, 278555, 1006553];
    const rows = await rowsOf<{ n: number; ln: number }>(handle.db, sql`select n, ln(n::float8) as ln from unnest(${`{${counts.join(',')}}`}::int[]) as n`);
    const wrong = rows.filter((row) => logOfCount(row.n) !== row.ln).map((row) => `${row.n}: ${row.ln}, not ${logOfCount(row.n)}`);
    expect(wrong).toEqual([]);
    expect(rows.filter((row) => Math.log(row.n) !== row.ln).length).toBeGreaterThan(100);
  });

  it('answers the pinned cases as PostgreSQL does', async () => {
    const rows = await rowsOf<{ matched: boolean; rank: number }>(
      handle.db,
      sql`select (c->>'vector')::tsvector @@ (c->>'query')::tsquery as matched, ts_rank_cd((c->>'vector')::tsvector, (c->>'query')::tsquery, 1)::float8 as rank
          from jsonb_array_elements(${JSON.stringify(PINNED)}::jsonb) with ordinality as cases(c, n) order by n`,
    );
    PINNED.forEach((pinned, index) => {
      const local = new LexemeDictionary();
      const document = parseTextSearchVector(pinned.vector, local);
      const query = parseTextSearchQuery(pinned.query, local);
      if (query.kind !== 'query') throw new Error(query.reason);
      expect([pinned.query, rows[index]?.matched]).toEqual([pinned.query, pinned.matches]);
      expect([pinned.query, matches(document, query)]).toEqual([pinned.query, pinned.matches]);
      expect([pinned.query, rankCoverDensity(document, query)]).toEqual([pinned.query, rows[index]?.rank]);
    });
  });
});

describe('text search parsing', () => {
  it('reads positions, weights and escapes of tsvector output', () => {
    const dictionary = new LexemeDictionary();
    const document = parseTextSearchVector("'dd-18':1A '18':3A 'drill':5A,9C 'it''s':4 'a\\\\b':7B 'bare'", dictionary);
    expect(document.length).toBe(7);
    const positionsOf = (lexeme: string) => {
      const entry = findEntry(document, dictionary.idOf(lexeme));
      return [...document.positions.subarray(entryStart(document, entry), entryEnd(document, entry))].map((wep) => [wep & 0x3fff, 'DCBA'[wep >> 14]]);
    };
    expect(positionsOf('drill')).toEqual([
      [5, 'A'],
      [9, 'C'],
    ]);
    expect(positionsOf("it's")).toEqual([[4, 'D']]);
    expect(positionsOf('a\\b')).toEqual([[7, 'B']]);
    expect(positionsOf('bare')).toEqual([]);
    expect(dictionary.idOf('drills')).toBe(-1);
  });

  it('reports prefix and weight operands as unsupported, for SQL to answer', () => {
    const dictionary = new LexemeDictionary();
    for (const text of ["'drill':*", "'drill' & 'saw':AB", "!'dd':*B", "'drill' &", "'drill' <x> 'saw'"]) {
      expect(parseTextSearchQuery(text, dictionary).kind).toBe('unsupported');
    }
  });

  it('needs, for candidates, one lexeme of each group; none under a top-level negation', () => {
    const dictionary = new LexemeDictionary();
    const [a, b, c] = ['a', 'b', 'c'].map((lexeme) => dictionary.intern(lexeme));
    const groups = (text: string) => {
      const query = parseTextSearchQuery(text, dictionary);
      if (query.kind !== 'query') throw new Error(query.reason);
      return requiredLexemeGroups(query);
    };
    expect(groups("'a' & 'b' <-> 'c'")).toEqual([[a], [b], [c]]);
    expect(groups("'a' & !'b'")).toEqual([[a]]);
    expect(groups("'a' | 'b' & 'c'")).toEqual([
      [a, b],
      [a, c],
    ]);
    expect(groups("!'a'")).toBeNull();
    expect(groups("'a' | !'b'")).toBeNull();
    expect(groups("'unknown' | 'a'")).toEqual([[a]]);
    expect(groups("'unknown' & 'a'")).toEqual([[], [a]]);
    expect(groups('')).toEqual([[]]);
  });
});
