import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { insuranceGroupTop } from '../../domain/insuranceGroups';
import { roadTaxRates } from '../../domain/roadTax';
import { euroStandardOf, meetsCleanAirStandards } from '../../domain/cleanAir';
import { isValidPostcode } from '../../domain/uk/postcode';
import { document, schemaPointer, validate } from '../../openapi/contract/contract';
import { carMakes, findModel, vanMakes } from './catalogue';
import { ageIdentifier, plateYear, representativeExample, storedDetail } from './facts';
import { FIRST_DEALER_ID, FIRST_VEHICLE_ID, REFERENCE_DATE, generateStock } from './generate';
import { districtOf, distanceMiles, outwardCode, postcodeDistricts, townCentres } from './postcodes';
import type { StockDealer, StockVehicle, VehicleDetail } from './types';

const stock = generateStock();
const dealerById = new Map(stock.dealers.map((d) => [d.dealer.Id, d]));
const root = new URL('../../', import.meta.url);

type Examples<T> = Record<string, { value: T }>;
const responseExamples = <T>(path: string) =>
  (
    document.paths[path] as {
      get: { responses: { '200': { content: { 'application/json': { examples: Examples<T> } } } } };
    }
  ).get.responses['200'].content['application/json'].examples;
const vehicleExamples = Object.values(responseExamples<VehicleDetail>('/api/vehicles/{vehicleId}')).map((e) => e.value);
const dealerExamples = Object.values(responseExamples<StockDealer['dealer']>('/api/dealers/{dealerId}')).map(
  (e) => e.value,
);

const exampleData = (document as unknown as { 'x-example-data': Record<string, unknown> })['x-example-data'];
type Option = { Name?: string; Value: string; Id?: number; Models?: Option[]; Trims?: Option[] };
const optionValues = (key: string) => (exampleData[key] as Option[]).map((o) => o.Value).filter((v) => v !== '*');

/** The page getVehicle would answer for a record (without a postcode), from the stored parts. */
function page(vehicle: StockVehicle): VehicleDetail {
  const dealer = dealerById.get(vehicle.facts.dealerId);
  if (!dealer) throw new Error(`No dealer ${vehicle.facts.dealerId}`);
  return { ...vehicle.detail, Dealer: dealer.dealer, DealerStock: [], DealerStockCount: 0 };
}

