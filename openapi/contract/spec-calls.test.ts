import { describe, expect, inject, it } from 'vitest';
import { createApiClient } from '../../app/api/client';
import { schemaPointer, validate } from './contract';

const baseUrl = inject('baseUrl');

describe('POST /api/audit', () => {
  it('accepts the JSON event the app sends through the typed client', async () => {
    const client = createApiClient({ baseUrl });
    const body = { Type: 'PageView' as const, Parameters: ['/'] };
    expect(validate(schemaPointer('AuditEvent'), body)).toEqual([]);

    const { response } = await client.POST('/api/audit', { body });
    expect(response.status).toBe(204);
    expect(response.headers.get('sl-violations')).toBeNull();
  });

  it('accepts the same event form-encoded, as sendBeacon sends it (repeated Parameters keys)', async () => {
    const form = new URLSearchParams([
      ['Type', 'PageView'],
      ['Parameters', '/used-cars/'],
      ['Parameters', 'car'],
    ]);
    const response = await fetch(`${baseUrl}/api/audit`, { method: 'POST', body: form });
    expect(response.status).toBe(204);
    expect(response.headers.get('sl-violations')).toBeNull();
    // Prism checks form bodies only loosely (its #2591): decode as the contract's `encoding` says
    // (form, explode: repeated keys make the array) and validate with ajv too.
    const decoded = { Type: form.get('Type'), Parameters: form.getAll('Parameters') };
    const formSchema = '#/paths/~1api~1audit/post/requestBody/content/application~1x-www-form-urlencoded/schema';
    expect(validate(formSchema, decoded)).toEqual([]);
    expect(validate(formSchema, { ...decoded, Parameters: ['{bad}'] })).not.toEqual([]);
  });

  it('rejects an event with an unknown property, a wrong type or a Type the contract does not list', () => {
    expect(validate(schemaPointer('AuditEvent'), { Type: 'PageView', Parameters: [], Extra: 1 })).toContain(
      '/ must NOT have additional properties',
    );
    expect(validate(schemaPointer('AuditEvent'), { Type: 7, Parameters: [] })).toContain('/Type must be string');
    expect(validate(schemaPointer('AuditEvent'), { Type: 'ShortlistAdd', Parameters: [] })).toContain(
      '/Type must be equal to one of the allowed values',
    );
  });

  it('answers an invalid request with a documented 4xx error body, never a 5xx', async () => {
    const response = await fetch(`${baseUrl}/api/audit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Type: 'PageView' }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(validate(schemaPointer('Error'), await response.json())).toEqual([]);
  });
});

// Against Prism: its example session cookie is accepted. A real server is checked with a real
// session by the conformance suite instead.
describe.runIf(inject('isPrism'))('the shortlist calls, exactly as the app sends them', () => {
  const session = 'fc_session=Zt3qK8mVx2LwP9rB4nHc7Ja1';

  /** Posts JSON with the app's headers and the session cookie (requirements 7.1, 7.3, 7.4). */
  async function shortlistCall(path: string, body: object, extra: Record<string, string> = {}) {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        cookie: session,
        ...extra,
      },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('sl-violations')).toBeNull();
    expect(validate('#/components/schemas/ShortlistChange', await response.json())).toEqual([]);
  }

  it('POST /account/savevehicleshortlist: vehicleId, returnVehicle false and the CSRF token header', () =>
    shortlistCall(
      '/account/savevehicleshortlist',
      { vehicleId: 20481734, returnVehicle: false },
      { 'x-csrf-token': '4c8e1a9f7b2d6e3c0a5f8b1d9e2c7a64' },
    ));

  it('POST /account/deletevehicleshortlistbyid: vehicleId, with the CSRF token header', () =>
    shortlistCall(
      '/account/deletevehicleshortlistbyid',
      { vehicleId: 20481734 },
      { 'x-csrf-token': '4c8e1a9f7b2d6e3c0a5f8b1d9e2c7a64' },
    ));

  it.each([
    ['save', '/account/savevehicleshortlist', { vehicleId: 20481734, returnVehicle: false }],
    ['removal', '/account/deletevehicleshortlistbyid', { vehicleId: 20481734 }],
  ])('refuses the %s without the CSRF token header', async (_name, path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session },
      body: JSON.stringify(body),
    });
    expect([401, 403]).toContain(response.status);
  });
});
