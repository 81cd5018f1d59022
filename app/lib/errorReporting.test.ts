import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { createErrorReporter, type ErrorReport } from './errorReporting';

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
