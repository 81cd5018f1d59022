/**
 * For the server's own tests: a throwaway in-memory server with a small catalogue, every answer
 * checked against the contract (an answer that breaks it becomes a 500 naming the problem), and a
 * helper that carries the session cookie and CSRF token like a browser does.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { operations, validate } from '../openapi/contract/contract';
import type { CatalogueSource } from './db/load';
import { startServer, type Started } from './start';

const answers = new Map(operations().map((op) => [op.operationId, op]));

/** The problems of an answer against the contract: an undocumented status, or a body off its schema. */
export function contractProblems(operationId: string, status: number, body: unknown): string[] {
  const op = answers.get(operationId);
  if (!op) return [`unknown operation ${operationId}`];
  const response = op.responses[String(status)];
  if (!response) return [`status ${status} is not documented for ${operationId}`];
  const json = response.value.content?.['application/json'];
  if (!json) return body === undefined ? [] : [`${operationId} ${status} has no body in the contract`];
  return validate(`${response.where}/content/application~1json/schema`, body);
}

export async function testServer(catalogue: CatalogueSource, now?: () => Date): Promise<Started> {
  const started = await startServer({
    dataDir: 'memory://',
    catalogue,
    testRoutes: true,
    rateLimit: 100_000,
    validateResponses: contractProblems,
    now,
  });
  await started.app.ready();
  return started;
}

/** A browser-like client: keeps the session cookie it is given and sends the CSRF token. */
export class TestBrowser {
  cookie: string | undefined;
  csrfToken: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  async call(method: InjectOptions['method'], url: string, body?: unknown) {
    const response = await this.app.inject({
      method,
      url,
      headers: {
        accept: 'application/json',
        ...(this.cookie ? { cookie: `fc_session=${this.cookie}` } : {}),
        ...(this.csrfToken ? { 'x-csrf-token': this.csrfToken } : {}),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const set = response.cookies.find((c) => c.name === 'fc_session');
    if (set) this.cookie = set.value || undefined;
    const json = response.body ? (JSON.parse(response.body) as Record<string, unknown>) : undefined;
    if (json && typeof json.CsrfToken === 'string') this.csrfToken = json.CsrfToken;
    return { status: response.statusCode, headers: response.headers, body: json as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  /** GET /api/account/session, as the app does first. */
  async open() {
    return this.call('GET', '/api/account/session');
  }
}
