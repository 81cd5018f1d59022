/**
 * Every example in the contract validates against its own schema with ajv (JSON Schema 2020-12), and
 * the validator rejects what Prism may let through (an extra property, a wrong type, an over-long
 * string), so the contract tests do not rely on Prism's partial 3.1 support.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { document, operations, pointer, schemaPointer, validate, type Json, type MediaType } from './contract';

interface Example {
  name: string;
  schema: string;
  value: Json;
}

function mediaExamples(label: string, where: string, content: Record<string, MediaType> = {}): Example[] {
  return Object.entries(content).flatMap(([media, m]) => {
    const schema = `${where}/content/${media.replace(/\//g, '~1')}/schema`;
    const named = Object.entries(m.examples ?? {}).map(([name, e]) => ({
      name: `${label} ${media} example "${name}"`,
      schema,
      value: e.value,
    }));
    return m.example === undefined
      ? named
      : [...named, { name: `${label} ${media} example`, schema, value: m.example }];
  });
}

const examples: Example[] = operations().flatMap((op) => [
  ...op.parameters
    .filter((p) => p.value.example !== undefined)
    .map((p) => ({
      name: `${op.operationId} parameter ${p.value.name}`,
      schema: `${p.where}/schema`,
      value: p.value.example as Json,
    })),
  ...(op.requestBody
    ? mediaExamples(`${op.operationId} request`, op.requestBody.where, op.requestBody.value.content)
    : []),
  ...Object.entries(op.responses).flatMap(([status, r]) =>
    mediaExamples(`${op.operationId} ${status}`, r.where, r.value.content),
  ),
]);

const headers = document.components.headers as Record<string, { example?: Json }>;
for (const [name, header] of Object.entries(headers)) {
  if (header.example !== undefined)
    examples.push({
      name: `header ${name}`,
      schema: `${pointer('components', 'headers', name)}/schema`,
      value: header.example,
    });
}
const vehicles = (document as unknown as { 'x-example-data': { vehicles: Json[] } })['x-example-data'].vehicles;
vehicles.forEach((vehicle, i) =>
  examples.push({ name: `example vehicle ${i + 1}`, schema: schemaPointer('VehicleCard'), value: vehicle }),
);

describe('the examples of the contract', () => {
  it('are many: every operation has at least one request or response example', () => {
    expect(examples.length).toBeGreaterThan(100);
    for (const op of operations())
      expect(
        examples.some((e) => e.name.startsWith(`${op.operationId} `)),
        op.operationId,
      ).toBe(true);
  });

  it.each(examples.map((e) => [e.name, e] as const))('%s validates against its schema', (_name, example) => {
    expect(validate(example.schema, example.value)).toEqual([]);
  });

  it('point only at images shipped in public/, and at no remote image', () => {
    const text = JSON.stringify(document);
    const local = new Set(text.match(/\/images\/[A-Za-z0-9/._-]+/g));
    const missing = [...local].filter((path) => !existsSync(`public${path}`));
    expect(local.size).toBeGreaterThan(50);
    expect(missing).toEqual([]);
    expect(text.match(/https?:\/\/[^"]+\.(svg|png|jpe?g|webp|gif)/gi) ?? []).toEqual([]);
  });

  it('show 20+ distinct vehicles with local images only', () => {
    const cards = vehicles as Array<{ VehicleId: number; MainImage: { Medium: string; DefaultImage: string } }>;
    expect(new Set(cards.map((v) => v.VehicleId)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(cards.map((v) => v.MainImage.Medium)).size).toBe(cards.length);
    for (const v of cards) expect(v.MainImage.Medium).toMatch(/^\/images\/vehicles\/[a-z0-9-]+\.svg$/);
  });
});

describe('the ajv validator of the contract', () => {
  it('rejects an extra property, a wrong type and an over-long string in search criteria', () => {
    const criteria = schemaPointer('SearchCriteria');
    expect(validate(criteria, { PostCode: 'SW1A1AA', Type: 'car' })).toEqual([]);
    expect(validate(criteria, { PostCode: 'SW1A1AA', Colour: 'red' })).toContain(
      '/ must NOT have additional properties',
    );
    expect(validate(criteria, { Distance: '50' })).toContain('/Distance must be integer');
    expect(validate(criteria, { PostCode: 'SW1A 1AA XYZ' })).toContain(
      '/PostCode must NOT have more than 10 characters',
    );
    expect(validate(criteria, { MaxPrice: 1000001 })).toContain('/MaxPrice must be <= 1000000');
  });

  it('holds the shared field rules: postcode with GIR 0AA, password, free text, registration', () => {
    const ok = (name: string, value: string) => validate(schemaPointer(name), value);
    expect(ok('UkPostcode', 'GIR 0AA')).toEqual([]);
    expect(ok('UkPostcode', 'EC1A 1BB')).toEqual([]);
    expect(ok('UkPostcode', 'QQ1 1AA')).not.toEqual([]);
    expect(ok('Password', 'Forecourt2026')).toEqual([]);
    expect(ok('Password', 'forecourt')).not.toEqual([]);
    expect(ok('Password', 'short1')).not.toEqual([]);
    expect(ok('FreeText', 'Is it still for sale?')).toEqual([]);
    expect(ok('FreeText', 'a {b}')).not.toEqual([]);
    expect(ok('UkRegistration', 'WR19 KHL')).toEqual([]);
    expect(ok('UkRegistration', 'A123 BCD')).toEqual([]);
    expect(ok('UkRegistration', 'not a reg')).not.toEqual([]);
    expect(ok('UkMobile', '07700 900123')).toEqual([]);
    expect(ok('UkLandline', '020 7946 0321')).toEqual([]);
    expect(ok('UkLandline', '07700 900123')).not.toEqual([]);
    expect(ok('PersonName', 'Amelia2')).not.toEqual([]);
  });

  it('tells the contact-dealer variants apart and rejects a mixed body', () => {
    const body = schemaPointer('ContactDealerRequest');
    expect(
      validate(body, { Variant: 'sms', VehicleId: 20490112, DealerId: 3104, MobileNumber: '07700 900456' }),
    ).toEqual([]);
    expect(
      validate(body, {
        Variant: 'sms',
        VehicleId: 20490112,
        DealerId: 3104,
        MobileNumber: '07700 900456',
        Message: 'Hi',
      }),
    ).not.toEqual([]);
  });

  it('requires returnVehicle false on the shortlist save', () => {
    expect(validate(schemaPointer('ShortlistSave'), { vehicleId: 20481734, returnVehicle: false })).toEqual([]);
    expect(validate(schemaPointer('ShortlistSave'), { vehicleId: 20481734, returnVehicle: true })).toContain(
      '/returnVehicle must be equal to constant',
    );
  });
});

describe("a dealer's opening hours", () => {
  it('has both times on an open day and neither on a closed one', () => {
    const day = schemaPointer('OpeningDay');
    expect(validate(day, { Day: 'Monday', Opens: '09:00', Closes: '18:00' })).toEqual([]);
    expect(validate(day, { Day: 'Sunday', Closed: true })).toEqual([]);
    expect(validate(day, { Day: 'Monday', Opens: '09:00' })).not.toEqual([]);
    expect(validate(day, { Day: 'Sunday', Closed: true, Opens: '10:00' })).not.toEqual([]);
    expect(validate(day, { Day: 'Monday', Opens: '25:00', Closes: '18:00' })).not.toEqual([]);
  });
});
