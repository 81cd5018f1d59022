import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { createErrorReporter, serverTransport, type ErrorReport } from './errorReporting';

describe('error reporting adapter', () => {
  it('receives an API failure with its action, status and a 300-character preview', async () => {
    const reports: ErrorReport[] = [];
    const reporter = createErrorReporter((report) => reports.push(report));
    const api = createApiClient({
      baseUrl: 'http://localhost',
      fetch: async () => new Response('x'.repeat(500), { status: 502, headers: { 'content-type': 'text/html' } }),
      reportError: reporter.apiFailure,
      logger: { error: vi.fn() },
    });

    await expect(api.POST('/api/audit', { body: { Type: 'PageView', Parameters: [] } })).rejects.toThrow(
      'Failed to record the visit (502). Please refresh the page and try again.',
    );
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ source: 'api', failure: { status: 502, action: 'record the visit' } });
    expect(reports[0]?.failure?.preview).toHaveLength(300);
  });

  it('receives render errors and uncaught window errors', () => {
    const reports: ErrorReport[] = [];
    const reporter = createErrorReporter((report) => reports.push(report));
    reporter.render(new TypeError('boom'), '\n    at VehicleCard');
    const target = new EventTarget() as unknown as Window;
    const stop = reporter.listen(target);
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('uncaught') }));
    stop();
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('after stop') }));
    expect(reports.map((r) => [r.source, r.name, r.message])).toEqual([
      ['render', 'TypeError', 'boom'],
      ['window', 'Error', 'uncaught'],
    ]);
  });
});

describe('the error-reporting service transport (POST /api/errors)', () => {
  /** A client whose calls all fail as `answer` says, with the reporter wired as in main.tsx. */
  function setup(answer: (request: Request) => Response, limit?: number) {
    const requests: { method: string; path: string; search: string; body: unknown }[] = [];
    const reporter = createErrorReporter(serverTransport(() => api, { userAgent: 'TestBrowser/1.0', limit }));
    const api = createApiClient({
      baseUrl: 'http://localhost',
      fetch: async (request) => {
        const url = new URL(request.url);
        const text = await request.clone().text();
        requests.push({
          method: request.method,
          path: url.pathname,
          search: url.search,
          body: text ? JSON.parse(text) : null,
        });
        return answer(request);
      },
      reportError: reporter.apiFailure,
      logger: { error: vi.fn() },
    });
    return { api, reporter, requests, reports: () => requests.filter((r) => r.path === '/api/errors') };
  }
  const html = (status: number) =>
    new Response(`<html>${'x'.repeat(600)}</html>`, { status, headers: { 'content-type': 'text/html' } });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('sends a non-JSON failure with its action, status, path and the preview cut to 300 characters', async () => {
    const { api, reports } = setup((request) =>
      new URL(request.url).pathname === '/api/errors' ? new Response(null, { status: 202 }) : html(502),
    );

    await expect(api.GET('/api/vehicles', { params: { query: { ids: [20481734] } } })).rejects.toThrow(
      'Failed to load vehicles (502). Please refresh the page and try again.',
    );
    await settle();

    expect(reports()).toHaveLength(1);
    const [sent] = reports();
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toMatchObject({
      Source: 'api',
      Name: 'Error',
      Message: 'Failed to load vehicles (502). Please refresh the page and try again.',
      Action: 'load vehicles',
      Status: 502,
      // The path only: a query can carry personal data.
      RequestPath: '/api/vehicles',
      UserAgent: 'TestBrowser/1.0',
    });
    const preview = (sent?.body as { Preview: string }).Preview;
    expect(preview).toHaveLength(300);
    expect(preview.startsWith('<html>xxx')).toBe(true);
  });

  it('never reports the failure of a report (no loop), and does not throw when reporting fails', async () => {
    const { api, requests, reports } = setup(() => html(500));

    await expect(api.POST('/api/audit', { body: { Type: 'PageView', Parameters: [] } })).rejects.toThrow(
      'Failed to record the visit (500)',
    );
    await settle();
    await settle();

    expect(reports()).toHaveLength(1);
    expect(requests.map((r) => r.path)).toEqual(['/api/audit', '/api/errors']);
  });

  it('sends render and window errors too, and at most `limit` reports a page load', async () => {
    const { reporter, reports } = setup(() => new Response(null, { status: 202 }), 2);
    reporter.render(new TypeError('boom'), '\n    at VehicleCard');
    reporter.render(
      new Error('Failed to fetch dynamically imported module: http://localhost/assets/VehiclePage-x1.js'),
    );
    reporter.render(new Error('third'));
    await settle();

    expect(reports().map((r) => r.body)).toEqual([
      expect.objectContaining({ Source: 'render', Name: 'TypeError', Message: 'boom' }),
      expect.objectContaining({ Source: 'render', Chunk: 'VehiclePage-x1.js' }),
    ]);
  });
});
