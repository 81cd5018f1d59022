import { describe, expect, it } from 'vitest';
import { Request } from './request';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('Request', () => {
  it('goes idle, loading, loaded, and keeps what the answer brings', async () => {
    const request = new Request();
    expect(request.state).toBe('idle');
    const answer = deferred<string>();
    let kept = '';
    const running = request.run(
      () => answer.promise,
      (value) => {
        kept = value;
      },
    );
    expect(request.state).toBe('loading');
    expect(request.isUnderWay).toBe(true);
    answer.resolve('the answer');
    await expect(running).resolves.toBe(true);
    expect(request.state).toBe('loaded');
    expect(kept).toBe('the answer');
  });

  it('keeps the error of a rejection, and clears it when asked again', async () => {
    const request = new Request();
    await request.run(
      () => Promise.reject(new Error('offline')),
      () => {},
      (error) => `Could not load: ${(error as Error).message}`,
    );
    expect(request.state).toBe('failed');
    expect(request.error).toBe('Could not load: offline');
    const again = request.run(
      () => Promise.resolve(1),
      () => {},
    );
    expect(request.error).toBeNull();
    await again;
    expect(request.state).toBe('loaded');
  });

  it('fails an answer with nothing to keep, with the reason given undefined', async () => {
    const request = new Request();
    await request.run(
      () => Promise.resolve(undefined),
      (value) => value !== undefined,
      (error) => (error === undefined ? 'Nothing came back' : 'Rejected'),
    );
    expect(request.state).toBe('failed');
    expect(request.error).toBe('Nothing came back');
  });

  it('fails an answer that cannot be kept (keep throws) as it fails a rejection, with that error as the reason', async () => {
    const request = new Request();
    const running = request.run(
      () => Promise.resolve({ Vehicles: null as unknown as number[] }),
      (answer) => [...answer.Vehicles],
      (error) => (error instanceof TypeError ? 'Malformed' : 'Other'),
    );
    await expect(running).resolves.toBe(false);
    expect(request.state).toBe('failed');
    expect(request.error).toBe('Malformed');
  });

  it("drops an older request's answer that arrives after a newer one's", async () => {
    const request = new Request();
    const older = deferred<string>();
    const newer = deferred<string>();
    const kept: string[] = [];
    const first = request.run(
      () => older.promise,
      (value) => void kept.push(value),
    );
    const second = request.run(
      () => newer.promise,
      (value) => void kept.push(value),
    );
    newer.resolve('newer');
    await second;
    older.resolve('older');
    await expect(first).resolves.toBe(false);
    expect(kept).toEqual(['newer']);
    expect(request.state).toBe('loaded');
  });

  it("drops an older request's failure, leaving the newer one loading", async () => {
    const request = new Request();
    const older = deferred<string>();
    const first = request.run(
      () => older.promise,
      () => {},
      () => 'old failure',
    );
    void request.run(
      () => new Promise<string>(() => {}),
      () => {},
    );
    older.reject(new Error('late'));
    await first;
    expect(request.state).toBe('loading');
    expect(request.error).toBeNull();
  });

  it('drops the answer on its way after reset (idle) or drop (state kept)', async () => {
    const request = new Request();
    const answer = deferred<string>();
    const running = request.run(
      () => answer.promise,
      () => {},
    );
    request.reset();
    answer.resolve('late');
    await expect(running).resolves.toBe(false);
    expect(request.state).toBe('idle');

    const ticket = request.start();
    request.drop();
    expect(request.succeed(ticket)).toBe(false);
    expect(request.state).toBe('loading');
  });

  it('takes a state known without asking, superseding what is on its way', () => {
    const request = new Request<number>();
    const ticket = request.start();
    request.known(false, 404);
    expect(request.state).toBe('failed');
    expect(request.error).toBe(404);
    expect(request.fail(ticket, 500)).toBe(false);
    expect(request.error).toBe(404);
  });
});
