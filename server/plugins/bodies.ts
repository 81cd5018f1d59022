/**
 * Media types and body limits (requirements 10.2, 10.3, 10.20). JSON bodies up to 64 KiB (the server's
 * `bodyLimit`), the form-encoded audit beacon up to 16 KiB: 413 beyond. A body only in a media type the
 * operation's requestBody lists, checked before it is read (so every body reaches the schema of its own
 * type); a body sent to an operation that takes none is refused too (415), except on GET, whose body is
 * never read. Text no database column can hold (a lone surrogate) is a malformed body (400).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { type ContractDocument, formArrayFields, mediaTypesByOperation } from '../contract';
import { hasIllFormedText } from '../wellFormed';
import { errorBody } from './errors';
import { operationIdOf } from './operation';

/** The largest JSON body, in bytes: the server's own `bodyLimit`. */
export const jsonBodyLimit = 65_536;
const formBodyLimit = 16_384;

const bodies: FastifyPluginAsync<{ document: ContractDocument }> = async (app, { document }) => {
  const mediaTypes = mediaTypesByOperation(document);

  // Form-encoded bodies (the audit beacon, navigator.sendBeacon): fields the contract encodes as
  // repeated ones are arrays even when sent once; the rest are strings, validated like JSON bodies.
  const arrayFields = formArrayFields(document);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyLimit },
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
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: jsonBodyLimit },
    (request, text, done) => {
      const operationId = operationIdOf(request);
      if (text === '' && operationId && mediaTypes.get(operationId)?.size === 0) return done(null, undefined);
      json(request, text as string, done);
    },
  );

  app.addHook('preParsing', async (request) => {
    const operationId = operationIdOf(request);
    const { 'content-length': length, 'transfer-encoding': chunked, 'content-type': type } = request.headers;
    const hasBody = chunked !== undefined || (length !== undefined && length !== '0');
    if (!operationId || !hasBody || request.method === 'GET' || request.method === 'HEAD') return;
    const mediaType = (type ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!mediaTypes.get(operationId)?.has(mediaType))
      throw Object.assign(new Error(`${operationId} takes no ${mediaType || 'untyped'} body`), { statusCode: 415 });
  });

  // After the session's checks and the query's (registered before this plugin): 401, 403 and a
  // repeated parameter come first.
  app.addHook('preValidation', async (request, reply) => {
    if (hasIllFormedText(request.body)) return reply.code(400).send(errorBody(400));
  });
};

export default fp(bodies, { name: 'forecourt-bodies', fastify: '5.x' });
