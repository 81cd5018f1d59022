/**
 * The behavioural cases of the conformance suite: properties of the contract a backend team can read,
 * each a sentence, each checked against whatever the server answers. Every criterion is picked from
 * the server's own answers (a make the makes list counts, a price a result carries), never from fixed
 * figures, so any server implementing the contract can pass, and a server that replays the contract's
 * examples (as Prism does) fails. A failure names what was asked and what came back.
 */
import { publishedValues } from './referenceData';
import { Visitor, type Answer } from './visitor';

type VehicleKind = 'car' | 'van';
type Criteria = Record<string, unknown>;

interface Card {
  VehicleId: number;
  Manufacturer: string;
  Model: string;
  FuelType: string;
  Transmission: string;
  Mileage: number;
  RegistrationYear: number;
  GBPPrice: number;
  GBPPriceIncVAT: number;
  IsFeaturedAdvert: boolean;
  Position: number;
  DealerId?: number;
}

interface MakeModel {
  Name?: string;
  Value: string;
  Counter?: number;
  Models?: MakeModel[];
}

interface FilterOption {
  Name?: string;
  Value: string;
  Counter?: number;
}

export interface Property {
  /** The area of the contract (one `describe` each). */
  area: string;
  /** The property, as a sentence. */
  name: string;
  run: (baseUrl: string) => Promise<void>;
}

export class PropertyFailure extends Error {}

/** Fails the property with a message saying what was asked and what came back. */
function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new PropertyFailure(message);
}

function expectStatus(answer: Answer, wanted: number, what: string) {
  check(
    answer.status === wanted,
    `${what}: expected ${wanted}, got ${answer.status} ${JSON.stringify(answer.body ?? '').slice(0, 160)}`,
  );
}

/** A make, model, fuel or transmission name as a criterion value: 'Plug-in Hybrid' → 'plug-in-hybrid'. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const sameName = (name: string, option: { Name?: string; Value: string }) =>
  slug(name) === option.Value || (option.Name !== undefined && slug(name) === slug(option.Name));

// ── Search calls ──────────────────────────────────────────────────────────────────────────────

async function count(v: Visitor, kind: VehicleKind, criteria: Criteria): Promise<number> {
  const answer = await v.call('POST', `/api/search/${kind}/count`, { body: { Type: kind, ...criteria } });
  expectStatus(answer, 200, `count of ${describeCriteria(criteria)}`);
  return answer.body.RecordCount as number;
}

interface Page {
  cards: Card[];
  total: number;
  pageSize: number;
}

async function page(v: Visitor, kind: VehicleKind, criteria: Criteria, n = 1): Promise<Page> {
  const answer = await v.call('POST', `/api/search/${kind}/results`, {
    body: { isNewSearch: n === 1, pagination: { CurrentPage: n }, searchPanelParameters: { Type: kind, ...criteria } },
  });
  expectStatus(answer, 200, `page ${n} of ${describeCriteria(criteria)}`);
  // Only the cards of the results themselves: a SpecialOffers entry is an aside, not a result.
  const cards = (answer.body.Results as Array<Card & { ObjectType?: string }>).filter((r) => !r.ObjectType);
  return {
    cards,
    total: answer.body.Pagination.TotalRecords as number,
    pageSize: (answer.body.Pagination.PageSize as number | undefined) ?? 20,
  };
}

function describeCriteria(criteria: Criteria): string {
  const shown = Object.entries(criteria).map(([key, value]) => {
    if (key === 'MakeModels') {
      const makes = value as MakeModel[];
      return makes
        .map((m) => `Make=${m.Value}${m.Models?.length ? ` Model=${m.Models.map((x) => x.Value).join('|')}` : ''}`)
        .join(' ');
    }
    if (Array.isArray(value)) return `${key}=${(value as FilterOption[]).map((o) => o.Value).join('|')}`;
    return `${key}=${String(value)}`;
  });
  return shown.length ? shown.join(' ') : 'no criteria';
}

const makeCriterion = (make: MakeModel, model?: MakeModel): Criteria => ({
  MakeModels: [
    {
      Value: make.Value,
      Selected: true,
      Models: model ? [{ Value: model.Value, Selected: true, Trims: [] }] : [],
      Trims: [],
    },
  ],
});

const listCriterion = (key: string, value: string): Criteria => ({ [key]: [{ Value: value, Selected: true }] });

/** The makes of the lookup with vehicles, most first. */
async function makes(v: Visitor, kind: VehicleKind): Promise<MakeModel[]> {
  const answer = await v.call('GET', `/api/lookups/${kind}/makes`);
  expectStatus(answer, 200, `the ${kind} makes`);
  const found = (answer.body.Makes as MakeModel[]).filter((m) => m.Value !== '*' && (m.Counter ?? 0) > 0);
  check(found.length > 0, `the ${kind} makes list no make with a Counter above 0`);
  return found.sort((a, b) => (b.Counter ?? 0) - (a.Counter ?? 0));
}

/** A make with at least one model holding vehicles: the commonest such make and its commonest model. */
async function makeAndModel(v: Visitor, kind: VehicleKind): Promise<{ make: MakeModel; model: MakeModel }> {
  for (const make of await makes(v, kind)) {
    const model = (make.Models ?? [])
      .filter((m) => m.Value !== '*' && (m.Counter ?? 0) > 0)
      .sort((a, b) => (b.Counter ?? 0) - (a.Counter ?? 0))[0];
    if (model) return { make, model };
  }
  throw new PropertyFailure(`no ${kind} make lists a model with a Counter above 0`);
}

/** The first page of the whole stock, in an order, with at least `min` cards. */
async function stock(v: Visitor, kind: VehicleKind, criteria: Criteria = {}, min = 1): Promise<Card[]> {
  const { cards } = await page(v, kind, criteria);
  check(cards.length >= min, `${describeCriteria(criteria)}: expected at least ${min} result(s), got ${cards.length}`);
  return cards;
}

/** A value of a list filter the server offers with vehicles (from the default panel), else from a card. */
async function listValue(v: Visitor, kind: VehicleKind, key: 'FuelTypes' | 'Transmissions', card: Card) {
  const panel = await v.call('GET', `/api/search/${kind}/panel/default`);
  const options = ((panel.body?.[key] ?? []) as FilterOption[]).filter((o) => o.Value !== '*' && (o.Counter ?? 0) > 0);
  // The least common offered value, so the filter visibly narrows when there is more than one.
  const offered = options.sort((a, b) => (a.Counter ?? 0) - (b.Counter ?? 0))[0];
  const option: FilterOption = offered ?? { Value: slug(key === 'FuelTypes' ? card.FuelType : card.Transmission) };
  return { option, several: options.length > 1 };
}

/** The middle card of the list (a value inside the stock's range, not at an end). */
const middle = <T>(list: T[]): T => list[Math.floor(list.length / 2)] as T;

// ── Order checks ──────────────────────────────────────────────────────────────────────────────

