/**
 * Search: counts, result pages and panels for cars and vans, and vehicle cards by id. Matching,
 * orders, pages and counters are the contract's (SearchCriteria, SortOrder, searchCars); see
 * server/search/.
 */
import type { components } from '../../openapi/generated/schema';
import type { VehicleKind } from '../seed/types';
import { type CompiledSearch, CriteriaError, type SearchCriteria } from '../search/criteria';
import { cardsById, countMatches, pageOfMatches, prepareSearch } from '../search/engine';
import { buildPanel, defaultCriteria } from '../search/panel';
import { catalogue } from '../search/catalogue';
import { catalogueReads } from '../db/replica';
import type { Context, Handlers } from '../types';

/** 400 code 102: a postcode that cannot be placed, with the words for its field. */
const invalidPostcode = (FriendlyMessage: string) => ({ status: 400 as const, body: { Code: 102, FriendlyMessage } });
const unprocessable = {
  status: 422,
  body: { Code: 100, FriendlyMessage: 'Sorry, we could not process that request. Please check it and try again.' },
} as const;

/** Runs `work`, answering 400 code 102 for an invalid postcode and 422 for values it cannot process. */
async function answering<T>(
  work: () => Promise<T>,
): Promise<T | ReturnType<typeof invalidPostcode> | typeof unprocessable> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CriteriaError)
      return error.kind === 'postcode' ? invalidPostcode(error.friendlyMessage) : unprocessable;
    throw error;
  }
}

/** `DistanceIsApproximate`, sent whenever the search has a postcode. */
const approximation = ({ distanceIsApproximate }: CompiledSearch) =>
  distanceIsApproximate === undefined ? {} : { DistanceIsApproximate: distanceIsApproximate };

const count = (type: VehicleKind) => (criteria: SearchCriteria, context: Context) =>
  answering(async () => {
    const search = await prepareSearch(catalogueReads(context), criteria, type, context.now());
    return {
      status: 200 as const,
      body: { RecordCount: await countMatches(catalogueReads(context), search), ...approximation(search.compiled) },
    };
  });

const results = (type: VehicleKind) => (body: components['schemas']['SearchRequest'], context: Context) =>
  answering(async () => {
    const search = await prepareSearch(catalogueReads(context), body.searchPanelParameters, type, context.now());
    const page = body.pagination.CurrentPage;
    const size = body.pagination.PageSize ?? 20;
    const [{ cards, total }, { dealerById }] = await Promise.all([
      pageOfMatches(catalogueReads(context), search, page, size),
      catalogue(catalogueReads(context)),
    ]);
    // A dealer's stock says whose it is (the page's heading names the dealer).
    const dealer = dealerById.get(body.searchPanelParameters.DealerId ?? 0);
    return {
      status: 200 as const,
      body: {
        Results: cards,
        Pagination: { CurrentPage: page, TotalRecords: total, PageSize: size },
        ...(dealer ? { Dealer: { Id: dealer.id, Name: dealer.name } } : {}),
        ...approximation(search.compiled),
      },
    };
  });

const panel = (type: VehicleKind) => (criteria: SearchCriteria, context: Context) =>
  answering(async () => {
    const search = await prepareSearch(catalogueReads(context), criteria, type, context.now());
    return { status: 200 as const, body: await buildPanel(catalogueReads(context), search) };
  });

const reset = (type: VehicleKind) => async (context: Context) => {
  const search = await prepareSearch(catalogueReads(context), defaultCriteria(type), type, context.now());
  return { status: 200 as const, body: await buildPanel(catalogueReads(context), search) };
};

export const searchHandlers: Handlers = {
  countCarSearchResults: ({ body }, context) => count('car')(body, context),
  countVanSearchResults: ({ body }, context) => count('van')(body, context),
  searchCars: ({ body }, context) => results('car')(body, context),
  searchVans: ({ body }, context) => results('van')(body, context),
  updateCarSearchPanel: ({ body }, context) => panel('car')(body, context),
  updateVanSearchPanel: ({ body }, context) => panel('van')(body, context),
  updateWholeCarSearchPanel: ({ body }, context) => panel('car')(body, context),
  updateWholeVanSearchPanel: ({ body }, context) => panel('van')(body, context),
  resetCarSearchPanel: (_request, context) => reset('car')(context),
  resetVanSearchPanel: (_request, context) => reset('van')(context),

  /** Cards in the order asked; ids never advertised are left out, sold ones kept. */
  listVehicleCards: async ({ query }, context) => {
    const cards = await cardsById(catalogueReads(context), [...new Set(query.ids)], context.now());
    return { status: 200, body: { Vehicles: cards.map((card, index) => ({ ...card, Position: index + 1 })) } };
  },
};
