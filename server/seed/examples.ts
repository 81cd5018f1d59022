/**
 * The contract's own example vehicles and dealers (the getVehicle and getDealer examples of
 * openapi/openapi.yaml, which share x-example-data through YAML aliases) as seed records, so every
 * example id resolves on the reference server with the page the contract shows for it.
 */
import { loadContract, type ContractDocument } from '../contract.ts';
import { findModel, type EngineSpec, type ModelSpec } from './catalogue.ts';
import { dealerFacts, plateYear, storedDetail, vehicleFacts } from './facts.ts';
import type { Dealer, DealerTypeValue, Stock, StockDealer, StockVehicle, VehicleDetail } from './types.ts';

/** The values of the examples of a path's getter's 200 answer (copies: the parsed contract is shared). */
function examplesOf<T>(document: ContractDocument, path: string): T[] {
  const ok = document.paths[path]?.get?.responses?.['200']?.content?.['application/json']?.examples ?? {};
  return Object.values(ok).map((example) => structuredClone(example.value) as T);
}

/** Dealer type and part exchange of the example dealers (the contract does not say): group dealers are franchised. */
function exampleDealer(dealer: Dealer): StockDealer {
  const dealerType: DealerTypeValue = dealer.GroupId > 0 ? 'franchise' : 'independent';
  return { dealer, facts: dealerFacts(dealer, dealerType, !(dealer.IsOnlineOnly ?? false)) };
}

/** The catalogue entry whose name appears in the title as whole words, longest name first. */
function named<T extends { name: string }>(title: string, entries: readonly T[]): T | undefined {
  const padded = ` ${title} `;
  return [...entries].sort((a, b) => b.name.length - a.name.length).find((entry) => padded.includes(` ${entry.name} `));
}

/** The examples were listed one a day from 1 August 2026 (before the generated stock), in id order (ids are issued in listing order). */
const FIRST_LISTED = Date.UTC(2026, 7, 1, 9, 0, 0);

function exampleVehicle(detail: VehicleDetail, dealer: StockDealer, index: number): StockVehicle {
  const stored = storedDetail(detail);
  const card = stored.Vehicle;
  const [, kind = '', makeSlug = '', modelSlug = ''] =
    /^\/used-(cars|vans)\/([a-z0-9-]+)\/([a-z0-9-]+)\//.exec(card.DetailsPageUrl) ?? [];
  const type = kind === 'vans' ? 'van' : 'car';
  const found = findModel(type, makeSlug, modelSlug);
  if (!found) throw new Error(`Example ${card.VehicleId}: ${makeSlug}/${modelSlug} is not in the catalogue`);
  const model: ModelSpec = found.model;
  const trim = named(card.Title, model.trims) ?? model.trims[0];
  const engine: EngineSpec | undefined = named(card.Title, model.engines);
  if (!trim) throw new Error(`Example ${card.VehicleId}: no trim`);
  const year = plateYear(card.Registration) ?? card.RegistrationYear;
  // A plate's identifier above 50 was issued from September: register those in October, the others in May.
  const month = Number(/^[A-Z]{2}([0-9]{2})/.exec(card.Registration)?.[1] ?? 0) >= 50 ? 10 : 5;
  const mpg = stored.Specification.FuelEconomyMpg;
  const electric = card.FuelType === 'Electric' || card.FuelType === 'Plug-in Hybrid';
  const battery = electric ? (engine ?? model.engines.find((e) => e.batteryRange)) : undefined;
  const facts = vehicleFacts(stored, dealer, {
    makeSlug,
    modelSlug,
    trimSlug: trim.slug,
    trim: trim.name,
    registrationDate: `${year}-${String(month).padStart(2, '0')}-15`,
    tankRangeMiles: mpg && card.FuelType !== 'Electric' ? Math.round((mpg * model.tankLitres) / 4.546) : null,
    batteryRangeMiles: battery?.batteryRange ?? null,
    batteryFastChargeMinutes: battery?.chargeMinutes || null,
    batteryIsLeased: false,
    batteryWarrantyWhenNew: electric,
    safetyRating: model.safety,
    brakedTowingKg: model.towing[0],
    unbrakedTowingKg: model.towing[1],
    // An example's history check, where it carries one, is the write-off and import facts' source.
    writeOff: stored.History?.Check.WriteOff ?? null,
    imported: stored.History?.Check.Imported ?? false,
    exHire: false,
    exFleet: false,
    preReg: false,
    exDemo: false,
    hot: false,
    priceAndGo: false,
    listedAt: new Date(FIRST_LISTED + index * 86_400_000).toISOString().replace('.000Z', 'Z'),
  });
  return { detail: stored, facts };
}

/** The contract's example dealers and vehicles as seed records, in the document's order. */
export function exampleStock(): Stock {
  const document = loadContract();
  const dealers = examplesOf<Dealer>(document, '/api/dealers/{dealerId}').map(exampleDealer);
  const byId = new Map(dealers.map((d) => [d.dealer.Id, d]));
  const vehicles = examplesOf<VehicleDetail>(document, '/api/vehicles/{vehicleId}').map((detail, index) => {
    const dealer = byId.get(detail.Dealer.Id);
    if (!dealer)
      throw new Error(`Example ${detail.Vehicle.VehicleId}: dealer ${detail.Dealer.Id} has no getDealer example`);
    return exampleVehicle(detail, dealer, index);
  });
  return { dealers, vehicles };
}
