/**
 * Every operation's handler, by operationId, gathered from the modules that implement them. An
 * operation without a handler answers 500 (fastify-openapi-glue's "not implemented"); the server's
 * tests check that none is missing.
 */
import type { Handlers } from '../types';
import { adviceHandlers } from './advice';
import { catalogueHandlers } from './catalogue';
import { formHandlers } from './forms';

export const handlers: Handlers = {
  ...catalogueHandlers,
  ...formHandlers,
  ...adviceHandlers,
};