/** One key of an order: how to read it from a card, and which way it runs. */
type Key = [read: (c: Card) => number, direction: 'ascending' | 'descending', name: string];

const byVehicleId: Key = [(c) => c.VehicleId, 'ascending', 'VehicleId'];

/**
 * Checks that the cards follow an order given as its keys, the first deciding and each next one
 * breaking the ties of those before (SearchCriteria.SortOrder: every order ends with a VehicleId tie-break).
 */
function inOrder(cards: Card[], keys: Key[], what: string) {
  for (let i = 1; i < cards.length; i++) {
    const a = cards[i - 1] as Card;
    const b = cards[i] as Card;
    for (const [read, direction, name] of keys) {
      const ka = read(a);
      const kb = read(b);
      if (ka === kb) continue;
      check(
        direction === 'ascending' ? ka < kb : ka > kb,
        `${what}: ${a.VehicleId} (${name} ${ka}) comes before ${b.VehicleId} (${name} ${kb})`,
      );
      break;
    }
  }
}

/** Pages 1 and 2 in one list: an order must hold across the page boundary too. */
async function twoPages(v: Visitor, kind: VehicleKind, criteria: Criteria): Promise<Card[]> {
  const first = await page(v, kind, criteria, 1);
  const second = first.total > first.cards.length ? await page(v, kind, criteria, 2) : { cards: [] };
  return [...first.cards, ...second.cards];
}

async function distanceOf(v: Visitor, id: number, postcode: string): Promise<number> {
  const answer = await v.call('GET', `/api/vehicles/${id}?postcode=${encodeURIComponent(postcode)}`);
  expectStatus(answer, 200, `vehicle ${id} with postcode=${postcode}`);
  const miles = answer.body.DistanceMiles as number | undefined;
  check(typeof miles === 'number', `vehicle ${id} with postcode=${postcode} has no DistanceMiles`);
  return miles;
}

/** A town centre's postcode from the locations lookup (spaces stripped, as the app sends it). */
async function townPostcode(v: Visitor): Promise<string> {
  const answer = await v.call('GET', '/api/lookups/locations');
  expectStatus(answer, 200, 'the locations');
  const towns = (answer.body.Counties as Array<{ Towns: Array<{ CentrePostCode: string; Featured?: boolean }> }>)
    .flatMap((c) => c.Towns)
    .sort((a, b) => Number(Boolean(b.Featured)) - Number(Boolean(a.Featured)));
  check(towns[0], 'the locations lookup lists no town');
  return towns[0].CentrePostCode.replace(/\s+/g, '').toUpperCase();
}

// ── The properties ────────────────────────────────────────────────────────────────────────────

const visit = (baseUrl: string) => new Visitor(baseUrl);
const kinds: VehicleKind[] = ['car', 'van'];
const properties: Property[] = [];
const property = (area: string, name: string, run: Property['run']) => properties.push({ area, name, run });

