/**
 * With a checker (the tests give the contract's), every answer to an operation is checked against the
 * contract, and one that breaks it becomes a 500 naming the problems (logged too), so a wrong answer
 * fails the test that provoked it.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors';
import { operationIdOf } from './operation';

export type ResponseCheck = (operationId: string, status: number, body: unknown) => string[];

const responseValidation: FastifyPluginAsync<{ check: ResponseCheck }> = async (app, { check }) => {
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
};

export default fp(responseValidation, { name: 'forecourt-response-validation', fastify: '5.x' });
