/**
 * Query strings before validation: `style: form, explode: false` arrays, sent comma-separated
 * (?ids=1,2), are split, and a parameter the operation takes once but was sent twice is a malformed
 * request naming it (400 with `Fields`). Registered after the session's checks, which come first.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { commaSeparatedQuery, type ContractDocument, singleValuedQuery } from '../contract';
import { errorBody } from './errors';
import { operationIdOf } from './operation';

const query: FastifyPluginAsync<{ document: ContractDocument }> = async (app, { document }) => {
  const commaSeparated = commaSeparatedQuery(document);
  const singleValued = singleValuedQuery(document);

  app.addHook('preValidation', async (request, reply) => {
    const operationId = operationIdOf(request);
    if (!operationId) return;
    const sent = request.query as Record<string, unknown>;
    // Noted before the split: a comma-separated array is one value.
    const twice = (singleValued.get(operationId) ?? []).filter((name) => Array.isArray(sent[name]));
    for (const name of commaSeparated.get(operationId) ?? [])
      if (typeof sent[name] === 'string') sent[name] = (sent[name] as string).split(',');
    if (twice.length > 0)
      return reply.code(400).send({
        ...errorBody(400),
        Fields: twice.map((name) => ({ Field: name, Message: `Send ${name} only once.` })),
      });
  });
};

export default fp(query, { name: 'forecourt-query', fastify: '5.x' });
