/**
 * The reference server: Fastify 5 with routes, parameters and bodies taken from the contract itself
 * (fastify-openapi-glue), handlers keyed by operationId. Validation is exact: request bodies are
 * checked as sent (no coercion, no stripping, no defaults); only path and query strings are coerced
 * to the types the contract declares. Answers are sent as the handlers build them (JSON.stringify,
 * no schema-driven serialiser to silently drop fields) and, with `validateResponses`, checked
 * against the contract (tests turn it on).
 */
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { ErrorObject } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { Kysely } from 'kysely';
import {
  cacheControlByOperation,
  bodyPropertySchemas,
  commaSeparatedQuery,
  formArrayFields,
  loadContract,
  mediaTypesByOperation,
  methodsByPath,
  securityByOperation,
  singleValuedQuery,
} from './contract';
import { DatabaseBusy, isDatabaseBusy, isDatabaseUnreachable, UNREACHABLE_RETRY_AFTER_SECONDS } from './db/gate';
import { fieldMessages, schemaFieldErrors } from './fieldErrors';
import type { Database } from './db/schema';
import { loggerOptions, type LogDestination } from './logging';
import { openSessions, sessionCookie, type SessionRow } from './sessions';
import type { Context, Handlers, OperationId, Request } from './types';
import { hasIllFormedText } from './wellFormed';

export interface ServerOptions {
  db: Kysely<Database>;
  handlers: Handlers;
  /** Requests a client may make per minute (429 with Retry-After beyond it). */
  rateLimit?: number;
  /** Checks every answer against the contract and turns a wrong one into a 500 (tests). */
  validateResponses?: (operationId: string, status: number, body: unknown) => string[];
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

const messages = {
  400: 'Sorry, something was wrong with that request. Please try again.',
  401: 'Your session has expired. Please refresh the page and try again.',
  403: 'Your session has expired. Please refresh the page and try again.',
  404: 'Sorry, we could not find that.',
  405: 'Sorry, something was wrong with that request. Please try again.',
  413: 'That was too much to send at once. Please shorten it and try again.',
  415: 'Sorry, something was wrong with that request. Please try again.',
  429: 'You have made a lot of requests in a short time. Please wait a moment and try again.',
  500: 'Sorry, something went wrong on our side. Please try again in a few minutes.',
  503: 'We are very busy at the moment. Please try again in a few seconds.',
} as const;

/** The 503 of a database that cannot be reached (stopped, restarting), as opposed to a busy one. */
const unavailableMessage = 'Sorry, the service is unavailable at the moment. Please try again in a few seconds.';

/**
 * Sent with every answer: JSON is never sniffed as something else, loads nothing and is never framed
 * (the site's own page headers are the web server's: render/securityHeaders.ts, and in production
 * deploy/nginx/forecourt-headers.conf).
 */
const apiSecurityHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

function errorBody(status: keyof typeof messages) {
  return { Code: status === 400 ? 100 : status, FriendlyMessage: messages[status] };
}

declare module 'fastify' {
  interface FastifyRequest {
    forecourtSession?: SessionRow;
  }
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds?: number) {
  reply.setCookie(sessionCookie, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
  });
}

/** The health checks, outside the rate limit. */
const unlimitedOperations = new Set<string>(['checkLiveness', 'checkReadiness']);

