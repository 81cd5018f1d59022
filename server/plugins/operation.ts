/** The contract's operation a request was routed to (fastify-openapi-glue puts its operationId in the route's schema). */
import type { FastifyRequest } from 'fastify';
import type { OperationId } from '../types';

export function operationIdOf(request: FastifyRequest): OperationId | undefined {
  return (request.routeOptions.schema as { operationId?: OperationId } | undefined)?.operationId;
}
