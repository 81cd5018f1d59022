/**
 * Errors as the contract's Error body: the framework's own refusals (a body too large, a media type no
 * operation takes, the rate limit, a malformed request), a body off its schema with each field named
 * (decision 0100), a busy or unreachable database (503 with Retry-After, requirements 10.9), anything
 * else a 500 logged with its stack; an unknown address 404, a known one asked with another method 405.
 */
import type { ErrorObject } from 'ajv';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { bodyPropertySchemas, type ContractDocument, methodsByPath } from '../contract';
import { DatabaseBusy, isDatabaseBusy, isDatabaseUnreachable, UNREACHABLE_RETRY_AFTER_SECONDS } from '../db/gate';
import { fieldMessages, schemaFieldErrors } from '../fieldErrors';
import { operationIdOf } from './operation';

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

export function errorBody(status: keyof typeof messages) {
  return { Code: status === 400 ? 100 : status, FriendlyMessage: messages[status] };
}

/**
 * Fastify's `frameworkErrors`: an address the router cannot read (a path parameter past its length
 * limit, a broken percent escape) is a malformed request: the contract's 400, not the framework's own
 * body (requirements 10.19).
 */
export const frameworkErrors = (_error: unknown, _request: unknown, reply: FastifyReply) =>
  void reply.code(400).send(errorBody(400));

const errors: FastifyPluginAsync<{ document: ContractDocument }> = async (app, { document }) => {
  const paths = methodsByPath(document);
  const propertySchemas = bodyPropertySchemas(document);

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
};

export default fp(errors, { name: 'forecourt-errors', fastify: '5.x' });
