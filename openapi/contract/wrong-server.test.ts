/**
 * The conformance suite fails, naming the operation, against a deliberately wrong server: a tiny
 * node:http server whose count answers a string, whose vehicle page has no rate-limit headers and
 * whose other operations fail with a 500.
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casesFor, establishSession, operationLine, runCase, type Outcome } from './conformance';
import { operations } from './contract';

const rateLimit = { 'RateLimit-Limit': '600', 'RateLimit-Remaining': '599', 'RateLimit-Reset': '60' };
const session = { IsAuthenticated: true, User: null, CsrfToken: '9f3b2c7d1e8a4f60b5c2d9e7a1f4c8b3' };

let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    request.resume();
    const json = (status: number, body: unknown, headers: Record<string, string> = rateLimit) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    if (path === '/api/account/session' || path === '/api/account/signin') return json(200, session);
    // Wrong: RecordCount must be an integer, and an invalid request must not be answered 200.
    if (path === '/api/search/car/count') return json(200, { RecordCount: 'lots' });
    // Wrong: no rate-limit headers and an empty body.
    if (path.startsWith('/api/vehicles/')) return json(200, {}, {});
    response.writeHead(500, { 'content-type': 'text/plain' });
    response.end('boom');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function run(operationId: string): Promise<{ line: string; outcomes: Outcome[] }> {
  const all = operations();
  const op = all.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  const signedIn = await establishSession(
    baseUrl,
    all.find((o) => o.operationId === 'signIn'),
  );
  const outcomes: Outcome[] = [];
  for (const c of casesFor(op)) outcomes.push(await runCase(baseUrl, op, c, signedIn, false));
  return { line: operationLine(op, outcomes), outcomes };
}

describe('the conformance suite against a deliberately wrong server', () => {
  it('names the operation whose answer breaks the schema, and the invalid requests it accepted', async () => {
    const { line, outcomes } = await run('countCarSearchResults');
    expect(line).toMatch(/^✘ countCarSearchResults POST \/api\/search\/car\/count: .*failed$/);
    const problems = outcomes.flatMap((o) => o.problems);
    expect(problems).toContain('body /RecordCount must be integer');
    expect(problems.some((p) => p.startsWith('expected 400 or 422, got 200'))).toBe(true);
  });

  it('reports missing rate-limit headers and a body without its required fields', async () => {
    const { line, outcomes } = await run('getVehicle');
    expect(line).toMatch(/^✘ getVehicle GET /);
    const problems = outcomes.flatMap((o) => o.problems);
    expect(problems).toContain('header RateLimit-Limit is missing');
    expect(problems).toContain('header Cache-Control is missing');
    expect(problems).toContain("body / must have required property 'Vehicle'");
  });

  it('never accepts a 5xx, even for an invalid request', async () => {
    const { outcomes } = await run('reportAdvert');
    expect(outcomes.every((o) => o.problems[0]?.startsWith('answered 500 (a 5xx is never acceptable here)'))).toBe(
      true,
    );
  });

  it('makes `npm run test:contract -- --base-url` exit non-zero, printing the failing operation', async () => {
    // Spawned asynchronously: the wrong server lives in this process and must keep answering.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
    const args = ['scripts/test-contract.ts', '--base-url', baseUrl, 'openapi/contract/conformance.test.ts'];
    const child = spawn('node_modules/.bin/tsx', [...args, '-t', 'countCarSearchResults'], {
      env: { ...env, NO_COLOR: '1' },
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const cli = { status, stdout };
    expect(cli.status).not.toBe(0);
    expect(cli.stdout).toMatch(/^✘ countCarSearchResults POST \/api\/search\/car\/count: /m);
    expect(cli.stdout).toMatch(/0 operations conform, 1 do not/);
  }, 100_000);
});
