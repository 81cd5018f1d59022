/**
 * The forms, the valuation and the audit events. Bodies arrive already checked against the contract
 * (400 when they break it); these handlers apply the rules beyond the schema (422 with `Fields`, in
 * the app's own words), check the vehicle and dealer named (404, and 409 for a dealer who takes no
 * email) and store every accepted request in `submissions` (kind = operationId) with its session and
 * user. A form is answered 202 with a reference `FC-{YYMM}-{submission id}`.
 */
import { type Kysely, sql } from 'kysely';
import type { components } from '../../openapi/generated/schema';
import { contactMessages } from '../../domain/contact';
import { depositTooHighMessage, financeApplies } from '../../domain/finance';
import { normaliseRegistration } from '../../domain/uk/registration';
import { valuationMessages } from '../../domain/valuation';
import type { Database } from '../db/schema';
import type { StockVehicle } from '../seed/types';
import type { Context, Handlers } from '../types';
import { perDatabase } from './cache';
import { dealerNotFound, findDealer, findVehicle, nearestDealer, vehicleNotFound } from './catalogue';

type FieldError = components['schemas']['FieldError'];

const formSent = 'Thank you. Your message has been sent.';
/** A part exchange's answer names the dealer who will value the vehicle. */
const partExchangeSent = (dealerName: string) =>
  `Thank you. ${dealerName} will contact you with a part exchange valuation.`;
const dealerTakesNoEmail = {
  Code: 409,
  FriendlyMessage: 'This dealer does not take enquiries by email. Please call them instead.',
};
const registrationNotFound = {
  Code: 404,
  FriendlyMessage: 'We could not find that registration. Please check it and try again.',
};
const fieldsRefused = 'Please check the details you entered.';

