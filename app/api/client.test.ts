import { describe, expect, it, vi } from 'vitest';
import { operations } from '../../openapi/contract/contract';
import { actionFor } from './actions';
import { createApiClient, failure, retryAfterMs, type ApiClientOptions } from './client';
import { isApiError, RequestCollisionError } from './errors';

type Answer = (request: Request) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(answer: Answer = () => json({ RecordCount: 214 }), options: ApiClientOptions = {}) {
  const requests: Request[] = [];
  const logger = { error: vi.fn() };
  const reportError = vi.fn();
  const api = createApiClient({
    baseUrl: 'https://www.forecourt.example',
    fetch: async (request) => {
      requests.push(request);
      return answer(request);
    },
    logger,
    reportError,
    ...options,
  });
  return { api, requests, logger, reportError };
}

const criteria = { PostCode: 'SW1A1AA', Type: 'car' as const };

describe('the API client', () => {
  it('calls its own origin by default, with the JSON and XMLHttpRequest headers', async () => {
    const { api, requests } = setup(undefined, { baseUrl: undefined });
    await api.POST('/api/search/car/count', { body: criteria });

    const [request] = requests;
    expect(request?.url).toBe(`${location.origin}/api/search/car/count`);
    expect(request?.credentials).toBe('same-origin');
    expect(request?.headers.get('accept')).toBe('application/json');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it('sends array parameters comma-separated, as the contract declares them', async () => {
    const { api, requests } = setup(() => json({ Vehicles: [] }));
    await api.GET('/api/vehicles', { params: { query: { ids: [20482166, 20482233] } } });
    expect(requests[0]?.url).toBe('https://www.forecourt.example/api/vehicles?ids=20482166,20482233');
  });

  it("sends the session's current CSRF token as X-CSRF-Token, read at each call", async () => {
    const session: { token?: string } = {};
    const { api, requests } = setup(() => json({ VehicleIds: [20481734], Count: 1 }), {
      csrfToken: () => session.token,
    });

    await api.POST('/account/savevehicleshortlist', { body: { vehicleId: 20481734, returnVehicle: false } });
    session.token = '9f3b2c7d1e8a4f60b5c2d9e7a1f4c8b3';
    await api.POST('/account/savevehicleshortlist', { body: { vehicleId: 20481734, returnVehicle: false } });

    expect(requests[0]?.headers.has('x-csrf-token')).toBe(false);
    expect(requests[1]?.headers.get('x-csrf-token')).toBe('9f3b2c7d1e8a4f60b5c2d9e7a1f4c8b3');
    expect(await requests[1]?.clone().json()).toEqual({ vehicleId: 20481734, returnVehicle: false });
  });

  it('resolves a 2xx answer with its data', async () => {
    const { api } = setup();
    const { data } = await api.POST('/api/search/car/count', { body: criteria });
    expect(data).toEqual({ RecordCount: 214 });
  });

  it('rejects a non-2xx JSON error body by throwing the body as it is, without logging it', async () => {
    const body = { Code: 102, FriendlyMessage: 'Please enter a valid UK postcode' };
    const { api, logger, reportError } = setup(() => json(body, 400));

    const thrown = await api.POST('/api/search/car/count', { body: criteria }).catch((e: unknown) => e);

    expect(thrown).toEqual(body);
    expect(isApiError(thrown)).toBe(true);
    expect(logger.error).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
  });

  it("turns a non-JSON failure into 'Failed to {action} ({status}). ...', logs it (preview 200) and reports it (preview 300)", async () => {
    const page = `<html>${'x'.repeat(400)}</html>`;
    const { api, logger, reportError } = setup(
      () => new Response(page, { status: 502, headers: { 'content-type': 'text/html' } }),
    );

    const thrown = await api.POST('/api/search/car/count', { body: criteria }).catch((e: unknown) => e);

    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe('Failed to get search count (502). Please refresh the page and try again.');
    expect(logger.error).toHaveBeenCalledWith('Failed to get search count', {
      status: 502,
      url: 'https://www.forecourt.example/api/search/car/count',
      preview: page.slice(0, 200),
    });
    expect(reportError).toHaveBeenCalledWith(thrown, {
      action: 'get search count',
      status: 502,
      url: 'https://www.forecourt.example/api/search/car/count',
      preview: page.slice(0, 300),
    });
  });

  it('treats a body labelled JSON that does not parse as a non-JSON failure', async () => {
    const { api, reportError } = setup(
      () => new Response('upstream timed out', { status: 504, headers: { 'content-type': 'application/json' } }),
    );
    await expect(api.GET('/api/search/van/panel/default')).rejects.toThrow(
      'Failed to reset panel (504). Please refresh the page and try again.',
    );
    expect(reportError).toHaveBeenCalledOnce();
  });

  it("uses a call's own message or action when it gives one", async () => {
    const { api } = setup(() => new Response('', { status: 500 }));
    const body = { VehicleId: 20482166, Reason: 'incorrect-details' as const, Details: 'Wrong mileage.' };

    await expect(
      api.POST('/api/forms/report-ad', { body, middleware: [failure({ message: 'Sorry, we could not send that.' })] }),
    ).rejects.toThrow(/^Sorry, we could not send that\.$/);
    await expect(
      api.POST('/api/forms/report-ad', { body, middleware: [failure({ action: 'send your report' })] }),
    ).rejects.toThrow('Failed to send your report (500). Please refresh the page and try again.');
    await expect(api.POST('/api/forms/report-ad', { body })).rejects.toThrow(
      'Failed to report the advert (500). Please refresh the page and try again.',
    );
  });

  it('still rejects with the failure when the error reporter itself throws', async () => {
    const { api } = setup(() => new Response('Bad gateway', { status: 502 }), {
      reportError: () => {
        throw new Error('reporter down');
      },
    });
    await expect(api.GET('/api/lookups/locations')).rejects.toThrow(
      'Failed to load locations (502). Please refresh the page and try again.',
    );
  });

  it('rejects when the network fails, without a status to report', async () => {
    const { api } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.GET('/api/account/session')).rejects.toThrow('Failed to fetch');
  });
});

describe('request collisions (a later request of a kind supersedes an earlier one)', () => {
  /** A fetch whose answers the test releases one by one, in any order. */
  function heldAnswers() {
    const pending: Array<{ request: Request; release: (r: Response) => void }> = [];
    const answer: Answer = (request) =>
      new Promise<Response>((release, reject) => {
        pending.push({ request, release });
        const abort = () => reject(new DOMException('Aborted', 'AbortError'));
        if (request.signal.aborted) abort();
        request.signal.addEventListener('abort', abort);
      });
    return { answer, pending };
  }

  it("discards an earlier count with 'Request collision for home_count - expected {n} but got {m}'", async () => {
    const held = heldAnswers();
    const { api } = setup(held.answer);
    const count = () => api.latest('count', (signal) => api.POST('/api/search/car/count', { body: criteria, signal }));

    const first = count().catch((e: unknown) => e);
    const second = count();
    await vi.waitFor(() => expect(held.pending).toHaveLength(2));
    held.pending[1]?.release(json({ RecordCount: 37 }));

    expect(await first).toEqual(new RequestCollisionError('count', 2, 1));
    expect(((await first) as Error).message).toBe('Request collision for home_count - expected 2 but got 1');
    await expect(second).resolves.toMatchObject({ data: { RecordCount: 37 } });
    expect(held.pending[0]?.request.signal.aborted).toBe(true);
  });

  it("discards an earlier result even when it arrives, with 'Request collision detected for update.'", async () => {
    let n = 0;
    const { api } = setup(() => json({ RecordCount: ++n }));
    let releaseFirst = () => {};
    const first = api.latest('update', async () => {
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      return 'first';
    });
    const second = api.latest('update', async () => 'second');

    await expect(second).resolves.toBe('second');
    releaseFirst();
    await expect(first).rejects.toThrow(/^Request collision detected for update\.$/);
  });

  it("uses 'Request collision detected for search.' and leaves other kinds alone", async () => {
    const { api } = setup();
    let releaseFirst = () => {};
    const first = api.latest('search', () => new Promise<string>((resolve) => (releaseFirst = () => resolve('a'))));
    const count = api.latest('count', async () => 'count');
    const second = api.latest('search', async () => 'b');

    await expect(count).resolves.toBe('count');
    await expect(second).resolves.toBe('b');
    releaseFirst();
    const error = await first.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestCollisionError);
    expect((error as Error).message).toBe('Request collision detected for search.');
  });

  it('does not treat requests that do not overlap as a collision, and passes failures through', async () => {
    const { api } = setup();
    await expect(api.latest('count', async () => 1)).resolves.toBe(1);
    await expect(api.latest('count', async () => 2)).resolves.toBe(2);
    const body = { Code: 102, FriendlyMessage: 'Please enter a valid UK postcode' };
    await expect(api.latest('count', () => Promise.reject(body))).rejects.toBe(body);
  });
});