for (const kind of kinds) {
  const area = `Searching ${kind}s`;
  const plural = `${kind}s`;

  property(area, `the count equals the results' TotalRecords, with and without criteria`, async (baseUrl) => {
    const v = visit(baseUrl);
    const { make, model } = await makeAndModel(v, kind);
    for (const criteria of [{}, makeCriterion(make), makeCriterion(make, model)]) {
      const counted = await count(v, kind, criteria);
      const { total } = await page(v, kind, criteria);
      check(counted === total, `${describeCriteria(criteria)}: count ${counted}, results TotalRecords ${total}`);
    }
  });

  property(
    area,
    "the panel's DriveTrains, DealerType, SafetyRatings and DealerRating lists are the published values, with their names",
    async (baseUrl) => {
      const v = visit(baseUrl);
      const panel = await v.call('GET', `/api/search/${kind}/panel/default`);
      expectStatus(panel, 200, `the default ${kind} panel`);
      for (const criterion of ['DriveTrains', 'DealerType', 'SafetyRatings', 'DealerRating']) {
        const offered = ((panel.body?.[criterion] ?? []) as FilterOption[]).map((o) => `${o.Value}=${o.Name ?? ''}`);
        const published = publishedValues(criterion).map((p) => `${p.value}=${p.name}`);
        check(
          offered.join(', ') === published.join(', '),
          `${criterion}: the panel offers ${offered.join(', ') || 'nothing'}; openapi/data/search-values.csv publishes ${published.join(', ')}`,
        );
      }
    },
  );

  property(
    area,
    'SelectedAdvertType: the published types together count every advert once, and a value off the list counts none',
    async (baseUrl) => {
      const v = visit(baseUrl);
      const all = await count(v, kind, {});
      const types = publishedValues('SelectedAdvertType').filter((p) => p.value !== '*');
      const counts = await Promise.all(types.map((t) => count(v, kind, { SelectedAdvertType: t.value })));
      const sum = counts.reduce((a, b) => a + b, 0);
      check(
        sum === all,
        `${types.map((t, i) => `SelectedAdvertType=${t.value} counts ${counts[i]}`).join(', ')}: ${sum} in all, but every ${kind} counts ${all}`,
      );
      const off = await count(v, kind, { SelectedAdvertType: 'hire' });
      check(off === 0, `SelectedAdvertType=hire (not a published type) counts ${off}, not 0`);
    },
  );

  property(area, `a make's Counter in the makes list equals the count of ${plural} of that make`, async (baseUrl) => {
    const v = visit(baseUrl);
    const { make, model } = await makeAndModel(v, kind);
    const counted = await count(v, kind, makeCriterion(make));
    check(counted === make.Counter, `Make=${make.Value}: makes list Counter ${make.Counter}, count ${counted}`);
    const modelCount = await count(v, kind, makeCriterion(make, model));
    check(
      modelCount === model.Counter,
      `Make=${make.Value} Model=${model.Value}: makes list Counter ${model.Counter}, count ${modelCount}`,
    );
  });

  property(
    area,
    "a panel's make Counter is the count with that make chosen instead, every other criterion unchanged",
    async (baseUrl) => {
      const v = visit(baseUrl);
      const [chosen, other] = await makes(v, kind);
      check(chosen && other, `the ${kind} makes list fewer than two makes with vehicles`);
      const price = middle(await stock(v, kind, { SortOrder: 'price-asc' })).GBPPriceIncVAT;
      const criteria = { ...makeCriterion(chosen), MaxPrice: price };
      const panel = await v.call('POST', `/api/search/${kind}/panel`, { body: { Type: kind, ...criteria } });
      expectStatus(panel, 200, `the panel for ${describeCriteria(criteria)}`);
      const listed = (panel.body.MakeModels as MakeModel[]).find((m) => m.Value === other.Value);
      const instead = await count(v, kind, { ...makeCriterion(other), MaxPrice: price });
      check(
        (listed?.Counter ?? 0) === instead,
        `the panel for ${describeCriteria(criteria)} gives ${other.Value} the Counter ${listed?.Counter ?? '(not listed)'}, but Make=${other.Value} MaxPrice=${price} counts ${instead}`,
      );
    },
  );

  property(area, 'a narrower criterion never counts more', async (baseUrl) => {
    const v = visit(baseUrl);
    const { make, model } = await makeAndModel(v, kind);
    const cards = await stock(v, kind, makeCriterion(make, model));
    const price = middle(cards).GBPPriceIncVAT;
    const chain: Criteria[] = [
      {},
      makeCriterion(make),
      makeCriterion(make, model),
      { ...makeCriterion(make, model), MaxPrice: price },
      { ...makeCriterion(make, model), MaxPrice: price, MaxMileage: middle(cards).Mileage },
    ];
    let previous = Infinity;
    let previousCriteria: Criteria = {};
    for (const criteria of chain) {
      const counted = await count(v, kind, criteria);
      check(
        counted <= previous,
        `${describeCriteria(criteria)} counts ${counted}, more than ${previous} for ${describeCriteria(previousCriteria)}`,
      );
      previous = counted;
      previousCriteria = criteria;
    }
    check(
      (await count(v, kind, makeCriterion(make))) > 0,
      `Make=${make.Value} counts nothing, yet the makes list counts it`,
    );
  });

  property(
    area,
    `with a make chosen, every result is of that make, and with a model, of that model`,
    async (baseUrl) => {
      const v = visit(baseUrl);
      const { make, model } = await makeAndModel(v, kind);
      const ofMake = await twoPages(v, kind, makeCriterion(make));
      check(ofMake.length > 0, `Make=${make.Value} gives no result, yet the makes list counts ${make.Counter}`);
      for (const c of ofMake)
        check(
          sameName(c.Manufacturer, make),
          `with Make=${make.Value}, result ${c.VehicleId} is a ${c.Manufacturer} ${c.Model}`,
        );
      for (const c of await twoPages(v, kind, makeCriterion(make, model)))
        check(
          sameName(c.Manufacturer, make) && sameName(c.Model, model),
          `with Make=${make.Value} Model=${model.Value}, result ${c.VehicleId} is a ${c.Manufacturer} ${c.Model}`,
        );
    },
  );

  property(area, 'with a fuel type or a transmission chosen, every result has it', async (baseUrl) => {
    const v = visit(baseUrl);
    const [card] = await stock(v, kind);
    for (const [key, field] of [
      ['FuelTypes', 'FuelType'],
      ['Transmissions', 'Transmission'],
    ] as const) {
      const { option, several } = await listValue(v, kind, key, card as Card);
      const criteria = listCriterion(key, option.Value);
      const cards = await twoPages(v, kind, criteria);
      check(cards.length > 0, `${describeCriteria(criteria)} gives no result`);
      for (const c of cards)
        check(sameName(c[field], option), `with ${key}=${option.Value}, result ${c.VehicleId} is ${c[field]}`);
      const counted = await count(v, kind, criteria);
      if (option.Counter !== undefined)
        check(
          counted === option.Counter,
          `${describeCriteria(criteria)} counts ${counted}, the default panel's ${key} Counter says ${option.Counter}`,
        );
      if (several)
        check(
          counted < (await count(v, kind, {})),
          `${describeCriteria(criteria)} counts as many as no criteria: the filter does not narrow`,
        );
    }
  });

  property(
    area,
    "an OR list's entry Counter is the count with that entry alone in place of the list's selection",
    async (baseUrl) => {
      const v = visit(baseUrl);
      const panel = await v.call('GET', `/api/search/${kind}/panel/default`);
      expectStatus(panel, 200, `the default ${kind} panel`);
      const offered = ((panel.body?.FuelTypes ?? []) as FilterOption[]).filter(
        (o) => o.Value !== '*' && (o.Counter ?? 0) > 0,
      );
      const [chosen, other] = offered;
      check(chosen && other, `the default ${kind} panel offers fewer than two FuelTypes with vehicles`);
      const criteria = listCriterion('FuelTypes', chosen.Value);
      const answer = await v.call('POST', `/api/search/${kind}/panel`, { body: { Type: kind, ...criteria } });
      expectStatus(answer, 200, `the panel for ${describeCriteria(criteria)}`);
      const listed = ((answer.body?.FuelTypes ?? []) as FilterOption[]).find((o) => o.Value === other.Value);
      const alone = await count(v, kind, listCriterion('FuelTypes', other.Value));
      check(
        listed?.Counter === alone,
        `with FuelTypes=${chosen.Value} chosen, the panel gives ${other.Value} the Counter ${listed?.Counter ?? '(not listed)'}, but FuelTypes=${other.Value} alone counts ${alone}`,
      );
    },
  );

  property(
    area,
    "MaxAge counts a vehicle's age from the current year in UTC: MaxAge=N counts as MinYear=(the UTC year - N)",
    async (baseUrl) => {
      const v = visit(baseUrl);
      const registered = middle(await stock(v, kind, { SortOrder: 'price-asc' })).RegistrationYear;
      const year = new Date().getUTCFullYear();
      const maxAge = Math.max(0, year - registered);
      const counts = {
        maxAge: await count(v, kind, { MaxAge: maxAge }),
        fromYear: await count(v, kind, { MinYear: year - maxAge }),
        fromNextYear: await count(v, kind, { MinYear: year - maxAge + 1 }),
      };
      check(
        counts.maxAge === counts.fromYear && counts.maxAge > counts.fromNextYear,
        `in ${year} (UTC) MaxAge=${maxAge} counts ${counts.maxAge}; MinYear=${year - maxAge} counts ${counts.fromYear} and MinYear=${year - maxAge + 1} ${counts.fromNextYear}`,
      );
    },
  );

  property(area, 'Age and MaxAge together: the smaller applies', async (baseUrl) => {
    const v = visit(baseUrl);
    const young = { years: 1 };
    const old = { years: 5 };
    const counts = {
      ageYoung: await count(v, kind, { Age: young.years }),
      maxAgeYoung: await count(v, kind, { MaxAge: young.years }),
      bothYoungFirst: await count(v, kind, { Age: young.years, MaxAge: old.years }),
      bothOldFirst: await count(v, kind, { Age: old.years, MaxAge: young.years }),
      old: await count(v, kind, { MaxAge: old.years }),
    };
    check(
      counts.ageYoung === counts.maxAgeYoung,
      `Age=${young.years} counts ${counts.ageYoung} but MaxAge=${young.years} counts ${counts.maxAgeYoung}: Age is a maximum age, as MaxAge`,
    );
    check(
      counts.bothYoungFirst === counts.ageYoung && counts.bothOldFirst === counts.ageYoung,
      `Age=${young.years} MaxAge=${old.years} counts ${counts.bothYoungFirst} and Age=${old.years} MaxAge=${young.years} counts ${counts.bothOldFirst}; the smaller (${young.years} years) alone counts ${counts.ageYoung}`,
    );
    check(
      counts.old > counts.ageYoung,
      `MaxAge=${old.years} counts ${counts.old}, no more than ${young.years} years' ${counts.ageYoung}: the stock does not tell the two apart`,
    );
  });

  const bounds = [
    { name: 'price', min: 'MinPrice', max: 'MaxPrice', of: (c: Card) => c.GBPPriceIncVAT },
    { name: 'mileage', min: 'MinMileage', max: 'MaxMileage', of: (c: Card) => c.Mileage },
    { name: 'year', min: 'MinYear', max: 'MaxYear', of: (c: Card) => c.RegistrationYear },
  ] as const;
  for (const bound of bounds) {
    property(
      area,
      `${bound.min} and ${bound.max} are inclusive bounds on the ${bound.name}: every result lies within them, and a vehicle exactly at a bound is counted`,
      async (baseUrl) => {
        const v = visit(baseUrl);
        const value = bound.of(middle(await stock(v, kind, {}, 3)));
        for (const [key, inside, outside] of [
          [bound.min, (x: number) => x >= value, { [bound.min]: value + 1 }],
          [bound.max, (x: number) => x <= value, { [bound.max]: value - 1 }],
        ] as const) {
          // A Max of -1 means no limit: at 0 there is no bound below to move to.
          if (value === 0 && key === bound.max) continue;
          const criteria = { [key]: value };
          for (const c of await twoPages(v, kind, criteria))
            check(inside(bound.of(c)), `with ${key}=${value}, result ${c.VehicleId} has ${bound.name} ${bound.of(c)}`);
          // A vehicle carries exactly `value`, so moving the bound past it must count one fewer at least.
          const atBound = await count(v, kind, criteria);
          const pastBound = await count(v, kind, outside);
          check(
            atBound > pastBound,
            `${key}=${value} counts ${atBound} and ${describeCriteria(outside)} counts ${pastBound}: a vehicle with ${bound.name} exactly ${value} is not counted`,
          );
        }
        const crossed = { [bound.min]: value + 1, [bound.max]: value };
        const none = await count(v, kind, crossed);
        check(none === 0, `${describeCriteria(crossed)} (a Min above its Max) counts ${none}, not 0`);
      },
    );
  }

  property(
    area,
    'pages do not overlap, and the pages of a small result set together hold all its TotalRecords',
    async (baseUrl) => {
      const v = visit(baseUrl);
      const first = await page(v, kind, {});
      const second = await page(v, kind, {}, 2);
      const overlap = second.cards.filter((c) => first.cards.some((f) => f.VehicleId === c.VehicleId));
      check(
        overlap.length === 0,
        `pages 1 and 2 of all ${plural} both hold ${overlap.map((c) => c.VehicleId).join(', ')}`,
      );
      for (const [i, c] of second.cards.entries())
        check(
          c.Position === second.pageSize + i + 1,
          `card ${i + 1} of page 2 of all ${plural} (PageSize ${second.pageSize}) has Position ${c.Position}`,
        );
      check(
        first.cards.length <= first.pageSize,
        `page 1 holds ${first.cards.length} results, more than its PageSize ${first.pageSize}`,
      );
      // A model with more than one page of results but few pages.
      const all = await makes(v, kind);
      const models = all.flatMap((make) =>
        (make.Models ?? []).filter((m) => m.Value !== '*').map((model) => ({ make, model, n: model.Counter ?? 0 })),
      );
      const small = models
        .filter((m) => m.n > first.pageSize && m.n <= first.pageSize * 5)
        .sort((a, b) => a.n - b.n)[0];
      const chosen = small ? makeCriterion(small.make, small.model) : makeCriterion(middle(all));
      const head = await page(v, kind, chosen);
      const pages = Math.ceil(head.total / head.pageSize);
      check(pages <= 10, `${describeCriteria(chosen)}: ${head.total} results is not a small result set`);
      const seen = new Map<number, number>();
      for (let n = 1; n <= pages; n++) {
        const { cards } = n === 1 ? head : await page(v, kind, chosen, n);
        for (const c of cards) {
          check(
            !seen.has(c.VehicleId),
            `${describeCriteria(chosen)}: ${c.VehicleId} is on page ${seen.get(c.VehicleId)} and page ${n}`,
          );
          seen.set(c.VehicleId, n);
        }
      }
      for (const [i, c] of head.cards.entries())
        check(c.Position === i + 1, `${describeCriteria(chosen)}: card ${i + 1} of page 1 has Position ${c.Position}`);
      const pastEnd = await page(v, kind, chosen, pages + 1);
      check(
        pastEnd.cards.length === 0,
        `${describeCriteria(chosen)}: page ${pages + 1}, past the end, holds ${pastEnd.cards.length} cards`,
      );
      check(
        seen.size === head.total,
        `${describeCriteria(chosen)}: its ${pages} page(s) hold ${seen.size} distinct vehicles, TotalRecords says ${head.total}`,
      );
    },
  );

  // The compared price is GBPPriceIncVAT unless IsPriceExcludeVATSearch (SearchCriteria.MinPrice).
  const comparedPrice = (c: Card) => c.GBPPriceIncVAT;
  const orders: Array<{ order: string; keys: Key[]; says: string }> = [
    {
      order: 'price-asc',
      keys: [[comparedPrice, 'ascending', 'price'], byVehicleId],
      says: 'price ascending, ties by VehicleId',
    },
    {
      order: 'price-desc',
      keys: [[comparedPrice, 'descending', 'price'], byVehicleId],
      says: 'price descending, ties by VehicleId',
    },
    {
      order: 'mileage-asc',
      keys: [[(c) => c.Mileage, 'ascending', 'mileage'], byVehicleId],
      says: 'mileage ascending, ties by VehicleId',
    },
    {
      order: 'year-desc',
      keys: [
        [(c) => c.RegistrationYear, 'descending', 'year'],
        [(c) => c.Mileage, 'ascending', 'mileage'],
        byVehicleId,
      ],
      says: 'year descending, then mileage ascending, then VehicleId',
    },
    {
      order: 'recently-added',
      keys: [[(c) => c.VehicleId, 'descending', 'VehicleId']],
      says: 'the newest advert first (VehicleId descending)',
    },
  ];
  for (const o of orders)
    property(area, `SortOrder ${o.order} lists the results by ${o.says}, across pages`, async (baseUrl) => {
      const v = visit(baseUrl);
      for (const criteria of [{}, makeCriterion((await makeAndModel(v, kind)).make)])
        inOrder(
          await twoPages(v, kind, { ...criteria, SortOrder: o.order }),
          o.keys,
          `SortOrder=${o.order} ${describeCriteria(criteria)}`,
        );
    });

  property(
    area,
    'SortOrder relevance starts each page with up to 3 Featured places, the rest by distance band, then the newest',
    async (baseUrl) => {
      const v = visit(baseUrl);
      const postcode = await townPostcode(v);
      const bands = [10, 25, 50, 100];
      for (const criteria of [{}, makeCriterion((await makeAndModel(v, kind)).make), { PostCode: postcode }]) {
        const what = `SortOrder=relevance ${describeCriteria(criteria)}`;
        const first = await page(v, kind, { ...criteria, SortOrder: 'relevance' }, 1);
        const second =
          first.total > first.cards.length ? await page(v, kind, { ...criteria, SortOrder: 'relevance' }, 2) : null;
        const pages = second ? [first.cards, second.cards] : [first.cards];
        let featuredRanOut = false;
        pages.forEach((cards, index) => {
          const lead = cards.findIndex((c) => !c.IsFeaturedAdvert);
          const places = lead === -1 ? cards.length : lead;
          const othersEnd = cards.findLastIndex((c) => !c.IsFeaturedAdvert);
          const late = cards.slice(places, othersEnd + 1).filter((c) => c.IsFeaturedAdvert);
          check(late.length === 0, `${what}: page ${index + 1} has Featured adverts among the others`);
          check(
            places <= 3 || othersEnd === -1,
            `${what}: page ${index + 1} starts with ${places} Featured adverts, more than its 3 places`,
          );
          check(!featuredRanOut || places === 0, `${what}: Featured adverts came back after running out`);
          if (places < 3 && othersEnd !== -1) featuredRanOut = true;
        });
        const all = pages.flat();
        const newest: Key = [(c) => c.VehicleId, 'descending', 'VehicleId'];
        if (!('PostCode' in criteria)) {
          inOrder(
            all.filter((c) => c.IsFeaturedAdvert),
            [newest],
            `${what}, its Featured adverts`,
          );
          inOrder(
            all.filter((c) => !c.IsFeaturedAdvert),
            [newest],
            `${what}, its other adverts`,
          );
          continue;
        }
        const others = first.cards.filter((c) => !c.IsFeaturedAdvert);
        const band = new Map<number, number>();
        for (const c of others) {
          const miles = await distanceOf(v, c.VehicleId, postcode);
          const found = bands.findIndex((limit) => miles <= limit);
          band.set(c.VehicleId, found === -1 ? bands.length : found);
        }
        inOrder(others, [[(c) => band.get(c.VehicleId) ?? 0, 'ascending', 'distance band'], newest], what);
      }
    },
  );

  property(
    area,
    'with a postcode and a Distance, every result is within that distance, one farther away is left out, and SortOrder distance-asc lists the nearest first',
    async (baseUrl) => {
      const v = visit(baseUrl);
      const postcode = await townPostcode(v);
      // How far some vehicles of the national results are, to choose a Distance that must leave one out.
      const sample = (await page(v, kind, { PostCode: postcode })).cards.slice(0, 10);
      const far = new Map<number, number>();
      for (const c of sample) far.set(c.VehicleId, await distanceOf(v, c.VehicleId, postcode));
      const farthest = Math.max(...far.values());
      check(farthest > 2, `from ${postcode}, the first national results are all within ${farthest} miles`);
      const distance = Math.max(1, Math.floor(farthest / 2));
      const within = { PostCode: postcode, Distance: distance };
      const national = await count(v, kind, { PostCode: postcode });
      const near = await count(v, kind, within);
      check(
        near < national,
        `PostCode=${postcode} Distance=${distance} counts ${near}, as many as ${national} nationally, yet a result is ${farthest} miles away`,
      );
      const { cards } = await page(v, kind, { ...within, SortOrder: 'distance-asc' });
      const miles = new Map<number, number>();
      for (const c of cards.slice(0, 10)) miles.set(c.VehicleId, await distanceOf(v, c.VehicleId, postcode));
      // The distance compared is the one DistanceMiles gives: rounded to a tenth of a mile.
      for (const [id, m] of miles)
        check(m <= distance, `with PostCode=${postcode} Distance=${distance}, vehicle ${id} is ${m} miles away`);
      inOrder(
        cards.slice(0, 10),
        [[(c) => miles.get(c.VehicleId) ?? 0, 'ascending', 'miles'], byVehicleId],
        `SortOrder=distance-asc from ${postcode}`,
      );
    },
  );
}

