/**
 * `tsx scripts/mock-server.ts [--host H] [--port P] [prism mock options]`: the Prism mock of the
 * contract behind a small front that answers what Prism cannot. The CSRF token is no security scheme
 * of the contract (an unmet one reads as 401, where a missing or wrong token is 403): operations say
 * `x-csrf-required`, which Prism does not read. So for an operation that needs the token, a request that carries the `fc_session` cookie but no token, or a token no example of the
 * contract hands out, is answered here with the contract's 403 (`Forbidden`); everything else goes to
 * Prism unchanged. `npm run mock` (and so `npm run start:mock`) and the contract suite run the mock
 * through it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { waitForUrl } from './processes';

const contractFile = fileURLToPath(new URL('../openapi/openapi.yaml', import.meta.url));
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Requirement = Record<string, unknown>;
interface Operation {
  security?: Requirement[];
  'x-csrf-required'?: boolean;
}
interface Contract {
  security?: Requirement[];
  paths: Record<string, Partial<Record<(typeof methods)[number], Operation>>>;
  components: {
    responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }>;
  };
}

/** What the front needs from the contract: which operations need the CSRF token, the tokens, the 403 body. */
export interface CsrfRules {
  /** Method and path patterns of the operations that say `x-csrf-required`. */
  operations: { method: string; path: RegExp }[];
  /** Every CsrfToken the contract's examples hand out (the mock's sessions can only hold these). */
  tokens: Set<string>;
  /** The contract's Forbidden example body. */
  forbidden: unknown;
}

export function csrfRules(contract = contractFile): CsrfRules {
  const doc = parse(readFileSync(contract, 'utf8'), { maxAliasCount: -1 }) as Contract;
  const operations: CsrfRules['operations'] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of methods) {
      const op = item[method];
      if (!op) continue;
      if (op['x-csrf-required'] === true)
        operations.push({
          method: method.toUpperCase(),
          path: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
        });
    }
  }
  const tokens = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) {
        if (key === 'CsrfToken' && typeof value === 'string') tokens.add(value);
        else walk(value);
      }
  };
  walk(doc.paths);
  walk(doc.components.responses);
  const examples = doc.components.responses.Forbidden?.content?.['application/json']?.examples ?? {};
  const forbidden = Object.values(examples)[0]?.value ?? {
    Code: 403,
    FriendlyMessage: 'Your session has expired. Please refresh the page and try again.',
  };
  return { operations, tokens, forbidden };
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/**
 * Whether the contract's 403 is the answer: the operation needs the CSRF token, the request carries a
 * session cookie (without one it is Prism's 401, as the contract says), and the token is missing or
 * not one the contract hands out.
 */
export function refusesCsrf(rules: CsrfRules, method: string, url: string, headers: IncomingHttpHeaders): boolean {
  const path = url.split('?')[0] ?? '';
  if (!rules.operations.some((op) => op.method === method.toUpperCase() && op.path.test(path))) return false;
  const hasSession = (header(headers, 'cookie') ?? '').split(/;\s*/).some((c) => /^fc_session=.+/.test(c));
  if (!hasSession) return false;
  const token = header(headers, 'x-csrf-token');
  return !token || !rules.tokens.has(token);
}

/** A free local port, for Prism behind the front. */
async function freePort(host: string): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, host, resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface MockServer {
  url: string;
  close(): Promise<void>;
}

/** Starts Prism on a free port and the front on `port`; resolves once both answer. */
export async function startMockServer({
  host = '127.0.0.1',
  port = 4010,
  prismArgs = [],
}: { host?: string; port?: number; prismArgs?: string[] } = {}): Promise<MockServer> {
  const rules = csrfRules();
  const prismPort = await freePort(host);
  const prism: ChildProcess = spawn(
    'node_modules/.bin/prism',
    ['mock', contractFile, '--host', host, '--port', String(prismPort), ...prismArgs],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  await waitForUrl(`http://${host}:${prismPort}`, 60_000);

  const server: Server = createServer((req, res) => {
    if (refusesCsrf(rules, req.method ?? 'GET', req.url ?? '/', req.headers)) {
      res.writeHead(403, {
        'content-type': 'application/json',
        'RateLimit-Limit': '600',
        'RateLimit-Remaining': '599',
        'RateLimit-Reset': '60',
      });
      res.end(JSON.stringify(rules.forbidden));
      req.resume();
      return;
    }
    const forward = httpRequest(
      { host, port: prismPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('The Prism mock did not answer.');
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    url: `http://${host}:${port}`,
    close: async () => {
      prism.kill();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const take = (name: string) => {
    const at = args.indexOf(name);
    if (at < 0) return undefined;
    const [, value] = args.splice(at, 2);
    return value;
  };
  const host = take('--host') ?? '127.0.0.1';
  const port = Number(take('--port') ?? 4010);
  const mock = await startMockServer({ host, port, prismArgs: args });
  console.log(`Mock of the contract (Prism behind the CSRF front) at ${mock.url}`);
  const stop = () => void mock.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