describe('generateStock', () => {
  it('validates every dealer and every vehicle page (card included) against the contract', () => {
    const failures: string[] = [];
    for (const d of stock.dealers) {
      for (const error of validate(schemaPointer('Dealer'), d.dealer)) failures.push(`dealer ${d.dealer.Id}: ${error}`);
    }
    for (const v of stock.vehicles) {
      for (const error of validate(schemaPointer('VehicleDetail'), page(v)))
        failures.push(`vehicle ${v.facts.vehicleId}: ${error}`);
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });

  it('is deterministic: the same seed gives the same stock, another seed another', () => {
    expect(JSON.stringify(generateStock())).toBe(JSON.stringify(stock));
    const other = generateStock({ seed: 7, dealers: 20, vehicles: 300 });
    expect(JSON.stringify(other.vehicles.slice(30, 40))).not.toBe(JSON.stringify(stock.vehicles.slice(30, 40)));
  });

  it('holds 200 dealers and 5,000 vehicles, about 85% cars, with unique ids and registrations', () => {
    expect(stock.dealers).toHaveLength(200);
    expect(stock.vehicles).toHaveLength(5000);
    const cars = stock.vehicles.filter((v) => v.facts.type === 'car').length;
    expect(cars / stock.vehicles.length).toBeGreaterThan(0.8);
    expect(cars / stock.vehicles.length).toBeLessThan(0.9);
    expect(new Set(stock.vehicles.map((v) => v.facts.vehicleId)).size).toBe(5000);
    expect(new Set(stock.dealers.map((d) => d.dealer.Id)).size).toBe(200);
    expect(new Set(stock.vehicles.map((v) => v.facts.registration)).size).toBe(5000);
    expect(new Set(stock.dealers.map((d) => d.dealer.Name)).size).toBe(200);
    expect(new Set(stock.dealers.map((d) => d.dealer.PhoneNumber)).size).toBe(200);
  });

  it('generates ids that never collide with the example ids', () => {
    const exampleIds = new Set(vehicleExamples.map((v) => v.Vehicle.VehicleId));
    const generated = stock.vehicles.filter((v) => !exampleIds.has(v.facts.vehicleId));
    expect(generated.every((v) => v.facts.vehicleId >= FIRST_VEHICLE_ID)).toBe(true);
    const exampleDealers = new Set(dealerExamples.map((d) => d.Id));
    expect(
      stock.dealers.filter((d) => !exampleDealers.has(d.dealer.Id)).every((d) => d.dealer.Id >= FIRST_DEALER_ID),
    ).toBe(true);
  });

  it('includes every example vehicle and dealer of the contract, as the contract shows them', () => {
    expect(vehicleExamples.length).toBeGreaterThan(20);
    for (const example of vehicleExamples) {
      const record = stock.vehicles.find((v) => v.facts.vehicleId === example.Vehicle.VehicleId);
      expect(record, `vehicle ${example.Vehicle.VehicleId}`).toBeDefined();
      expect(record?.detail).toEqual(storedDetail(example));
      expect(record?.facts.dealerId).toBe(example.Dealer.Id);
    }
    for (const example of dealerExamples) {
      expect(dealerById.get(example.Id)?.dealer).toEqual({ ...example, StockCount: expect.any(Number) });
    }
  });

  it("gives each dealer its unsold vehicles' count as StockCount, and vehicles only of the types it sells", () => {
    for (const d of stock.dealers) {
      const own = stock.vehicles.filter((v) => v.facts.dealerId === d.dealer.Id);
      expect(d.dealer.StockCount).toBe(own.filter((v) => !v.facts.sold).length);
      for (const v of own) expect(v.facts.type === 'car' ? d.facts.sellsCars : d.facts.sellsVans).toBe(true);
    }
  });

  it('places every dealer in a district of the table, and every vehicle at its dealer', () => {
    for (const d of stock.dealers) {
      const district = districtOf(d.dealer.Address?.PostCode ?? '');
      expect(district, d.dealer.Address?.PostCode).toBeDefined();
      expect(d.facts).toMatchObject({ district: district?.district, lat: district?.lat, lng: district?.lng });
      expect(d.facts.sellsCars).toBe(d.dealer.VehicleTypes?.includes('car'));
    }
    for (const v of stock.vehicles) {
      const d = dealerById.get(v.facts.dealerId);
      expect(v.facts).toMatchObject({
        district: d?.facts.district,
        lat: d?.facts.lat,
        lng: d?.facts.lng,
        dealerRating: d?.dealer.ReviewSummary.ScorePercentage,
        dealerGroupId: d?.dealer.GroupId,
        dealerOnlineOnly: d?.dealer.IsOnlineOnly ?? false,
      });
    }
  });

  it("keeps facts in agreement with the card, in the contract's value vocabularies", () => {
    const fuels = [...optionValues('fuelTypes'), 'plug-in-hybrid', 'bi-fuel'];
    const bodies = { car: optionValues('carBodyStyles'), van: optionValues('vanBodyStyles') };
    const transmissions = optionValues('transmissions');
    for (const { detail, facts } of stock.vehicles) {
      const card = detail.Vehicle;
      const at = `vehicle ${card.VehicleId}`;
      expect(card.DetailsPageUrl, at).toBe(
        `/used-${facts.type}s/${facts.makeSlug}/${facts.modelSlug}/${card.VehicleId}`,
      );
      expect(card.VehicleType, at).toBe(facts.type === 'car' ? 1 : 7);
      expect(findModel(facts.type, facts.makeSlug, facts.modelSlug)?.model.name, at).toBe(card.Model);
      expect(facts, at).toMatchObject({
        make: card.Manufacturer,
        price: card.GBPPrice,
        priceIncVat: card.GBPPriceIncVAT,
        priceExcludesVat: card.IsPriceExcludingVAT,
        year: card.RegistrationYear,
        mileage: card.Mileage,
        registration: card.Registration,
        sold: card.Sold,
        reduced: card.Reduced,
        featured: card.IsFeaturedAdvert,
        imageCount: card.ImageCount,
        dealerId: card.DealerId,
      });
      expect(fuels, at).toContain(facts.fuel);
      expect(bodies[facts.type], at).toContain(facts.bodyStyle);
      expect(transmissions, at).toContain(facts.transmission);
      expect(facts.colour, at).toBe(card.Colour.toLowerCase());
      expect(card.ImageCount, at).toBe(detail.Images.length);
      expect(card.Reduced, at).toBe(card.isReduced);
      expect(facts.keywordsText, at).toContain(card.Title.toLowerCase());
      const formatted = `£${card.GBPPrice.toLocaleString('en-GB')}${card.IsPriceExcludingVAT ? ' + VAT' : ''}`;
      expect(card.Price, at).toBe(formatted);
      expect(card.GBPPriceIncVAT, at).toBe(card.IsPriceExcludingVAT ? Math.round(card.GBPPrice * 1.2) : card.GBPPrice);
      expect(facts.priceExVat, at).toBe(card.IsPriceExcludingVAT ? card.GBPPrice : card.GBPPriceIncVAT);
      if (facts.type === 'car') expect(card.IsPriceExcludingVAT, at).toBe(false);
      if (detail.Finance) expect(detail.Finance.CashPrice, at).toBe(card.GBPPriceIncVAT);
    }
  });

  it('registers every vehicle in its year: the plate identifier matches the registration date', () => {
    for (const { detail, facts } of stock.vehicles) {
      const card = detail.Vehicle;
      const at = `${card.VehicleId} ${card.Registration} ${facts.registrationDate}`;
      const current = /^[A-Z]{2}([0-9]{2}) [A-Z]{3}$/.exec(card.Registration);
      if (facts.district.startsWith('BT')) {
        expect(card.Registration, at).toMatch(/^[A-Z]{3} [0-9]{1,4}$|^[A-Z]{2}[0-9]{2} [A-Z]{3}$/);
      } else {
        expect(current, at).not.toBeNull();
      }
      const example = vehicleExamples.some((e) => e.Vehicle.VehicleId === card.VehicleId);
      if (example) {
        expect(plateYear(card.Registration), at).toBe(card.RegistrationYear);
      } else {
        expect(Number(facts.registrationDate.slice(0, 4)), at).toBe(card.RegistrationYear);
        if (current) expect(current[1], at).toBe(ageIdentifier(new Date(`${facts.registrationDate}T00:00:00Z`)));
      }
    }
  });

  it('lists vehicles in id order (ids are issued in listing order), none after the reference date', () => {
    const byId = [...stock.vehicles].sort((a, b) => a.facts.vehicleId - b.facts.vehicleId);
    const out = byId.filter((v, i) => i > 0 && v.facts.listedAt <= (byId[i - 1]?.facts.listedAt ?? ''));
    expect(out.map((v) => v.facts.vehicleId)).toEqual([]);
    expect(byId.every((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(v.facts.listedAt))).toBe(true);
    expect((byId.at(-1)?.facts.listedAt ?? '') < `${REFERENCE_DATE}T00:00:00Z`).toBe(true);
  });

  it('registers only versions that were on sale in their year: no 2012 Sportage HEV, no 2015 Leaf e+, no 2013 Transit Connect EcoBlue', () => {
    // First (and last) years UK buyers could register each version new, from the makers' launch dates.
    const onSale: Record<string, [version: RegExp | string, first: number, last?: number][]> = {
      'audi/a3': [['plug-in-hybrid', 2014]],
      'bmw/1-series': [[/ 128ti /, 2020]],
      'bmw/3-series': [['plug-in-hybrid', 2016]],
      'bmw/x1': [['plug-in-hybrid', 2020]],
      'bmw/x3': [['plug-in-hybrid', 2020]],
      'ford/fiesta': [['hybrid', 2020]],
      'kia/sportage': [['hybrid', 2022]],
      'kia/niro': [['electric', 2018]],
      'nissan/juke': [['hybrid', 2022]],
      'nissan/qashqai': [
        ['hybrid', 2021],
        ['diesel', 2012, 2021],
      ],
      'nissan/leaf': [
        [/ 40kWh /, 2018],
        [/ e\+ 62kWh /, 2019],
      ],
      'toyota/c-hr': [[/ 2\.0 Hybrid /, 2020]],
      'toyota/rav4': [['hybrid', 2016]],
      'vauxhall/astra': [['plug-in-hybrid', 2021]],
      'mercedes-benz/a-class': [['plug-in-hybrid', 2019]],
      'mercedes-benz/c-class': [['plug-in-hybrid', 2015]],
      'mercedes-benz/glc': [['plug-in-hybrid', 2016]],
      'mini/countryman': [['plug-in-hybrid', 2017]],
      'hyundai/tucson': [['hybrid', 2021]],
      'peugeot/3008': [['plug-in-hybrid', 2020]],
      'honda/civic': [['hybrid', 2022]],
      'honda/cr-v': [
        ['hybrid', 2019],
        ['diesel', 2013, 2018],
      ],
      'honda/jazz': [['hybrid', 2020]],
      'land-rover/range-rover-evoque': [['plug-in-hybrid', 2020]],
      'volvo/xc60': [['plug-in-hybrid', 2017]],
      'fiat/500': [['hybrid', 2020]],
      'fiat/panda': [['hybrid', 2020]],
      'renault/clio': [['hybrid', 2020]],
      'renault/captur': [['hybrid', 2020]],
      'dacia/duster': [['bi-fuel', 2020]],
      'citroen/c5-aircross': [['plug-in-hybrid', 2020]],
      'ford/transit-custom': [
        ['plug-in-hybrid', 2019],
        [/ EcoBlue /, 2016],
        [/ TDCi /, 2013, 2016],
      ],
      'ford/focus': [
        ['hybrid', 2020],
        [/ EcoBlue /, 2018],
        [/ TDCi /, 2012, 2018],
      ],
      'ford/kuga': [
        ['plug-in-hybrid', 2020],
        [/ EcoBlue /, 2020],
        [/ TDCi /, 2012, 2019],
      ],
      'ford/transit': [
        [/ EcoBlue /, 2016],
        [/ TDCi /, 2014, 2016],
      ],
      'ford/ranger': [
        [/ EcoBlue /, 2019],
        [/ TDCi /, 2012, 2019],
      ],
      'ford/transit-connect': [
        [/ EcoBlue /, 2018],
        [/ TDCi /, 2013, 2018],
      ],
      'volkswagen/golf': [
        ['plug-in-hybrid', 2015],
        [/ 1\.5 TSI /, 2017],
        [/ 1\.4 TSI /, 2012, 2017],
      ],
      'volkswagen/tiguan': [
        [/ 1\.5 TSI /, 2018],
        [/ 1\.4 TSI /, 2012, 2018],
      ],
      'volkswagen/touran': [
        [/ 1\.5 TSI /, 2018],
        [/ 1\.4 TSI /, 2012, 2018],
      ],
      'volkswagen/transporter': [
        [/ T5 /, 2012, 2015],
        [/ T6 /, 2015, 2019],
        [/ T6\.1 /, 2019, 2024],
        [/ Transporter 2\.0 /, 2025],
      ],
      'tesla/model-3': [
        [/ Standard Range Plus /, 2019, 2021],
        [/ Model 3 RWD /, 2021],
      ],
    };
    const wrong: string[] = [];
    for (const { facts, detail } of stock.vehicles) {
      for (const [version, first, last = 2026] of onSale[`${facts.makeSlug}/${facts.modelSlug}`] ?? []) {
        const matches = typeof version === 'string' ? facts.fuel === version : version.test(detail.Vehicle.Title);
        if (matches && (facts.year < first || facts.year > last))
          wrong.push(`${facts.year} ${detail.Vehicle.Title} (${facts.fuel}), on sale ${first} to ${last}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("taxes every advert at this year's rates: vans at the van rate, cars from April 2017 at the standard rate (with the supplement)", () => {
    const wrong = stock.vehicles
      .filter(({ facts, detail }) => {
        const tax = detail.Specification.AnnualTaxGBP;
        if (facts.type === 'van') return tax !== roadTaxRates.van;
        const standard = roadTaxRates.standard;
        return (
          facts.registrationDate >= '2017-04-01' &&
          tax !== standard &&
          tax !== standard + roadTaxRates.expensiveCarSupplement
        );
      })
      .map(({ facts, detail }) => `${facts.year} ${detail.Vehicle.Title}: £${detail.Specification.AnnualTaxGBP}`);
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('gives every combustion vehicle the Euro standard of its registration date, and ULEZ by it: petrol from Euro 4, diesel from Euro 6, electric always', () => {
    const wrong = stock.vehicles
      .filter(({ facts, detail }) => {
        const spec = detail.Specification;
        const fuelType = detail.Vehicle.FuelType;
        const standard = euroStandardOf({
          vehicleType: facts.type,
          fuelType,
          registrationDate: facts.registrationDate,
        });
        return spec.EuroStandard !== standard || spec.IsULEZCompliant !== meetsCleanAirStandards(fuelType, standard);
      })
      .map(
        ({ facts, detail }) =>
          `${facts.registrationDate} ${detail.Vehicle.Title}: ${detail.Specification.EuroStandard}`,
      );
    expect(wrong.slice(0, 10)).toEqual([]);
    const diesels = stock.vehicles.filter(({ facts }) => facts.fuel === 'diesel');
    const euro6From = { car: '2015-09-01', van: '2016-09-01' } as const;
    const older = diesels.filter(({ facts }) => facts.registrationDate < euro6From[facts.type]);
    expect(older.length).toBeGreaterThan(0);
    expect(older.filter(({ facts }) => facts.ulezCompliant)).toEqual([]);
    expect(
      diesels.filter(({ facts }) => facts.registrationDate >= euro6From[facts.type] && !facts.ulezCompliant),
    ).toEqual([]);
    expect(stock.vehicles.filter(({ facts }) => facts.fuel !== 'diesel' && !facts.ulezCompliant)).toEqual([]);
    expect(
      stock.vehicles.filter(
        ({ facts, detail }) => (facts.fuel === 'electric') !== (detail.Specification.EuroStandard === undefined),
      ),
    ).toEqual([]);
  });

  it("rates cars and pick-ups in the car groups, 1 to 50, and every other van on the commercial vehicles' 1 to 20", () => {
    const outside = stock.vehicles
      .filter(({ facts, detail }) => {
        const group = detail.Specification.InsuranceGroup;
        return group !== undefined && (group < 1 || group > insuranceGroupTop(facts.type, detail.Vehicle.BodyStyle));
      })
      .map(
        ({ facts, detail }) => `${facts.type} ${detail.Vehicle.Title}: group ${detail.Specification.InsuranceGroup}`,
      );
    expect(outside.slice(0, 10)).toEqual([]);
    const vanGroups = stock.vehicles
      .filter((v) => v.facts.type === 'van' && v.detail.Vehicle.BodyStyle !== 'Pick Up')
      .map((v) => v.detail.Specification.InsuranceGroup ?? 0);
    expect(Math.max(...vanGroups)).toBeGreaterThan(10);
  });

  it('has cheap stock as the big UK sites do: old, high-mileage cars under £1,000, none under £500', () => {
    const cars = stock.vehicles.filter((v) => v.facts.type === 'car' && !v.detail.Vehicle.Sold).map((v) => v.facts);
    const cheap = cars.filter((f) => f.priceIncVat <= 1000);
    expect(cheap.length, 'cars at £1,000 or less').toBeGreaterThanOrEqual(cars.length / 1000);
    const thisYear = new Date(REFERENCE_DATE).getUTCFullYear();
    for (const f of cheap) {
      expect(thisYear - f.year, `${f.vehicleId} at £${f.priceIncVat}: its age`).toBeGreaterThanOrEqual(10);
      expect(f.mileage, `${f.vehicleId} at £${f.priceIncVat}: its mileage`).toBeGreaterThan(100_000);
    }
    expect(cars.filter((f) => f.priceIncVat < 500)).toEqual([]);
  });

  it('gives mileages consistent with age', () => {
    for (const { facts } of stock.vehicles) {
      const age = 2026 - facts.year + 1;
      expect(facts.mileage, `${facts.vehicleId}`).toBeLessThanOrEqual(age * 32_000);
      if (facts.preReg) expect(facts.mileage).toBeLessThanOrEqual(50);
    }
    const mean = (list: StockVehicle[]) => list.reduce((s, v) => s + v.facts.mileage, 0) / list.length;
    const old = stock.vehicles.filter((v) => v.facts.year <= 2016);
    const young = stock.vehicles.filter((v) => v.facts.year >= 2024);
    expect(mean(old)).toBeGreaterThan(mean(young) * 3);
  });

  it('prices older vehicles of a model lower than newer ones, on average', () => {
    const fiestas = (year: number) =>
      stock.vehicles.filter((v) => v.facts.modelSlug === 'focus' && v.facts.year === year).map((v) => v.facts.price);
    const mean = (list: number[]) => list.reduce((s, p) => s + p, 0) / list.length;
    expect(mean(fiestas(2015))).toBeLessThan(mean(fiestas(2021)));
  });

  it('points every image at a file that exists under public/', () => {
    const paths = new Set<string>();
    for (const { detail } of stock.vehicles) {
      paths.add(detail.Vehicle.MainImage.Medium);
      paths.add(detail.Vehicle.MainImage.DefaultImage);
      for (const image of detail.Images) paths.add(image.Medium).add(image.Large);
    }
    const missing = [...paths].filter((path) => !existsSync(new URL(`public${path}`, root)));
    expect(missing).toEqual([]);
  });

  it('quotes the representative example by the formula the contract examples follow', () => {
    const financed = vehicleExamples.flatMap((v) =>
      v.Finance ? [{ price: v.Vehicle.GBPPriceIncVAT, finance: v.Finance }] : [],
    );
    expect(financed.length).toBeGreaterThan(5);
    for (const { price, finance } of financed) {
      const quote = representativeExample(price);
      expect(quote.Borrow).toBe(finance.Borrow);
      expect(Math.abs(quote.Pay - finance.Pay)).toBeLessThanOrEqual(0.02);
      expect(Math.abs(quote.Total - finance.Total)).toBeLessThanOrEqual(0.02 * finance.Over);
      expect(quote.Total).toBeCloseTo(quote.Deposit + quote.Over * quote.Pay, 2);
      expect(quote.Credit).toBeCloseTo(quote.Total - quote.CashPrice, 2);
    }
  });
});

describe('catalogue', () => {
  const contractMakes = (key: string) => (exampleData[key] as Option[]).filter((m) => m.Value !== '*');

  it("holds every make and model of the contract's lookups with the same slugs, names and ids", () => {
    for (const [key, makes] of [
      ['carMakes', carMakes],
      ['vanMakes', vanMakes],
    ] as const) {
      for (const make of contractMakes(key)) {
        const ours = makes.find((m) => m.slug === make.Value);
        expect(ours, `${key} ${make.Value}`).toMatchObject({ name: make.Name, id: make.Id });
        for (const model of make.Models ?? []) {
          const mine = ours?.models.find((m) => m.slug === model.Value);
          expect(mine, `${make.Value}/${model.Value}`).toMatchObject({ name: model.Name, id: model.Id });
          for (const trim of model.Trims ?? []) {
            expect(
              mine?.trims.find((t) => t.slug === trim.Value),
              `${model.Value} ${trim.Value}`,
            ).toMatchObject({
              name: trim.Name,
              id: trim.Id,
            });
          }
        }
      }
    }
  });

  it('gives unique ids and slugs to makes, models and trims within a vehicle type', () => {
    for (const makes of [carMakes, vanMakes]) {
      expect(new Set(makes.map((m) => m.slug)).size).toBe(makes.length);
      const models = makes.flatMap((m) => m.models);
      expect(new Set(models.map((m) => m.id)).size).toBe(models.length);
      for (const make of makes) expect(new Set(make.models.map((m) => m.slug)).size).toBe(make.models.length);
      for (const model of models) expect(new Set(model.trims.map((t) => t.slug)).size).toBe(model.trims.length);
    }
  });

  it('generates stock of every model it holds', () => {
    const seen = new Set(stock.vehicles.map((v) => `${v.facts.type}/${v.facts.makeSlug}/${v.facts.modelSlug}`));
    const all = [
      ...carMakes.flatMap((m) => m.models.map((x) => `car/${m.slug}/${x.slug}`)),
      ...vanMakes.flatMap((m) => m.models.map((x) => `van/${m.slug}/${x.slug}`)),
    ];
    expect(all.filter((key) => !seen.has(key))).toEqual([]);
  });
});

describe('postcode districts', () => {
  it('holds every district of the reference file, unique, in all four nations and the islands', () => {
    expect(postcodeDistricts.length).toBeGreaterThanOrEqual(2848);
    expect(new Set(postcodeDistricts.map((d) => d.district)).size).toBe(postcodeDistricts.length);
    for (const area of ['SW1A', 'M1', 'EH1', 'G2', 'CF10', 'BT1']) expect(districtOf(area), area).toBeDefined();
    for (const d of postcodeDistricts) {
      expect(d.lat, d.district).toBeGreaterThan(49.1);
      expect(d.lat, d.district).toBeLessThan(61);
      expect(d.lng, d.district).toBeGreaterThan(-8.2);
      expect(d.lng, d.district).toBeLessThan(1.8);
    }
  });

  it('lists each post town once per county with its first-listed district', () => {
    const keys = townCentres.map((t) => `${t.countySlug}/${t.townSlug}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(townCentres.find((t) => t.townSlug === 'reading')).toMatchObject({
      countySlug: 'berkshire',
      district: 'RG1',
    });
    expect(townCentres.find((t) => t.town === "King's Lynn")?.townSlug).toBe('kings-lynn');
    for (const t of townCentres) expect(districtOf(t.district)?.town).toBe(t.town);
  });

  it('finds the district of full and partial postcodes, whatever the spaces and case', () => {
    expect(districtOf('sw1a 1aa')?.district).toBe('SW1A');
    expect(districtOf('SW1A1AA')?.district).toBe('SW1A');
    expect(districtOf('M11AE')?.district).toBe('M1');
    expect(districtOf('  l20 8eu ')?.district).toBe('L20');
    expect(districtOf('M1')?.town).toBe('Manchester');
    expect(districtOf('GIR 0AA')?.district).toBe('GIR');
    expect(outwardCode('EC1A 1BB')).toBe('EC1A');
    expect(districtOf('ZZ99 9ZZ')).toBeUndefined();
  });

  it("puts the example dealers' own locations within 2.5 miles of their districts' centroids", () => {
    for (const dealer of dealerExamples) {
      const district = districtOf(dealer.Address?.PostCode ?? '');
      const location = dealer.Location;
      if (!district || !location) throw new Error(`Dealer ${dealer.Id} has no district or location`);
      expect(distanceMiles(district, { lat: location.Latitude, lng: location.Longitude }), `${dealer.Id}`).toBeLessThan(
        2.5,
      );
    }
  });

  it('measures great-circle miles between district centroids', () => {
    const at = (postcode: string) => {
      const district = districtOf(postcode);
      if (!district) throw new Error(`No district for ${postcode}`);
      return district;
    };
    const miles = (a: string, b: string) => distanceMiles(at(a), at(b));
    expect(miles('SW1A1AA', 'SW1A1AA')).toBe(0);
    expect(miles('SW1A1AA', 'M11AE')).toBeGreaterThan(155);
    expect(miles('SW1A1AA', 'M11AE')).toBeLessThan(168);
    expect(miles('EH1 1YZ', 'G2 1DU')).toBeGreaterThan(38);
    expect(miles('EH1 1YZ', 'G2 1DU')).toBeLessThan(45);
    expect(miles('CF10 1EP', 'BT1 1AA')).toBeGreaterThan(200);
    expect(miles('M1', 'SW1A')).toBeCloseTo(miles('SW1A', 'M1'), 9);
  });

  it("resolves every well-formed postcode the contract's examples, defaults and parameters give", () => {
    /** The example, default and listed values of a postcode field, parameter or schema, wherever it sits. */
    const postcodeValues = (node: unknown, key = ''): string[] => {
      const postcodeNamed = (name: unknown) => typeof name === 'string' && /^post_?code$/i.test(name);
      if (typeof node === 'string') return postcodeNamed(key) ? [node] : [];
      if (Array.isArray(node)) return node.flatMap((each) => postcodeValues(each, key));
      if (!node || typeof node !== 'object') return [];
      const object = node as Record<string, unknown>;
      const own =
        postcodeNamed(key) || (postcodeNamed(object.name) && typeof object.in === 'string')
          ? [object.example, object.default, object.const, object.enum, object.examples]
              .flat()
              .flatMap((value) =>
                typeof value === 'string'
                  ? [value]
                  : value && typeof value === 'object'
                    ? Object.values(value as Record<string, { value?: unknown }>).flatMap((e) =>
                        typeof e?.value === 'string' ? [e.value] : [],
                      )
                    : [],
              )
          : [];
      return [...own, ...Object.entries(object).flatMap(([name, value]) => postcodeValues(value, name))];
    };
    const all = new Set(postcodeValues(document));
    const wellFormed = [...all].filter((postcode) => isValidPostcode(postcode));
    expect(wellFormed.length, 'postcodes in the examples').toBeGreaterThan(10);
    expect(wellFormed.filter((postcode) => !districtOf(postcode))).toEqual([]);
  });
});
