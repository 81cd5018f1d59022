import { describe, expect, it, vi } from 'vitest';
import { createTestStores } from './testing';

describe('AuditStore', () => {
  it('posts {Type, Parameters} as JSON with the XMLHttpRequest marker', async () => {
    const { stores, requests } = createTestStores();

    await expect(stores.audit.pageView('/used-cars/')).resolves.toBe(true);

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/audit');
    expect(request?.body).toEqual({ Type: 'PageView', Parameters: ['/used-cars/'] });
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(stores.audit.sent).toBe(1);
  });

  it('counts a rejected or failed call without throwing', async () => {
    let answer = 0;
    const { stores } = createTestStores(() => {
      answer++;
      if (answer === 1) return new Response('{"Code":500,"FriendlyMessage":"x"}', { status: 500 });
      throw new TypeError('Failed to fetch');
    });

    await expect(stores.audit.record('HomeSearch', ['SW1A1AA'])).resolves.toBe(false);
    await expect(stores.audit.record('HomeSearch', ['SW1A1AA'])).resolves.toBe(false);
    expect(stores.audit.failed).toBe(2);
    expect(stores.audit.sent).toBe(0);
  });

  it('sends by beacon, form-encoded with repeated Parameters, when the browser has one', async () => {
    const beacon = vi.fn(() => true);
    const { stores, requests } = createTestStores(undefined, { beacon });

    await expect(stores.audit.record('HomeSearch', ['SW1A1AA', 'car'])).resolves.toBe(true);

    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0] as unknown as [string, URLSearchParams];
    expect(url).toBe('/api/audit');
    expect(body.toString()).toBe('Type=HomeSearch&Parameters=SW1A1AA&Parameters=car');
    expect(requests).toHaveLength(0);
  });

  it('falls back to the typed client when the beacon is refused', async () => {
    const { stores, requests } = createTestStores(undefined, { beacon: () => false });
    await expect(stores.audit.pageView('/')).resolves.toBe(true);
    expect(requests.map((r) => r.body)).toEqual([{ Type: 'PageView', Parameters: ['/'] }]);
  });

  it('records each overlay opened, by name', async () => {
    const beacon = vi.fn(() => true);
    const { stores } = createTestStores(undefined, { beacon });
    stores.modal.open('dealer-tools');
    const [, body] = beacon.mock.calls[0] as unknown as [string, URLSearchParams];
    expect(body.toString()).toBe('Type=OverlayOpen&Parameters=dealer-tools');
  });
});
