/**
 * The search benchmark: 1,000 mixed queries (counts and result pages of 20 cards, with varied makes,
 * models, postcodes and distances, prices, mileages, fuels, body styles and sort orders) against an
 * in-process server (app.inject, so no network in the figures), in a fixed pseudo-random order.
 * The acceptance targets on the seeded ~5,000 vehicles: count p95 ≤ 20 ms, results p95 ≤ 50 ms.
 */
import type { FastifyInstance } from 'fastify';
import { FilterOptionList, SearchCriteria } from '../openapi/generated/limits';

export interface Percentiles {
  n: number;
  p50: number;
  p95: number;
}

export interface SearchBench {
  count: Percentiles;
  results: Percentiles;
}

interface Lookups {
  makes: { Value: string; Models?: { Value: string }[] }[];
  postcodes: string[];
}

/** Park–Miller: a fixed sequence in [0, 1), so every run asks the same queries. */
function prng(seed: number) {
  let state = seed % 2147483647 || 1;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
}

const SORTS = SearchCriteria.SortOrder.enum;
const FUELS = ['petrol', 'diesel', 'hybrid', 'electric'];
const BODIES = ['hatchback', 'suv', 'saloon', 'estate'];

/** One query's criteria: a few criteria drawn at random, as people combine them. */
function criteriaFor(random: () => number, lookups: Lookups, type: 'car' | 'van'): Record<string, unknown> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const criteria: Record<string, unknown> = { Type: type, SortOrder: pick(SORTS) };
  if (random() < 0.6 && lookups.postcodes.length) {
    criteria.PostCode = pick(lookups.postcodes);
    criteria.Distance = pick([10, 25, 50, 100, 200, 1000]);
  }
  if (random() < 0.5 && lookups.makes.length) {
    const make = pick(lookups.makes);
    const model = random() < 0.5 && make.Models?.length ? pick(make.Models) : undefined;
    criteria.MakeModels = [
      { Value: make.Value, Selected: true, ...(model ? { Models: [{ Value: model.Value, Selected: true }] } : {}) },
    ];
  }
  if (random() < 0.4) criteria.MaxPrice = pick([5000, 10000, 15000, 20000, 30000]);
  if (random() < 0.2) criteria.MinPrice = pick([1000, 3000, 5000]);
  if (random() < 0.3) criteria.MaxMileage = pick([20000, 40000, 60000, 80000]);
  if (random() < 0.3) criteria.FuelTypes = [{ Value: pick(FUELS), Selected: true }];
  if (type === 'car' && random() < 0.2) criteria.BodyStyles = [{ Value: pick(BODIES), Selected: true }];
  if (random() < 0.1) criteria.Transmissions = [{ Value: 'automatic', Selected: true }];
  if (random() < 0.1) {
    criteria.PaymentSearchSelection = { Selected: 'monthly' };
    criteria.MaxPaymentMonthlyCost = pick([150, 200, 300, 400]);
  }
  if (random() < 0.05) criteria.Keywords = [{ Value: 'bluetooth' }];
  return criteria;
}

function percentiles(times: number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { n: sorted.length, p50: round(at(0.5)), p95: round(at(0.95)) };
}

async function json(app: FastifyInstance, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await app.inject({ method, url, ...(payload ? { payload } : {}) });
  if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return JSON.parse(response.body) as Record<string, unknown>;
}

/** Sends one request and answers its JSON body, throwing unless it answered 200. */
type Send = (method: 'GET' | 'POST', url: string, payload?: object) => Promise<Record<string, unknown>>;