const ids = 'Vehicles, dealers and reviews by id';

property(
  ids,
  'the vehicle asked is the vehicle returned, and vehicle cards come back in the order asked',
  async (baseUrl) => {
    const v = visit(baseUrl);
    const cards = [
      ...(await stock(v, 'car', { SortOrder: 'price-desc' }, 3)).slice(0, 2),
      ...(await stock(v, 'van')).slice(0, 1),
    ];
    for (const card of cards) {
      const answer = await v.call('GET', `/api/vehicles/${card.VehicleId}`);
      expectStatus(answer, 200, `vehicle ${card.VehicleId}`);
      check(
        answer.body.Vehicle.VehicleId === card.VehicleId,
        `asked for vehicle ${card.VehicleId}, got ${answer.body.Vehicle.VehicleId}`,
      );
    }
    const asked = cards.map((c) => c.VehicleId).reverse();
    const list = await v.call('GET', `/api/vehicles?ids=${asked.join(',')}`);
    expectStatus(list, 200, `vehicle cards ${asked.join(',')}`);
    const got = (list.body.Vehicles as Card[]).map((c) => c.VehicleId);
    check(JSON.stringify(got) === JSON.stringify(asked), `asked for cards ${asked.join(',')}, got ${got.join(',')}`);
  },
);

