/**
 * The conformance suite's cases for what the contract's "HTTP beyond the operations" section and the
 * health checks state, each a sentence checked against whatever the server answers: 405 with `Allow`
 * for a method a path does not have, HEAD answered as GET without a body, a query parameter sent
 * twice refused naming it, `signOut` taking `Content-Type: application/json` with no body, and the
 * health checks outside the rate limit. The paths, methods and parameters come from the contract.
 * (Cache-Control per operation is checked on every answer by conformance.ts.)
 */
import { PropertyFailure, type Property } from './behaviour';
import { operations, schemaPointer, validate, type Operation } from './contract';
import { Visitor } from './visitor';

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new PropertyFailure(message);
}

const all = operations();
const allMethods = ['DELETE', 'GET', 'PATCH', 'POST', 'PUT'];

/** The `Allow` the contract gives a path: its methods, HEAD with every GET, in alphabetical order. */
function allowOf(path: string): string {
  const own = all.filter((op) => op.path === path).map((op) => op.method);
  if (own.includes('GET')) own.push('HEAD');
  return own.sort().join(', ');
}

/** The operation's address with its path and required query parameters from their examples, or none. */
function exampleUrl(op: Operation, repeat?: string): string | undefined {
  let path = op.path;
  const query = new URLSearchParams();
  for (const { value: p } of op.parameters) {
    if (p.in === 'path') {
      if (p.example === undefined) return undefined;
      path = path.replace(`{${p.name}}`, encodeURIComponent(String(p.example)));
    } else if (p.in === 'query' && (p.required || p.name === repeat)) {
      if (p.example === undefined) return undefined;
      const value = Array.isArray(p.example) ? p.example.join(',') : String(p.example);
      query.append(p.name, value);
      if (p.name === repeat) query.append(p.name, value);
    }
  }
  const search = query.toString().replace(/%2C/g, ',');
  return search ? `${path}?${search}` : path;
}

const errorProblems = (body: unknown) => validate(schemaPointer('Error'), body);

async function send(baseUrl: string, method: string, url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${url}`, { method, headers: { Accept: 'application/json', ...headers } });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: kept as text for the message.
  }
  return { status: response.status, headers: response.headers, text, body };
}

const area = 'HTTP beyond the operations';
export const httpProperties: Property[] = [
  {
    area,
    name: 'a method a path does not have is 405 with Allow listing its methods, and the Error body',
    async run(baseUrl) {
      let tried = 0;
      for (const path of new Set(all.map((op) => op.path))) {
        const op = all.find(
          (o) => o.path === path && o.parameters.every((p) => p.value.in !== 'path' || p.value.example !== undefined),
        );
        const url = op && exampleUrl({ ...op, parameters: op.parameters.filter((p) => p.value.in === 'path') });
        if (!url) continue;
        const method = allMethods.find((m) => !allowOf(path).split(', ').includes(m));
        if (!method) continue;
        tried++;
        const answer = await send(baseUrl, method, url);
        check(
          answer.status === 405,
          `${method} ${url}: expected 405, got ${answer.status} ${answer.text.slice(0, 120)}`,
        );
        check(
          answer.headers.get('allow') === allowOf(path),
          `${method} ${url}: expected Allow: ${allowOf(path)}, got ${answer.headers.get('allow') ?? 'no Allow header'}`,
        );
        const problems = errorProblems(answer.body);
        check(problems.length === 0, `${method} ${url}: the 405's body is not the Error body (${problems.join('; ')})`);
      }
      check(tried > 0, 'no path of the contract could be addressed from its examples');
    },
  },
  {
    area,
    name: 'HEAD on a GET operation answers as the GET would, without a body',
    async run(baseUrl) {
      const gets = all.filter((op) => op.method === 'GET' && !op.needsSession && op.operationId !== 'pingAuditEvent');
      let tried = 0;
      for (const op of gets) {
        const url = exampleUrl(op);
        if (!url) continue;
        tried++;
        const get = await send(baseUrl, 'GET', url);
        const head = await send(baseUrl, 'HEAD', url);
        check(head.status === get.status, `HEAD ${url}: expected ${get.status} as GET answers, got ${head.status}`);
        check(head.text === '', `HEAD ${url}: expected no body, got ${head.text.slice(0, 80)}`);
        check(
          head.headers.get('content-type') === get.headers.get('content-type'),
          `HEAD ${url}: Content-Type ${head.headers.get('content-type')}, GET's ${get.headers.get('content-type')}`,
        );
      }
      check(tried > 0, 'no GET operation of the contract could be addressed from its examples');
    },
  },
  {
    area,
    name: 'a query parameter sent twice where one is taken is 400 with a Fields entry naming it',
    async run(baseUrl) {
      let tried = 0;
      for (const op of all.filter((o) => o.method === 'GET' && !o.needsSession)) {
        const once = op.parameters.find(
          (p) => p.value.in === 'query' && p.value.required && p.value.example !== undefined,
        )?.value;
        const url = once && exampleUrl(op, once.name);
        if (!once || !url) continue;
        tried++;
        const answer = await send(baseUrl, 'GET', url);
        check(answer.status === 400, `GET ${url}: expected 400, got ${answer.status} ${answer.text.slice(0, 120)}`);
        const fields = (answer.body as { Fields?: { Field?: string }[] } | undefined)?.Fields ?? [];
        check(
          fields.some((f) => f.Field === once.name),
          `GET ${url}: expected a Fields entry naming ${once.name}, got ${answer.text.slice(0, 160)}`,
        );
      }
      check(tried > 0, 'no GET operation of the contract has a required query parameter with an example');
    },
  },
  {
    area,
    name: 'signOut with Content-Type: application/json and no body signs out as without the header',
    async run(baseUrl) {
      const visitor = new Visitor(baseUrl);
      await visitor.start();
      const answer = await send(baseUrl, 'POST', '/api/account/signout', {
        'Content-Type': 'application/json',
        ...(visitor.cookie ? { Cookie: visitor.cookie } : {}),
        ...(visitor.csrf ? { 'X-CSRF-Token': visitor.csrf } : {}),
      });
      const documented = Object.keys(all.find((op) => op.operationId === 'signOut')?.responses ?? {});
      check(
        answer.status >= 200 && answer.status < 300 && documented.includes(String(answer.status)),
        `POST /api/account/signout with Content-Type: application/json and no body: expected its documented 2xx, got ${answer.status} ${answer.text.slice(0, 120)}`,
      );
    },
  },
  {
    area,
    name: 'the health checks are never rate limited: no 429, no RateLimit headers',
    async run(baseUrl) {
      for (const path of ['/api/health/live', '/api/health/ready'])
        for (let i = 0; i < 20; i++) {
          const answer = await send(baseUrl, 'GET', path);
          check(answer.status !== 429, `GET ${path}, call ${i + 1}: answered 429`);
          const counted = [...answer.headers.keys()].filter((name) => name.toLowerCase().startsWith('ratelimit-'));
          check(counted.length === 0, `GET ${path}: counted towards the rate limit (${counted.join(', ')})`);
        }
    },
  },
];