function operationIdOf(request: FastifyRequest): OperationId | undefined {
  return (request.routeOptions.schema as { operationId?: OperationId } | undefined)?.operationId;
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const document = loadContract();
  const security = securityByOperation(document);
  const commaSeparated = commaSeparatedQuery(document);
  const mediaTypes = mediaTypesByOperation(document);
  const cacheControl = cacheControlByOperation(document);
  const singleValued = singleValuedQuery(document);
  const paths = methodsByPath(document);
  const repeatedQuery = new WeakMap<FastifyRequest, string[]>();
  const propertySchemas = bodyPropertySchemas(document);
  const sessions = await openSessions(db, now);

  // JSON bodies up to 64 KiB, the form-encoded beacon up to 16 KiB (its parser below): 413 beyond
  // (requirements 10.3).
  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger === true ? undefined : options.logger) : false,
    // A hop count as a function: Fastify trusts no hop at all for a bare number.
    trustProxy: options.trustProxy ? (_address: string, hop: number) => hop < (options.trustProxy || 0) : false,
    bodyLimit: 65_536,
    // An address the router cannot read (a path parameter past its length limit, a broken percent
    // escape) is a malformed request: the contract's 400, not the framework's own body (requirements 10.19).
    frameworkErrors: (_error, _request, reply: FastifyReply) => void reply.code(400).send(errorBody(400)),
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

  // Form-encoded bodies (the audit beacon, navigator.sendBeacon): fields the contract encodes as
  // repeated ones are arrays even when sent once; the rest are strings, validated like JSON bodies.
  const arrayFields = formArrayFields(document);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, text, done) => {
      const form = new URLSearchParams(text as string);
      const body: Record<string, string | string[]> = {};
      for (const name of new Set(form.keys()))
        body[name] = arrayFields.has(name) ? form.getAll(name) : (form.get(name) ?? '');
      done(null, body);
    },
  );

  // `Content-Type: application/json` with no body at all, on an operation that takes none (signOut,
  // deleteSavedSearch), is no body, not a malformed one; everywhere else JSON is read as Fastify does.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    const operationId = operationIdOf(request);
    if (text === '' && operationId && mediaTypes.get(operationId)?.size === 0) return done(null, undefined);
    json(request, text as string, done);
  });

  await app.register(cookie);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(apiSecurityHeaders);
    // A 2xx carries the Cache-Control its operation documents; what belongs to a session, sets a
    // cookie or is not a 2xx is never kept by a cache (requirements 10.5).
    const documented = cacheControl.get(operationIdOf(request) ?? '');
    const success = reply.statusCode >= 200 && reply.statusCode < 300;
    reply.header('cache-control', success && documented && !reply.hasHeader('set-cookie') ? documented : 'no-store');
    return payload;
  });
  await app.register(rateLimit, {
    max: options.rateLimit ?? 1200,
    timeWindow: 60_000,
    // The platform's probes are never counted nor refused: a 429 would take a healthy node out of service.
    allowList: (request) => unlimitedOperations.has(operationIdOf(request) ?? ''),
    enableDraftSpec: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
      ...errorBody(429),
    }),
  });

  app.setErrorHandler(
    (error: Error & { statusCode?: number; validation?: unknown; validationContext?: string }, request, reply) => {
      for (const status of [413, 415, 429] as const)
        if (error.statusCode === status) return reply.code(status).send(errorBody(status));
      // A body off the schema: 400 naming each property refused (decision 0100).
      if (Array.isArray(error.validation) && error.validationContext === 'body') {
        const operationId = operationIdOf(request);
        const fields = schemaFieldErrors(
          error.validation as ErrorObject[],
          request.body,
          operationId && propertySchemas.get(operationId),
        );
        if (fields.length > 0)
          return reply
            .code(400)
            .send({ ...errorBody(400), FriendlyMessage: fieldMessages.fieldsRefused, Fields: fields });
      }
      if (error.validation || error.statusCode === 400) return reply.code(400).send(errorBody(400));
      // The database could not answer in time (requirements 10.9).
      if (isDatabaseBusy(error))
        return reply
          .code(503)
          .header('retry-after', String(error instanceof DatabaseBusy ? error.retryAfterSeconds : 2))
          .send(errorBody(503));
      // The database cannot be reached: the same answer until it is back, then normal ones again.
      if (isDatabaseUnreachable(error)) {
        request.log.warn({ err: error }, 'the database cannot be reached');
        return reply
          .code(503)
          .header('retry-after', String(UNREACHABLE_RETRY_AFTER_SECONDS))
          .send({ Code: 503, FriendlyMessage: unavailableMessage });
      }
      request.log.error(error);
      return reply.code(500).send(errorBody(500));
    },
  );
  // A path of the contract asked with a method it does not have is 405 naming those it has; any
  // other address is 404.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const known = paths.find(({ pattern }) => pattern.test(path));
    if (known) return reply.code(405).header('allow', known.allow).send(errorBody(405));
    return reply.code(404).send(errorBody(404));
  });

  // A body only in a media type the operation's requestBody lists, checked before it is read (so every
  // body reaches the schema of its own type); a body sent to an operation that takes none is refused
  // too, except on GET, whose body is never read (requirements 10.2).
  app.addHook('preParsing', async (request) => {
    const operationId = operationIdOf(request);
    const { 'content-length': length, 'transfer-encoding': chunked, 'content-type': type } = request.headers;
    const hasBody = chunked !== undefined || (length !== undefined && length !== '0');
    if (!operationId || !hasBody || request.method === 'GET' || request.method === 'HEAD') return;
    const mediaType = (type ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!mediaTypes.get(operationId)?.has(mediaType))
      throw Object.assign(new Error(`${operationId} takes no ${mediaType || 'untyped'} body`), { statusCode: 415 });
  });

  // The session, then the operation's security: no or unknown session 401, wrong CSRF token 403.
  app.addHook('preValidation', async (request, reply) => {
    const operationId = operationIdOf(request);
    if (!operationId) return;
    // A parameter taken once but sent twice is noted (and refused after the security checks) before
    // `style: form, explode: false` arrays, sent comma-separated (?ids=1,2), are split for validation.
    const query = request.query as Record<string, unknown>;
    const twice = (singleValued.get(operationId) ?? []).filter((name) => Array.isArray(query[name]));
    if (twice.length > 0) repeatedQuery.set(request, twice);
    for (const name of commaSeparated.get(operationId) ?? [])
      if (typeof query[name] === 'string') query[name] = (query[name] as string).split(',');
    const found = await sessions.find(request.cookies[sessionCookie]);
    request.forecourtSession = found?.session;
    if (found?.token) setSessionCookie(request, reply, found.token);
    const schemes = security.get(operationId);
    if (!schemes) return;
    if (schemes.has('session') && !request.forecourtSession) return reply.code(401).send(errorBody(401));
    if (schemes.has('csrfToken')) {
      const sent = request.headers['x-csrf-token'];
      if (!request.forecourtSession || sent !== request.forecourtSession.csrf_token)
        return reply.code(403).send(errorBody(403));
    }
  });

  // A query parameter the operation takes once, sent twice, is a malformed request naming it.
  app.addHook('preValidation', async (request, reply) => {
    const repeated = repeatedQuery.get(request);
    if (repeated)
      return reply.code(400).send({
        ...errorBody(400),
        Fields: repeated.map((name) => ({ Field: name, Message: `Send ${name} only once.` })),
      });
  });

  // Text no database column can hold (a lone surrogate) is a malformed body (requirements 10.20).
  app.addHook('preValidation', async (request, reply) => {
    if (hasIllFormedText(request.body)) return reply.code(400).send(errorBody(400));
  });

  if (options.validateResponses) {
    const check = options.validateResponses;
    app.addHook('onSend', async (request, reply, payload) => {
      const operationId = operationIdOf(request);
      if (!operationId || reply.statusCode === 500) return payload;
      const body = typeof payload === 'string' && payload.length > 0 ? JSON.parse(payload) : undefined;
      const problems = check(operationId, reply.statusCode, body);
      if (problems.length === 0) return payload;
      request.log.error({ operationId, problems }, 'answer breaks the contract');
      reply.code(500);
      return JSON.stringify({
        ...errorBody(500),
        FriendlyMessage: `Answer breaks the contract: ${problems.join('; ')}`.slice(0, 500).replace(/[<>]/g, ''),
      });
    });
  }

  const serviceHandlers: Record<string, (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>> = {};
  for (const [operationId, handler] of Object.entries(options.handlers)) {
    serviceHandlers[operationId] = async (request, reply) => {
      const context: Context = {
        db,
        session: request.forecourtSession,
        now,
        address: request.ip,
        startSession: async (userId, { maxAgeSeconds } = {}) => {
          const { token, session } = await sessions.rotate(context.session, userId, { maxAgeSeconds });
          context.session = session;
          request.forecourtSession = session;
          setSessionCookie(request, reply, token, maxAgeSeconds);
          return session;
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