property(ids, 'the dealer asked is the dealer returned', async (baseUrl) => {
  const v = visit(baseUrl);
  const directory = await v.call('GET', '/api/dealers?vehicleType=all&page=2');
  expectStatus(directory, 200, 'the dealer directory, page 2');
  const dealers = directory.body.Dealers as Array<{ Id: number }>;
  const fromCard = (await stock(v, 'car')).find((c) => c.DealerId)?.DealerId;
  const wanted = [...dealers.slice(0, 2).map((d) => d.Id), ...(fromCard ? [fromCard] : [])];
  check(wanted.length > 0, 'no dealer id to ask for: the directory page 2 is empty and no card names its dealer');
  for (const id of wanted) {
    const answer = await v.call('GET', `/api/dealers/${id}`);
    expectStatus(answer, 200, `dealer ${id}`);
    check(answer.body.Id === id, `asked for dealer ${id}, got ${answer.body.Id}`);
  }
});

property(
  ids,
  'the review asked is the review returned, and a make narrows the reviews to that make',
  async (baseUrl) => {
    const v = visit(baseUrl);
    const list = await v.call('GET', '/api/reviews?vehicleType=car');
    expectStatus(list, 200, 'the car reviews');
    const reviews = list.body.Reviews as Array<{ Id: string; MakeSlug: string }>;
    check(reviews.length > 0, 'no car review to ask for');
    for (const review of [reviews[0], reviews[reviews.length - 1]] as Array<{ Id: string }>) {
      const answer = await v.call('GET', `/api/reviews/${review.Id}`);
      expectStatus(answer, 200, `review ${review.Id}`);
      check(answer.body.Summary?.Id === review.Id, `asked for review ${review.Id}, got ${answer.body.Summary?.Id}`);
    }
    // The make with the fewest reviews, so the filter visibly narrows.
    const make = (list.body.Makes as Array<{ Slug: string; ReviewCount: number }>).sort(
      (a, b) => a.ReviewCount - b.ReviewCount,
    )[0]?.Slug;
    check(make, 'the car reviews list no make');
    const ofMake = await v.call('GET', `/api/reviews?vehicleType=car&make=${make}`);
    expectStatus(ofMake, 200, `the car reviews of ${make}`);
    for (const r of ofMake.body.Reviews as Array<{ Id: string; MakeSlug: string }>)
      check(r.MakeSlug === make, `with make=${make}, review ${r.Id} is of ${r.MakeSlug}`);
  },
);