describe('failure actions', () => {
  it('names an action for every operation of the contract the app calls (not the Health checks for operators)', () => {
    const missing = operations()
      .filter((op) => !op.tags.includes('Health'))
      .filter((op) => actionFor(op.method.toLowerCase(), op.path) === 'complete the request')
      .map((op) => `${op.method} ${op.path}`);
    expect(missing).toEqual([]);
  });
});

describe('a CSRF refusal (403): one fresh token, one retry', () => {
  const forbidden = { Code: 403, FriendlyMessage: 'Your session has expired. Please refresh the page and try again.' };
  const save = { body: { vehicleId: 20481734, returnVehicle: false as const } };

  it('refreshes the token once and sends the call once more with it', async () => {
    const refreshCsrfToken = vi.fn(() => Promise.resolve('freshToken'));
    const { api, requests } = setup(
      (request) => (request.headers.get('x-csrf-token') === 'freshToken' ? json({ Count: 1 }) : json(forbidden, 403)),
      { csrfToken: () => 'staleToken', refreshCsrfToken },
    );
    const { data } = await api.POST('/account/savevehicleshortlist', save);
    expect(data).toEqual({ Count: 1 });
    expect(refreshCsrfToken).toHaveBeenCalledTimes(1);
    expect(requests.map((request) => request.headers.get('x-csrf-token'))).toEqual(['staleToken', 'freshToken']);
    expect(await requests[1]?.json()).toEqual(save.body);
  });

  it('never loops: a second 403 is the answer, with its message', async () => {
    const refreshCsrfToken = vi.fn(() => Promise.resolve('freshToken'));
    const { api, requests } = setup(() => json(forbidden, 403), { csrfToken: () => 'staleToken', refreshCsrfToken });
    await expect(api.POST('/account/savevehicleshortlist', save)).rejects.toEqual(forbidden);
    expect(refreshCsrfToken).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
  });

  it('does not retry when no fresh token can be had', async () => {
    const { api, requests } = setup(() => json(forbidden, 403), { refreshCsrfToken: () => Promise.resolve(null) });
    await expect(api.POST('/account/savevehicleshortlist', save)).rejects.toEqual(forbidden);
    expect(requests).toHaveLength(1);
  });
});