/** Stores one accepted request (with its session and user unless `anonymous`); answers its row id. */
async function store(context: Context, kind: string, payload: object, anonymous = false): Promise<number> {
  const row = await context.db
    .insertInto('submissions')
    .values({
      kind,
      session_id: anonymous ? null : (context.session?.id ?? null),
      user_id: anonymous ? null : (context.session?.user_id ?? null),
      payload: JSON.stringify(payload),
      created_at: context.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Stores a form and answers the receipt. */
async function accept(context: Context, kind: string, payload: object) {
  const id = await store(context, kind, payload);
  const now = context.now();
  const yymm = `${String(now.getUTCFullYear() % 100).padStart(2, '0')}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return { status: 202 as const, body: { Reference: `FC-${yymm}-${id}`, Message: formSent } };
}

function refused(fields: FieldError[]) {
  return { status: 422 as const, body: { Code: 100, FriendlyMessage: fieldsRefused, Fields: fields } };
}

/** A required free text left blank (the schema lets an empty string through): the field's own message. */
function blank(fields: object, messages: Record<string, string>): FieldError[] {
  const values = fields as Record<string, unknown>;
  return Object.entries(messages)
    .filter(([field]) => String(values[field] ?? '').trim() === '')
    .map(([Field, Message]) => ({ Field, Message }));
}

type Lookup =
  | { ok: true; vehicle?: StockVehicle; dealer?: Awaited<ReturnType<typeof findDealer>> }
  | { ok: false; answer: { status: 404; body: typeof vehicleNotFound | typeof dealerNotFound } };

/** The named vehicle and dealer; 404 when either is unknown or the vehicle is not that dealer's. */
async function lookup(db: Kysely<Database>, vehicleId?: number, dealerId?: number): Promise<Lookup> {
  const [vehicle, dealer] = await Promise.all([
    vehicleId === undefined ? undefined : findVehicle(db, vehicleId),
    dealerId === undefined ? undefined : findDealer(db, dealerId),
  ]);
  if (vehicleId !== undefined && !vehicle) return { ok: false, answer: { status: 404, body: vehicleNotFound } };
  if (dealerId !== undefined && !dealer) return { ok: false, answer: { status: 404, body: dealerNotFound } };
  if (vehicle && dealerId !== undefined && vehicle.dealer_id !== dealerId)
    return { ok: false, answer: { status: 404, body: vehicleNotFound } };
  return { ok: true, vehicle: vehicle?.record, dealer };
}

const compactRegistration = (registration: string) => registration.replace(/\s+/g, '').toUpperCase();

/** The vehicle register: every registration the server holds (advertised or sold), to its latest vehicle id. */
const vehicleRegister = perDatabase(async (db) => {
  const { rows } = await sql<{ id: number; registration: string }>`
    select id, record->'facts'->>'registration' as registration from vehicles order by id`.execute(db);
  return new Map(rows.map((row) => [compactRegistration(row.registration), row.id]));
});

/** Nearest £50, halves up, and never below £100 (the valuation rule). */
const nearest50 = (value: number) => Math.max(100, Math.floor(value / 50 + 0.5) * 50);

const premiumCars = new Set([
  'audi',
  'bmw',
  'jaguar',
  'land-rover',
  'lexus',
  'mercedes-benz',
  'porsche',
  'tesla',
  'volvo',
]);
const upperCars = new Set(['cupra', 'mini', 'volkswagen']);

/** The most a valuation's value V is of a dealer's asking price: a private buyer pays less than a forecourt. */
const askingPriceShare = 0.85;

/**
 * The contract's valuation rule (valueVehicle's description), for a vehicle of the register. A dealer's
 * asking price for the same vehicle (`price`, as its advert shows it) caps the value, so a private sale
 * is never valued above what a dealer asks for it (requirements 9.12).
 */
function valuation(
  vehicle: { type: 'car' | 'van'; makeSlug: string; year: number; price?: number },
  mileage: number,
  valuedAt: Date,
) {
  const priceNew =
    vehicle.type === 'van'
      ? 30000
      : premiumCars.has(vehicle.makeSlug)
        ? 38000
        : upperCars.has(vehicle.makeSlug)
          ? 26000
          : 20000;
  const age = Math.max(0, valuedAt.getUTCFullYear() - vehicle.year);
  const factor = Math.min(1.1, Math.max(0.6, 1 - (0.04 * (mileage - 8000 * Math.max(age, 1))) / 10000));
  const value = Math.min(priceNew * 0.85 ** age * factor, (vehicle.price ?? Infinity) * askingPriceShare);
  return {
    PartExchange: { Low: nearest50(value * 0.82), High: nearest50(value * 0.9) },
    PrivateSale: { Low: nearest50(value * 0.95), High: nearest50(value * 1.05) },
  };
}

type ValuationRequest = components['schemas']['ValuationRequest'];
type ValuationVehicle = components['schemas']['ValuationVehicle'];

/** A make as typed, as the make bands name it: 'Land Rover' is 'land-rover', 'MINI' is 'mini'. */
const makeSlug = (make: string) =>
  make
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** 'The time the valuation is made' as the contract writes it: whole seconds, UTC. */
const valuationTime = (valuedAt: Date) => valuedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A registration the register does not hold, valued as a car from the details the person gave. */
async function valueFromDetails(context: Context, body: ValuationRequest, details: ValuationVehicle, valuedAt: Date) {
  const fields = blank(details, { Manufacturer: valuationMessages.make, Model: valuationMessages.model });
  if (details.RegistrationYear > valuedAt.getUTCFullYear())
    fields.push({ Field: 'RegistrationYear', Message: valuationMessages.yearWithin(valuedAt.getUTCFullYear()) });
  if (fields.length > 0) return refused(fields);
  await store(context, 'valueVehicle', body);
  const vehicle = { type: 'car' as const, makeSlug: makeSlug(details.Manufacturer), year: details.RegistrationYear };
  return {
    status: 200 as const,
    body: {
      Registration: normaliseRegistration(body.Registration),
      Manufacturer: details.Manufacturer.trim(),
      Model: details.Model.trim(),
      RegistrationYear: details.RegistrationYear,
      FuelType: details.FuelType,
      Transmission: details.Transmission,
      Mileage: body.Mileage,
      ...valuation(vehicle, body.Mileage, valuedAt),
      ValuedAt: valuationTime(valuedAt),
    },
  };
}

export const formHandlers: Handlers = {
  async contactDealer({ body }, context) {
    const vehicleId = body.Variant === 'plain' ? undefined : body.VehicleId;
    const found = await lookup(context.db, vehicleId, body.DealerId);
    if (!found.ok) return found.answer;
    if (!found.dealer?.record.dealer.EmailEnabled) return { status: 409, body: dealerTakesNoEmail };
    if (body.Variant !== 'sms') {
      const fields = blank(body, { Message: contactMessages.messageNeeded });
      if (fields.length > 0) return refused(fields);
    }
    return accept(context, 'contactDealer', body);
  },

  async sendConsumerContactMessage({ body }, context) {
    const fields = blank(body, { Message: contactMessages.questionNeeded });
    if (fields.length > 0) return refused(fields);
    return accept(context, 'sendConsumerContactMessage', body);
  },

  async sendDealerContactMessage({ body }, context) {
    const fields = blank(body, { Message: contactMessages.questionNeeded });
    if (fields.length > 0) return refused(fields);
    return accept(context, 'sendDealerContactMessage', body);
  },

  async reportAdvert({ body }, context) {
    const found = await lookup(context.db, body.VehicleId);
    if (!found.ok) return found.answer;
    const fields = blank(body, { Details: contactMessages.detailsNeeded });
    if (fields.length > 0) return refused(fields);
    return accept(context, 'reportAdvert', body);
  },

  // Sent to the dealer named (the vehicle's), else to the dealer nearest the person's postcode; the
  // answer names the dealer, so a person knows who will call.
  async requestPartExchange({ body }, context) {
    const found = await lookup(context.db, body.VehicleId, body.DealerId);
    if (!found.ok) return found.answer;
    const dealer = found.dealer?.record.dealer ?? (await nearestDealer(context.db, body.PostCode));
    const sent = await accept(context, 'requestPartExchange', dealer ? { ...body, DealerId: dealer.Id } : body);
    return dealer ? { ...sent, body: { ...sent.body, Message: partExchangeSent(dealer.Name) } } : sent;
  },

  async sendFinanceEnquiry({ body }, context) {
    const found = await lookup(context.db, body.VehicleId, body.DealerId);
    if (!found.ok) return found.answer;
    const price = found.vehicle?.facts.priceIncVat ?? 0;
    if (!financeApplies(price, body.Deposit))
      return refused([{ Field: 'Deposit', Message: depositTooHighMessage(price) }]);
    return accept(context, 'sendFinanceEnquiry', body);
  },

  async valueVehicle({ body }, context) {
    const id = (await vehicleRegister(context.db)).get(compactRegistration(body.Registration));
    const vehicle = id === undefined ? undefined : (await findVehicle(context.db, id))?.record;
    const valuedAt = context.now();
    if (!vehicle) {
      if (!body.Vehicle) return { status: 404, body: registrationNotFound };
      return valueFromDetails(context, body, body.Vehicle, valuedAt);
    }
    await store(context, 'valueVehicle', body);
    const card = vehicle.detail.Vehicle;
    const prefix = `${card.Manufacturer} ${card.Model} `;
    const derivative = card.Title.startsWith(prefix) ? card.Title.slice(prefix.length) : vehicle.facts.trim;
    return {
      status: 200,
      body: {
        Registration: card.Registration,
        Manufacturer: card.Manufacturer,
        Model: card.Model,
        ...(derivative ? { Derivative: derivative } : {}),
        RegistrationYear: card.RegistrationYear,
        Colour: card.Colour,
        FuelType: card.FuelType,
        Mileage: body.Mileage,
        ...valuation(vehicle.facts, body.Mileage, valuedAt),
        ValuedAt: valuationTime(valuedAt),
      },
    };
  },

  async recordAuditEvent({ body }, context) {
    await store(context, 'recordAuditEvent', body);
    return { status: 204, body: undefined };
  },

  // Error reports carry no personal data: stored without the session or user (and no IP address).
  async reportClientError({ body }, context) {
    if (body.Source === 'api') {
      const missing = (['Action', 'Status', 'RequestPath'] as const).filter((field) => body[field] === undefined);
      if (missing.length > 0)
        return {
          status: 422,
          body: {
            Code: 100,
            FriendlyMessage: 'Sorry, we could not process that request. Please check it and try again.',
            Fields: missing.map((Field) => ({ Field, Message: `A report of a failed call needs its ${Field}` })),
          },
        };
    }
    await store(context, 'reportClientError', body, true);
    return { status: 202, body: undefined };
  },

  async pingAuditEvent({ query }, context) {
    await store(context, 'pingAuditEvent', { Type: query.Type, Parameters: query.Parameters ?? [] });
    return { status: 204, body: undefined };
  },
};