/** The first day a dealer's review summary counts (DealerReviewSummary): the day after the same day 12 months ago. */
function reviewsCountedFrom(today: Date): string {
  const [year, month] = [today.getUTCFullYear(), today.getUTCMonth() - 12];
  const day = Math.min(today.getUTCDate(), new Date(Date.UTC(year, month + 1, 0)).getUTCDate());
  return new Date(Date.UTC(year, month, day) + 86_400_000).toISOString().slice(0, 10);
}

property(
  ids,
  "a dealer's reviews come newest first, each once over the pages, and its summary counts the last 12 months only",
  async (baseUrl) => {
    const v = visit(baseUrl);
    const directory = await v.call('GET', '/api/dealers?vehicleType=all');
    expectStatus(directory, 200, 'the dealer directory');
    const dealer = (directory.body.Dealers as Array<{ Id: number; ReviewSummary: Record<string, number> }>)[0];
    check(dealer, 'the directory lists no dealer');
    const reviews: Array<{ Id: number; Stars: number; PublishedAt: string }> = [];
    let total = 0;
    for (let page = 1; page <= 100; page++) {
      const answer = await v.call('GET', `/api/dealers/${dealer.Id}/reviews?page=${page}&pageSize=20`);
      expectStatus(answer, 200, `page ${page} of dealer ${dealer.Id}'s reviews`);
      total = answer.body.Pagination.TotalRecords as number;
      if (answer.body.Reviews.length === 0) break;
      reviews.push(...(answer.body.Reviews as typeof reviews));
    }
    check(reviews.length === total, `${reviews.length} reviews over the pages, TotalRecords ${total}`);
    check(new Set(reviews.map((r) => r.Id)).size === reviews.length, 'a review is listed twice');
    reviews.slice(1).forEach((r, i) => {
      const before = reviews[i] as (typeof reviews)[number];
      const inOrder = before.PublishedAt > r.PublishedAt || (before.PublishedAt === r.PublishedAt && before.Id > r.Id);
      check(inOrder, `review ${r.Id} (${r.PublishedAt}) comes after ${before.Id} (${before.PublishedAt})`);
    });
    const from = reviewsCountedFrom(new Date());
    const counted = reviews.filter((r) => r.PublishedAt >= from);
    const positive = counted.filter((r) => r.Stars >= 4).length;
    const stars = counted.reduce((sum, r) => sum + r.Stars, 0);
    const expected = {
      ScorePercentage: counted.length ? Math.floor((positive * 200 + counted.length) / (2 * counted.length)) : 0,
      ReviewCount: counted.length,
      ...(counted.length
        ? { AverageStars: Math.floor((stars * 20 + counted.length) / (2 * counted.length)) / 10 }
        : {}),
    };
    const summary = (await v.call('GET', `/api/dealers/${dealer.Id}/reviews`)).body.Summary as Record<string, number>;
    for (const [key, value] of Object.entries(expected))
      check(summary[key] === value, `Summary.${key} is ${summary[key]}; the reviews since ${from} give ${value}`);
    for (const key of new Set([...Object.keys(summary), ...Object.keys(dealer.ReviewSummary)]))
      check(
        summary[key] === dealer.ReviewSummary[key],
        `the reviews' Summary.${key} is ${summary[key]}, the dealer's ${dealer.ReviewSummary[key]}`,
      );
  },
);

property(ids, 'an unknown vehicle, dealer, review or saved search is 404', async (baseUrl) => {
  const v = visit(baseUrl);
  for (const path of [
    '/api/vehicles/2147483646',
    '/api/dealers/2147483646',
    '/api/dealers/2147483646/reviews',
    '/api/reviews/no-such-review-1900',
  ]) {
    const answer = await v.call('GET', path);
    expectStatus(answer, 404, `GET ${path}`);
  }
  await v.register();
  const unknown = '00000000-0000-4000-8000-000000000000';
  const edit = await v.call('PUT', `/api/account/saved-searches/${unknown}`, {
    body: { Name: 'Nothing', EmailAlerts: false },
  });
  expectStatus(edit, 404, `PUT /api/account/saved-searches/${unknown}`);
  const save = await v.call('POST', '/account/savevehicleshortlist', {
    body: { vehicleId: 2147483646, returnVehicle: false },
  });
  expectStatus(save, 404, 'shortlisting vehicle 2147483646');
});

const accounts = 'Accounts and sessions';

property(
  accounts,
  'a wrong password is 401 and leaves the visitor signed out; the right one signs in',
  async (baseUrl) => {
    const v = visit(baseUrl);
    const { email, password, answer } = await v.register();
    expectStatus(answer, 201, 'registering a new person');
    expectStatus(await v.call('POST', '/api/account/signout'), 200, 'signing out');
    const wrong = await v.call('POST', '/api/account/signin', { body: { Email: email, Password: 'Wrong2026pass' } });
    expectStatus(wrong, 401, 'signing in with a wrong password');
    const session = await v.call('GET', '/api/account/session');
    check(session.body?.IsAuthenticated === false, 'after a wrong password the session is signed in');
    const right = await v.call('POST', '/api/account/signin', { body: { Email: email, Password: password } });
    expectStatus(right, 200, 'signing in with the right password');
    check(right.body?.User?.Email === email, `signed in as ${right.body?.User?.Email}, not ${email}`);
  },
);

property(accounts, 'an email address that already has an account cannot register again (409)', async (baseUrl) => {
  const v = visit(baseUrl);
  const { email } = await v.register();
  const other = visit(baseUrl);
  await other.start();
  const again = await other.call('POST', '/api/account/register', {
    body: { FirstName: 'Casey', LastName: 'Morgan', Email: email, Password: 'Another2026', AcceptTerms: true },
  });
  expectStatus(again, 409, `registering ${email} a second time`);
});