/** The same over HTTP, to a server listening at `baseUrl`. */
function overHttp(baseUrl: string): Send {
  return async (method, url, payload) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      ...(payload ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) } : {}),
    });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status} ${body}`);
    return JSON.parse(body) as Record<string, unknown>;
  };
}

/**
 * Runs `queries` mixed queries (half counts, half result pages of 20) after a short warm-up and
 * answers the p50 and p95 of each kind in milliseconds.
 */
export async function benchSearch(app: FastifyInstance, queries = 1000, seed = 2026): Promise<SearchBench> {
  const random = prng(seed);
  const makes = {
    car: ((await json(app, 'GET', '/api/lookups/car/makes')).Makes as Lookups['makes']).filter((m) => m.Value !== '*'),
    van: ((await json(app, 'GET', '/api/lookups/van/makes')).Makes as Lookups['makes']).filter((m) => m.Value !== '*'),
  };
  const counties = (await json(app, 'GET', '/api/lookups/locations')).Counties as {
    Towns: { CentrePostCode: string }[];
  }[];
  const postcodes = counties.flatMap((c) => c.Towns.map((t) => t.CentrePostCode.replace(/\s+/g, '')));
  const times = { count: [] as number[], results: [] as number[] };
  const warmUp = 20;
  for (let i = 0; i < queries + warmUp; i++) {
    const type = random() < 0.8 ? 'car' : 'van';
    const criteria = criteriaFor(random, { makes: makes[type], postcodes }, type);
    const kind = random() < 0.5 ? 'count' : 'results';
    const started = performance.now();
    if (kind === 'count') await json(app, 'POST', `/api/search/${type}/count`, criteria);
    else
      await json(app, 'POST', `/api/search/${type}/results`, {
        isNewSearch: true,
        pagination: { CurrentPage: random() < 0.7 ? 1 : 1 + Math.floor(random() * 5), PageSize: 20 },
        searchPanelParameters: criteria,
      });
    if (i >= warmUp) times[kind].push(performance.now() - started);
  }
  return { count: percentiles(times.count), results: percentiles(times.results) };
}

export interface KeywordsBench {
  /** How long a results request with the contract's maximum of keywords took, and its status. */
  keywords: { ms: number; status: number };
  /** A makes lookup sent while it ran: how long it waited. */
  lookup: { ms: number; status: number };
  /** Resident memory in MB: before, after `heavy` such requests, and a minute later. */
  rssMb: { atRest: number; afterHeavy: number; aMinuteLater: number };
  heavy: number;
}

/**
 * A search with the contract's maximum of keywords (words of the stock's own text, so the server
 * must check each), with a makes lookup sent beside it; then `heavy` more of them, and the process's
 * memory at rest, after them and a minute later (`settleMs`).
 */
export async function benchKeywords(app: FastifyInstance, heavy = 20, settleMs = 60_000): Promise<KeywordsBench> {
  const { Results } = (await json(app, 'POST', '/api/search/car/results', {
    isNewSearch: true,
    pagination: { CurrentPage: 1, PageSize: 20 },
    searchPanelParameters: { Type: 'car' },
  })) as { Results: { VehicleId: number; Title: string }[] };
  const words = [...new Set(Results.flatMap((card) => card.Title.toLowerCase().split(/\s+/)))].filter(Boolean);
  const max = FilterOptionList.maxItems;
  const keywords = Array.from({ length: max }, (_, i) => ({
    Value: `${words[i % words.length]}${i < words.length ? '' : ` ${i}`}`,
  }));
  const request = () =>
    app.inject({
      method: 'POST',
      url: '/api/search/car/results',
      payload: {
        isNewSearch: true,
        pagination: { CurrentPage: 1, PageSize: 20 },
        searchPanelParameters: { Type: 'car', Keywords: keywords },
      },
    });
  const timed = async (send: () => ReturnType<typeof request>) => {
    const started = performance.now();
    const answer = await send();
    return { ms: Math.round(performance.now() - started), status: answer.statusCode };
  };
  const rss = () => Math.round(process.memoryUsage().rss / 1_048_576);
  const atRest = rss();
  const [keywordsTimed, lookup] = await Promise.all([
    timed(request),
    timed(() => app.inject({ method: 'GET', url: '/api/lookups/car/makes' })),
  ]);
  for (let i = 0; i < heavy; i++) await request();
  const afterHeavy = rss();
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return { keywords: keywordsTimed, lookup, rssMb: { atRest, afterHeavy, aMinuteLater: rss() }, heavy };
}

export interface ReminderBench {
  known: Percentiles;
  unknown: Percentiles;
}

/**
 * The password reminder's answer times for an address with an account and one without, `rounds` of
 * each, alternating, on one session after a warm-up (requirements 10.16: they should not differ).
 */
export async function benchPasswordReminder(
  app: FastifyInstance,
  knownEmail: string,
  rounds = 200,
): Promise<ReminderBench> {
  const opened = await app.inject({ method: 'GET', url: '/api/account/session' });
  const cookie = opened.cookies.find((c) => c.name === 'fc_session')?.value ?? '';
  const csrf = (JSON.parse(opened.body) as { CsrfToken: string }).CsrfToken;
  const ask = async (email: string) => {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/password-reminder',
      headers: { cookie: `fc_session=${cookie}`, 'x-csrf-token': csrf },
      payload: { Email: email },
    });
    const ms = performance.now() - started;
    if (response.statusCode !== 202) throw new Error(`password reminder: ${response.statusCode} ${response.body}`);
    return ms;
  };
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < 20; i++) await ask(i % 2 ? knownEmail : `warm.up.${i}@example.co.uk`);
  for (let i = 0; i < rounds; i++) {
    // Alternating which goes first, so neither always follows the other's queued work.
    const order = i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
    for (const kind of order) times[kind].push(await ask(kind === 'known' ? knownEmail : `nobody.${i}@example.co.uk`));
  }
  return { known: percentiles(times.known), unknown: percentiles(times.unknown) };
}

/** The query shapes of the scale table: what a person most often sends, each a family of searches. */
export const SHAPES = [
  'near a postcode, within 30 miles',
  'a make',
  'make + model + price',
  'monthly cost',
  'price order',
  'distance order',
] as const;
export type Shape = (typeof SHAPES)[number];

export interface ShapeBench {
  shape: Shape;
  count: Percentiles;
  results: Percentiles;
}

export interface ScaleBench {
  shapes: ShapeBench[];
  /** The panel's counters (every make, model and list-filter entry), over the same searches. */
  panel: Percentiles;
}

interface ScaleLookups {
  makes: { Value: string; Counter: number; Models: { Value: string; Counter: number }[] }[];
  postcodes: string[];
}

async function scaleLookups(send: Send): Promise<ScaleLookups> {
  const panel = await send('POST', '/api/search/car/panel', { Type: 'car' });
  const makes = (panel.MakeModels as ScaleLookups['makes']).filter((m) => m.Value !== '*' && m.Counter > 0);
  // Each make's models, from the panel with that make chosen (the default panel lists no models).
  const big = makes.sort((a, b) => b.Counter - a.Counter).slice(0, 8);
  for (const make of big) {
    const chosen = await send('POST', '/api/search/car/panel', {
      Type: 'car',
      MakeModels: [{ Value: make.Value, Selected: true }],
    });
    const found = (chosen.MakeModels as ScaleLookups['makes']).find((m) => m.Value === make.Value);
    make.Models = (found?.Models ?? []).filter((m) => m.Counter > 0).sort((a, b) => b.Counter - a.Counter);
  }
  const counties = (await send('GET', '/api/lookups/locations')).Counties as {
    Towns: { CentrePostCode: string }[];
  }[];
  return { makes: big, postcodes: counties.flatMap((c) => c.Towns.map((t) => t.CentrePostCode)) };
}

/** One search of a shape, its variables drawn at random from the stock's own makes and towns. */
function shapeCriteria(shape: Shape, random: () => number, lookups: ScaleLookups): Record<string, unknown> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const make = pick(lookups.makes);
  switch (shape) {
    case 'near a postcode, within 30 miles':
      return { Type: 'car', PostCode: pick(lookups.postcodes), Distance: 30 };
    case 'a make':
      return { Type: 'car', MakeModels: [{ Value: make.Value, Selected: true }] };
    case 'make + model + price': {
      const model = pick(make.Models.slice(0, 5));
      return {
        Type: 'car',
        MakeModels: [{ Value: make.Value, Selected: true, Models: [{ Value: model?.Value ?? '*', Selected: true }] }],
        MaxPrice: pick([8000, 12000, 15000, 20000]),
      };
    }
    case 'monthly cost':
      return {
        Type: 'car',
        PaymentSearchSelection: { Selected: 'monthly' },
        MaxPaymentMonthlyCost: pick([150, 200, 250, 300, 400]),
      };
    case 'price order':
      return { Type: 'car', SortOrder: pick(['price-asc', 'price-desc']) };
    case 'distance order':
      return { Type: 'car', PostCode: pick(lookups.postcodes), SortOrder: 'distance-asc' };
  }
}

/**
 * The six shapes, `runs` searches each after a warm-up: the count, a results page of 20 (pages 1 to 3)
 * and the panel of each, one request at a time.
 */
export async function benchShapes(app: FastifyInstance, runs = 40, seed = 2027): Promise<ScaleBench> {
  const lookups = await scaleLookups((method, url, payload) => json(app, method, url, payload));
  const random = prng(seed);
  const panel: number[] = [];
  const shapes: ShapeBench[] = [];
  const timed = async (send: () => Promise<unknown>) => {
    const started = performance.now();
    await send();
    return performance.now() - started;
  };
  for (const shape of SHAPES) {
    const times = { count: [] as number[], results: [] as number[] };
    for (let i = 0; i < runs + 3; i++) {
      const criteria = shapeCriteria(shape, random, lookups);
      const page = 1 + Math.floor(random() * 3);
      const count = await timed(() => json(app, 'POST', '/api/search/car/count', criteria));
      const results = await timed(() =>
        json(app, 'POST', '/api/search/car/results', {
          isNewSearch: true,
          pagination: { CurrentPage: page, PageSize: 20 },
          searchPanelParameters: criteria,
        }),
      );
      const counters = await timed(() => json(app, 'POST', '/api/search/car/panel', criteria));
      if (i < 3) continue;
      times.count.push(count);
      times.results.push(results);
      panel.push(counters);
    }
    shapes.push({ shape, count: percentiles(times.count), results: percentiles(times.results) });
  }
  return { shapes, panel: percentiles(panel) };
}

export interface ConcurrentBench {
  clients: number;
  requests: number;
  perSecond: number;
  p95: number;
  failed: number;
}

/**
 * `clients` clients at once, each sending results requests of the six shapes one after another over
 * HTTP for `seconds` to the server at `baseUrl` (another process, or this one listening): requests
 * answered per second, their p95, and how many did not answer 200.
 */
export async function benchConcurrent(baseUrl: string, clients = 10, seconds = 20): Promise<ConcurrentBench> {
  const lookups = await scaleLookups(overHttp(baseUrl));
  const times: number[] = [];
  let failed = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const random = prng(3000 + client);
      while (performance.now() < until) {
        const shape = SHAPES[Math.floor(random() * SHAPES.length)] ?? 'a make';
        const criteria = shapeCriteria(shape, random, lookups);
        const sent = performance.now();
        const answer = await fetch(`${baseUrl}/api/search/car/results`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            isNewSearch: true,
            pagination: { CurrentPage: 1, PageSize: 20 },
            searchPanelParameters: criteria,
          }),
        });
        await answer.arrayBuffer();
        if (answer.status !== 200) failed++;
        times.push(performance.now() - sent);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    clients,
    requests: times.length,
    perSecond: Math.round((times.length / elapsed) * 10) / 10,
    p95: percentiles(times).p95,
    failed,
  };
}

/**
 * Results and landing pages a person opens, as the page renderer (render/server.ts) answers them:
 * near a postcode, nearest first, a make and a model, price order, a fuel, page 2 of a national
 * search. Real postcodes and makes every seeded stock holds.
 */
export const RENDERED_PAGES = [
  '/search/car/?PostCode=M11AE&Distance=30',
  '/search/car/?PostCode=B11AA&SortOrder=distance-asc',
  '/ford/fiesta/used-cars/',
  '/search/car/?SortOrder=price-asc',
  '/used-cars/fuel/diesel/',
  '/search/car/?PostCode=LS11UR&Page=2',
  '/vauxhall/used-cars/',
];

/** Each page of `paths`, `rounds` times in turn after a round's warm-up, one at a time: p50 and p95, and failures. */
export async function benchRendered(
  origin: string,
  paths: readonly string[] = RENDERED_PAGES,
  rounds = 15,
): Promise<Percentiles & { failed: number }> {
  const times: number[] = [];
  let failed = 0;
  for (let round = 0; round <= rounds; round++)
    for (const path of paths) {
      const started = performance.now();
      const answer = await fetch(`${origin}${path}`);
      const html = await answer.text();
      // A page of results names its vehicles' pages; the shell (a render that failed) names none.
      const rendered = answer.status === 200 && /\/used-cars\/[^/"]+\/[^/"]+\/\d+\//.test(html);
      if (round === 0) continue;
      if (!rendered) failed++;
      times.push(performance.now() - started);
    }
  return { ...percentiles(times), failed };
}

/** One size's figures on one engine: its starts, the load around them, and the two benchmarks. */
export interface ScaleRun {
  vehicles: number;
  dealers: number;
  /** Spawn to first answer of the start that seeded the stock, when this run seeded it. */
  seedSeconds?: number;
  /** Spawn to first answer of a start on the seeded stock. */
  restartSeconds: number;
  /** `os.loadavg()` (1, 5 and 15 minutes) before and after the benchmarks, and the machine's cores. */
  load: { before: number[]; after: number[]; cpus: number };
  sequential: ScaleBench;
  concurrent: ConcurrentBench;
  /** The server-rendered results pages (benchRendered), when the build was there to render them. */
  rendered?: Percentiles & { failed: number };
}

/** The targets an engine's table marks ✔ or ✘, in the column of this many vehicles. */
export interface ScaleTargets {
  vehicles: number;
  restartSeconds: number;
  countP95: number;
  resultsP95: number;
  panelP95?: number;
  concurrentP95?: number;
  concurrentPerSecond?: number;
  renderedP95?: number;
}

const mark = (ok: boolean) => (ok ? '✔ ' : '✘ ');
const ms = (p: Percentiles) => `${p.p50.toFixed(1)} / ${p.p95.toFixed(1)} ms`;
const loads = (load: number[]) => load.map((l) => l.toFixed(2)).join(' / ');

/**
 * The scale table: a row per shape (count and results p50 / p95 in each size's two columns), the
 * panel, the 10 clients, the starts and the load; ✔ or ✘ against `targets` in its size's column.
 */
export function scaleTable(runs: ScaleRun[], targets: ScaleTargets): string {
  const header = [
    '',
    ...runs.flatMap((run) => [`${run.vehicles.toLocaleString('en-GB')}: count p50 / p95`, 'results p50 / p95']),
  ];
  const cells = (row: (run: ScaleRun, marked: boolean) => [string, string]) =>
    runs.flatMap((run) => row(run, run.vehicles === targets.vehicles));
  const at = (marked: boolean, target: number | undefined, ok: (target: number) => boolean) =>
    marked && target !== undefined ? mark(ok(target)) : '';
  const rows: string[][] = [
    header,
    ...SHAPES.map((shape, i) => [
      shape,
      ...cells((run, marked) => {
        const figures = run.sequential.shapes[i] ?? {
          count: { n: 0, p50: 0, p95: 0 },
          results: { n: 0, p50: 0, p95: 0 },
        };
        return [
          `${at(marked, targets.countP95, (t) => figures.count.p95 <= t)}${ms(figures.count)}`,
          `${at(marked, targets.resultsP95, (t) => figures.results.p95 <= t)}${ms(figures.results)}`,
        ];
      }),
    ]),
    [
      'panel (its counters)',
      ...cells((run, marked) => [
        `${at(marked, targets.panelP95, (t) => run.sequential.panel.p95 <= t)}${ms(run.sequential.panel)}`,
        '',
      ]),
    ],
    [
      `${runs[0]?.concurrent.clients ?? 10} clients, results over HTTP`,
      ...cells(({ concurrent }, marked) => [
        `${at(marked, targets.concurrentPerSecond, (t) => concurrent.perSecond >= t)}${concurrent.perSecond.toFixed(1)} requests/s`,
        `${at(marked, targets.concurrentP95, (t) => concurrent.p95 <= t)}p95 ${concurrent.p95.toFixed(1)} ms, ${concurrent.failed} failed`,
      ]),
    ],
    [
      'server-rendered results pages',
      ...cells(({ rendered }, marked) =>
        rendered
          ? [
              `${at(marked, targets.renderedP95, (t) => rendered.p95 <= t)}${ms(rendered)}`,
              `${rendered.n} pages, ${rendered.failed} not rendered`,
            ]
          : ['no build (npm run build)', ''],
      ),
    ],
    [
      'seed, restart (spawn to first answer)',
      ...cells((run) => [
        run.seedSeconds === undefined ? 'kept' : `seeded in ${run.seedSeconds.toFixed(1)} s`,
        `${mark(run.restartSeconds <= targets.restartSeconds)}${run.restartSeconds.toFixed(1)} s`,
      ]),
    ],
    ['dealers', ...cells((run) => [run.dealers.toLocaleString('en-GB'), ''])],
    [`load 1 / 5 / 15 min before, after`, ...cells((run) => [loads(run.load.before), loads(run.load.after)])],
  ];
  const widths = header.map((_, column) => Math.max(...rows.map((row) => [...(row[column] ?? '')].length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell + ' '.repeat((widths[column] ?? 0) - [...cell].length)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  const [first, ...rest] = rows;
  return [line(first ?? []), rule, ...rest.map(line)].join('\n');
}
