import { describe, expect, inject, it } from 'vitest';
import { createApiClient } from '../../app/api/client';
import { schemaPointer, validate } from './contract';

const baseUrl = inject('baseUrl');

describe('POST /api/audit', () => {
  it('accepts the JSON event the app sends through the typed client', async () => {
    const client = createApiClient({ baseUrl });
    const body = { Type: 'PageView', Parameters: ['/'] };
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
  });

  it('rejects an event with an unknown property, a wrong type or an over-long string', () => {
    expect(validate(schemaPointer('AuditEvent'), { Type: 'PageView', Parameters: [], Extra: 1 })).toContain(
      '/ must NOT have additional properties',
    );
    expect(validate(schemaPointer('AuditEvent'), { Type: 7, Parameters: [] })).toContain('/Type must be string');
    expect(validate(schemaPointer('AuditEvent'), { Type: 'x'.repeat(65), Parameters: [] })).toContain(
      '/Type must NOT have more than 64 characters',
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