property(accounts, 'a missing or wrong X-CSRF-Token is 403, signed in or not', async (baseUrl) => {
  const v = visit(baseUrl);
  await v.start();
  const credentials = { Email: 'nobody@example.co.uk', Password: 'Nobody2026x' };
  expectStatus(
    await v.call('POST', '/api/account/signin', { body: credentials, csrf: null }),
    403,
    'signing in with no CSRF token',
  );
  expectStatus(
    await v.call('POST', '/api/account/signin', { body: credentials, csrf: 'f'.repeat(32) }),
    403,
    'signing in with a wrong CSRF token',
  );
  await v.register();
  const [card] = await stock(v, 'car');
  const body = { vehicleId: (card as Card).VehicleId, returnVehicle: false };
  expectStatus(
    await v.call('POST', '/account/savevehicleshortlist', { body, csrf: null }),
    403,
    'shortlisting with no CSRF token',
  );
  expectStatus(
    await v.call('POST', '/account/savevehicleshortlist', { body, csrf: `${v.csrf ?? ''}0`.slice(1) }),
    403,
    'shortlisting with a wrong CSRF token',
  );
  const shortlist = await v.call('GET', '/api/account/shortlist');
  check(
    !(shortlist.body?.VehicleIds as number[] | undefined)?.includes(body.vehicleId),
    `a shortlisting refused for its CSRF token still added ${body.vehicleId}`,
  );
});

property(
  accounts,
  'signing in rotates the session: the new cookie and CSRF token are signed in, the pre-sign-in cookie and token no longer are',
  async (baseUrl) => {
    const v = visit(baseUrl);
    const { email, password } = await v.register();
    expectStatus(await v.call('POST', '/api/account/signout'), 200, 'signing out');
    const before = { cookie: v.cookie, csrf: v.csrf };
    const signedIn = await v.call('POST', '/api/account/signin', { body: { Email: email, Password: password } });
    expectStatus(signedIn, 200, 'signing in');
    check(v.cookie && v.cookie !== before.cookie, `signing in set no new fc_session cookie (still ${before.cookie})`);
    check(v.csrf && v.csrf !== before.csrf, 'signing in returned the pre-sign-in CSRF token');
    expectStatus(await v.call('GET', '/api/account/shortlist'), 200, 'the shortlist with the new cookie');
    const old = await v.call('GET', '/api/account/shortlist', { cookie: before.cookie ?? null });
    expectStatus(old, 401, 'the shortlist with the pre-sign-in cookie');
    const oldSession = await v.call('GET', '/api/account/session', { cookie: before.cookie ?? null });
    check(oldSession.body?.IsAuthenticated !== true, 'the pre-sign-in cookie is signed in too');
    const stale = await v.call('POST', '/api/account/saved-searches', {
      body: { Name: 'Stale token', VehicleType: 'car', EmailAlerts: false, Criteria: {} },
      csrf: before.csrf ?? null,
    });
    expectStatus(stale, 403, 'saving a search with the pre-sign-in CSRF token');
    // Signing out rotates again: the signed-in cookie is then no longer signed in.
    const signedInCookie = v.cookie;
    expectStatus(await v.call('POST', '/api/account/signout'), 200, 'signing out');
    check(v.cookie !== signedInCookie, 'signing out set no new fc_session cookie');
    const after = await v.call('GET', '/api/account/shortlist', { cookie: signedInCookie ?? null });
    expectStatus(after, 401, 'the shortlist with the cookie of the session signed out');
  },
);

/** The attributes of the fc_session cookie an answer sets, lower-cased, without the pair itself. */
function sessionCookieAttributes(answer: Answer): string[] | undefined {
  const line = (answer.headers.getSetCookie?.() ?? []).find((c) => c.startsWith('fc_session='));
  return line
    ?.split(/;\s*/)
    .slice(1)
    .map((a) => a.toLowerCase());
}
const lifetimeOf = (attributes: string[]) =>
  attributes.filter((a) => a.startsWith('max-age=') || a.startsWith('expires=')).join('; ') || 'none';

property(
  accounts,
  'only a RememberMe sign-in sets a cookie that outlives the browser: Max-Age=2592000 (30 days); anonymous and other sign-ins set no Max-Age or Expires',
  async (baseUrl) => {
    const v = visit(baseUrl);
    const anonymous = sessionCookieAttributes(await v.start());
    check(anonymous, 'GET /api/account/session with no cookie set no fc_session cookie');
    check(lifetimeOf(anonymous) === 'none', `the anonymous session cookie has a lifetime: ${lifetimeOf(anonymous)}`);
    const { email, password } = await v.register();
    for (const rememberMe of [false, true]) {
      expectStatus(await v.call('POST', '/api/account/signout'), 200, 'signing out');
      const signedIn = await v.call('POST', '/api/account/signin', {
        body: { Email: email, Password: password, RememberMe: rememberMe },
      });
      expectStatus(signedIn, 200, `signing in with RememberMe ${rememberMe}`);
      const attributes = sessionCookieAttributes(signedIn);
      check(attributes, `signing in with RememberMe ${rememberMe} set no fc_session cookie`);
      const wanted = rememberMe ? 'max-age=2592000' : 'none';
      check(
        lifetimeOf(attributes) === wanted,
        `signing in with RememberMe ${rememberMe}: the cookie's lifetime is ${lifetimeOf(attributes)}, not ${wanted}`,
      );
    }
  },
);

const lists = 'Shortlist and saved searches';

property(lists, 'a shortlist holds 25 vehicles: the 26th is refused with 409 and not added', async (baseUrl) => {
  const v = visit(baseUrl);
  const { answer } = await v.register();
  expectStatus(answer, 201, 'registering a new person');
  const cards = await twoPages(v, 'car', { SortOrder: 'price-asc' });
  const wanted = [...new Set(cards.map((c) => c.VehicleId))].slice(0, 26);
  check(wanted.length === 26, `only ${wanted.length} distinct cars on the first two pages`);
  for (const [i, id] of wanted.entries()) {
    const saved = await v.call('POST', '/account/savevehicleshortlist', {
      body: { vehicleId: id, returnVehicle: false },
    });
    expectStatus(saved, i < 25 ? 200 : 409, `shortlisting vehicle number ${i + 1} (${id})`);
  }
  const again = await v.call('POST', '/account/savevehicleshortlist', {
    body: { vehicleId: wanted[0], returnVehicle: false },
  });
  expectStatus(again, 200, `shortlisting ${wanted[0]}, already held, into the full shortlist`);
  const shortlist = await v.call('GET', '/api/account/shortlist');
  expectStatus(shortlist, 200, 'the shortlist');
  const held = shortlist.body.VehicleIds as number[];
  check(held.length === 25, `the full shortlist holds ${held.length} vehicles`);
  check(!held.includes(wanted[25] as number), `the refused 26th vehicle ${wanted[25]} is on the shortlist`);
  const dropped = wanted.slice(0, 25).filter((id) => !held.includes(id));
  check(dropped.length === 0, `the full shortlist lacks ${dropped.join(', ')}, shortlisted and accepted`);
});