describe('a rate limit (429): Retry-After honoured, nothing retried on its own', () => {
  const tooMany = {
    Code: 429,
    FriendlyMessage: 'You have made a lot of requests in a short time. Please wait a moment and try again.',
  };
  const limited = (seconds: string) =>
    new Response(JSON.stringify(tooMany), {
      status: 429,
      headers: { 'content-type': 'application/json', 'Retry-After': seconds },
    });

  it('sends no call before Retry-After has passed, then sends it once', async () => {
    vi.useFakeTimers();
    try {
      let answers = 0;
      const { api, requests } = setup(() => (answers++ === 0 ? limited('2') : json({ RecordCount: 214 })), {
        now: () => Date.now(),
      });
      await expect(api.POST('/api/search/car/count', { body: criteria })).rejects.toEqual(tooMany);
      expect(requests).toHaveLength(1);

      const next = api.POST('/api/search/car/count', { body: criteria });
      await vi.advanceTimersByTimeAsync(1999);
      expect(requests).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect((await next).data).toEqual({ RecordCount: 214 });
      expect(requests).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never sends a call superseded while it waited', async () => {
    vi.useFakeTimers();
    try {
      let answers = 0;
      const { api, requests } = setup(() => (answers++ === 0 ? limited('1') : json({ RecordCount: 214 })));
      await expect(api.POST('/api/search/car/count', { body: criteria })).rejects.toEqual(tooMany);
      const first = api.latest('count', (signal) => api.POST('/api/search/car/count', { body: criteria, signal }));
      const second = api.latest('count', (signal) => api.POST('/api/search/car/count', { body: criteria, signal }));
      await expect(first).rejects.toBeInstanceOf(RequestCollisionError);
      await vi.advanceTimersByTimeAsync(1000);
      expect((await second).data).toEqual({ RecordCount: 214 });
      expect(requests).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds nothing back after a 429 that leaves the client its quota (the sign-in throttle): the form shows it', async () => {
    const throttled = {
      Code: 104,
      FriendlyMessage:
        'There have been too many attempts to sign in. Please try again in 15 minutes, or reset your password.',
    };
    const { api, requests } = setup((request) =>
      new URL(request.url).pathname === '/api/account/signin'
        ? new Response(JSON.stringify(throttled), {
            status: 429,
            headers: { 'content-type': 'application/json', 'Retry-After': '900', 'RateLimit-Remaining': '1187' },
          })
        : json({ RecordCount: 214 }),
    );
    const signIn = { Email: 'amelia.hughes@example.co.uk', Password: 'Wrongpass1', RememberMe: false };
    await expect(api.POST('/api/account/signin', { body: signIn })).rejects.toEqual(throttled);
    // Sent at once, not 15 minutes later.
    expect((await api.POST('/api/search/car/count', { body: criteria })).data).toEqual({ RecordCount: 214 });
    expect(requests).toHaveLength(2);
  });

  it('reads Retry-After as seconds or as an HTTP date, 1 s when it is neither', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Wed, 25 Nov 2026 12:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs(null, now)).toBe(1000);
    expect(retryAfterMs('soon', now)).toBe(1000);
  });
});
