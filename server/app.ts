/**
 * The reference server: Fastify 5 with routes, parameters and bodies taken from the contract itself
 * (fastify-openapi-glue), handlers keyed by operationId. Validation is exact: request bodies are
 * checked as sent (no coercion, no stripping, no defaults); only path and query strings are coerced
 * to the types the contract declares. Answers are sent as the handlers build them (JSON.stringify,
 * no schema-driven serialiser to silently drop fields) and, with `validateResponses`, checked
 * against the contract (tests turn it on).
 */
import cookie from '@fastify/cookie';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { Kysely } from 'kysely';
import { loadContract } from './contract';
import type { Database } from './db/schema';
import { loggerOptions, type LogDestination } from './logging';
import bodies, { jsonBodyLimit } from './plugins/bodies';
import errors, { frameworkErrors } from './plugins/errors';
import headers from './plugins/headers';
import query from './plugins/query';
import limits, { type RateLimitCounts } from './plugins/rateLimit';
import responseValidation, { type ResponseCheck } from './plugins/responseValidation';
import sessions from './plugins/sessions';
import type { Context, Handlers, OperationId, Request } from './types';

export interface ServerOptions {
  db: Kysely<Database>;
  handlers: Handlers;
  /** Requests a client may make per minute (429 with Retry-After beyond it). */
  rateLimit?: number;
  /**
   * Where the rate limit counts (server/plugins/rateLimit.ts): this process's memory (the default, for
   * PGlite), the database (several processes on one PostgreSQL) or Redis.
   */
  rateLimitCounts?: RateLimitCounts;
  /** Checks every answer against the contract and turns a wrong one into a 500 (tests). */
  validateResponses?: ResponseCheck;
  /** Extra routes outside the contract, e.g. the test-only reset. */
  extraRoutes?: (app: FastifyInstance) => void;
  now?: () => Date;
  /** Structured logs (server/logging.ts): true writes JSON lines to stdout, a destination receives them. */
  logger?: boolean | LogDestination;
  /**
   * Behind proxies (nginx, a CDN), how many: the client's address is the one the farthest of them put in
   * X-Forwarded-For (counted from the right, so what a client writes there itself is never trusted) and
   * the protocol comes from X-Forwarded-Proto (the session cookie is `Secure` when that says https).
   */
  trustProxy?: false | number;
}

/**
 * The server: the cross-cutting parts are plugins (server/plugins/), composed here in the order their
 * checks run: headers on every answer, the rate limit, errors as the contract's body, the session and
 * CSRF, the query, media types and bodies, then the contract's routes and their handlers.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const document = loadContract();

  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger === true ? undefined : options.logger) : false,
    // A hop count as a function: Fastify trusts no hop at all for a bare number.
    trustProxy: options.trustProxy ? (_address: string, hop: number) => hop < (options.trustProxy || 0) : false,
    bodyLimit: jsonBodyLimit,
    frameworkErrors,
  });

  // Bodies as sent, every error of one reported (each field refused is named in `Fields`); path and
  // query strings coerced to the declared types (arrays from one value too).
  const strict = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes: false,
    useDefaults: false,
    removeAdditional: false,
  });
  const coercing = new Ajv2020({
    strict: false,
    allErrors: false,
    coerceTypes: 'array',
    useDefaults: false,
    removeAdditional: false,
  });
  for (const ajv of [strict, coercing]) addFormats(ajv);
  // fastify-openapi-glue gives every schema with a recursive $ref the same $id: each gets its own.
  let compiled = 0;
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile({ ...(schema as object), $id: `urn:forecourt:${++compiled}` }),
  );
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  await app.register(cookie);
  await app.register(headers, { document });
  await app.register(limits, {
    max: options.rateLimit ?? 1200,
    counts: options.rateLimitCounts ?? { in: 'memory' },
    db,
  });
  await app.register(errors, { document });
  await app.register(sessions, { db, now, document });
  await app.register(query, { document });
  await app.register(bodies, { document });
  if (options.validateResponses) await app.register(responseValidation, { check: options.validateResponses });

  const serviceHandlers: Record<string, (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>> = {};
  for (const [operationId, handler] of Object.entries(options.handlers)) {
    serviceHandlers[operationId] = async (request, reply) => {
      const context: Context = {
        db,
        session: request.forecourtSession,
        now,
        address: request.ip,
        startSession: async (userId, sessionOptions) => {
          context.session = await app.startSession(request, reply, context.session, userId, sessionOptions);
          return context.session;
        },
      };
      // Each handler is typed by its own operation; here, one signature serves them all.
      type AnyAnswer = { status: number | string; body: unknown; headers?: Record<string, string> };
      const call = handler as unknown as (r: Request<OperationId>, c: Context) => Promise<AnyAnswer>;
      const answer = await call(
        { query: request.query, path: request.params, body: request.body } as Request<OperationId>,
        context,
      );
      reply.code(Number(answer.status));
      for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
      return answer.body === undefined ? reply.send() : reply.send(answer.body);
    };
  }

  // The plugin resolves the document's references in place: it gets its own copy.
  await app.register(openapiGlue, { specification: structuredClone(document), serviceHandlers });
  options.extraRoutes?.(app);
  return app;
}