property(
  lists,
  "a card's Position is its place in the list answered: the shortlist's newest first, the recent panel's among the cards answered",
  async (baseUrl) => {
    const v = visit(baseUrl);
    const { answer } = await v.register();
    expectStatus(answer, 201, 'registering a new person');
    const saved = [...new Set((await stock(v, 'car', { SortOrder: 'price-desc' }, 3)).map((c) => c.VehicleId))].slice(
      0,
      3,
    );
    check(saved.length === 3, `only ${saved.length} distinct cars to shortlist`);
    for (const id of saved)
      expectStatus(
        await v.call('POST', '/account/savevehicleshortlist', { body: { vehicleId: id, returnVehicle: false } }),
        200,
        `shortlisting ${id}`,
      );
    const shortlist = await v.call('GET', '/api/account/shortlist');
    expectStatus(shortlist, 200, 'the shortlist');
    const held = (shortlist.body.Vehicles as Card[]).map((c) => `${c.VehicleId} at ${c.Position}`);
    const wanted = [...saved].reverse().map((id, i) => `${id} at ${i + 1}`);
    check(
      JSON.stringify(held) === JSON.stringify(wanted),
      `shortlisted ${saved.join(', ')} in turn; the shortlist's cards are ${held.join(', ')}, not ${wanted.join(', ')}`,
    );
    // An id asked twice counts once; one never advertised is left out and takes no place.
    const [first, second] = saved as [number, number];
    const asked = [second, 2147483646, first, second];
    const recent = await v.call('GET', `/api/vehicles?ids=${asked.join(',')}`);
    expectStatus(recent, 200, `vehicle cards ${asked.join(',')}`);
    const cards = (recent.body.Vehicles as Card[]).map((c) => `${c.VehicleId} at ${c.Position}`);
    const placed = [`${second} at 1`, `${first} at 2`];
    check(
      JSON.stringify(cards) === JSON.stringify(placed),
      `vehicle cards ${asked.join(',')} answer ${cards.join(', ')}, not ${placed.join(', ')}`,
    );
  },
);

property(lists, "a saved search is its owner's alone: the owner edits it, another person gets 404", async (baseUrl) => {
  const owner = visit(baseUrl);
  await owner.register();
  const created = await owner.call('POST', '/api/account/saved-searches', {
    body: { Name: 'Conformance search', VehicleType: 'car', EmailAlerts: true, Criteria: { Type: 'car' } },
  });
  expectStatus(created, 201, 'saving a search');
  const id = created.body.Id as string;
  const edited = await owner.call('PUT', `/api/account/saved-searches/${id}`, {
    body: { Name: 'Renamed search', EmailAlerts: false },
  });
  expectStatus(edited, 200, 'editing the saved search');
  check(
    edited.body.Id === id && edited.body.Name === 'Renamed search' && edited.body.EmailAlerts === false,
    `the edit answered ${JSON.stringify(edited.body).slice(0, 200)}`,
  );
  const listed = await owner.call('GET', '/api/account/saved-searches');
  check(
    (listed.body.SavedSearches as Array<{ Id: string; Name: string }>).some(
      (s) => s.Id === id && s.Name === 'Renamed search',
    ),
    'the edited saved search is not listed with its new name',
  );
  const stranger = visit(baseUrl);
  await stranger.register();
  const theirs = await stranger.call('PUT', `/api/account/saved-searches/${id}`, {
    body: { Name: 'Taken over', EmailAlerts: true },
  });
  expectStatus(theirs, 404, "another person editing the owner's saved search");
  expectStatus(await owner.call('DELETE', `/api/account/saved-searches/${id}`), 204, 'deleting the saved search');
  expectStatus(await owner.call('DELETE', `/api/account/saved-searches/${id}`), 404, 'deleting it a second time');
});

/** The figures of getFinanceQuote's formula (HP, APR 9.9, no fees), each to the penny. */
function financeQuote(price: number, deposit: number, term: number) {
  const borrow = price - deposit;
  const r = Math.pow(1 + 9.9 / 100, 1 / 12) - 1;
  const pay = Math.round(((borrow * r) / (1 - Math.pow(1 + r, -term))) * 100) / 100;
  const pennies = (x: number) => Math.round(x * 100) / 100;
  return { Borrow: borrow, Pay: pay, Total: pennies(deposit + term * pay), Credit: pennies(term * pay - borrow) };
}

property('Finance', 'a quote follows the stated hire purchase formula (APR 9.9, no fees)', async (baseUrl) => {
  const v = visit(baseUrl);
  for (const [price, deposit, term] of [
    [9495, 1000, 60],
    [23750, 4000, 36],
    [6200, 250, 24],
  ] as const) {
    const asked = `£${price}, £${deposit} down, ${term} months`;
    const answer = await v.call(
      'GET',
      `/api/finance/quote?price=${price}&deposit=${deposit}&term=${term}&annualMileage=8000`,
    );
    expectStatus(answer, 200, `a quote for ${asked}`);
    const want = financeQuote(price, deposit, term);
    const got = answer.body.RepresentativeExample as Record<string, number>;
    for (const [field, value] of Object.entries(want))
      check(
        Math.abs((got[field] ?? NaN) - value) < 0.005,
        `${asked}: ${field} ${got[field]}, the formula gives ${value}`,
      );
    check(
      Math.abs(answer.body.MonthlyPayment - want.Pay) < 0.005,
      `${asked}: MonthlyPayment ${answer.body.MonthlyPayment}, the formula gives ${want.Pay}`,
    );
  }
});

property(
  'Finance',
  'a deposit that leaves less than the £1,000 minimum credit is refused with 422',
  async (baseUrl) => {
    const v = visit(baseUrl);
    for (const deposit of [0, 8000]) {
      const ok = await v.call('GET', `/api/finance/quote?price=9000&deposit=${deposit}&term=48&annualMileage=10000`);
      expectStatus(ok, 200, `a quote for £9,000 with £${deposit} down`);
    }
    for (const deposit of [8001, 9000]) {
      const answer = await v.call(
        'GET',
        `/api/finance/quote?price=9000&deposit=${deposit}&term=48&annualMileage=10000`,
      );
      expectStatus(answer, 422, `a quote for £9,000 with £${deposit} down`);
    }
  },
);

property(
  'Finance',
  'a monthly-cost search leaves out what the deposit leaves less than £1,000 to borrow on',
  async (baseUrl) => {
    const v = visit(baseUrl);
    const deposit = 3000;
    const all = await count(v, 'car', {});
    const thin = await count(v, 'car', { MaxPrice: deposit + 999 });
    const monthly = await count(v, 'car', { PaymentSearchSelection: { Selected: 'monthly' }, PaymentDeposit: deposit });
    check(
      monthly === all - thin,
      `a monthly search with £${deposit} down counts ${monthly} cars; of ${all}, ${thin} are priced under £${deposit + 1000}`,
    );
  },
);

export { properties };
