/**
 * Every operation's handler, by operationId, gathered from the modules that implement them. An
 * operation without a handler answers 500 (fastify-openapi-glue's "not implemented"); the server's
 * tests check that none is missing.
 */
import type { Handlers } from '../types';
import { accountHandlers } from './account';
import { adviceHandlers } from './advice';
import { catalogueHandlers } from './catalogue';
import { formHandlers } from './forms';
import { healthHandlers } from './health';
import { lookupHandlers } from './lookups';
import { savedSearchHandlers } from './savedSearches';
import { searchHandlers } from './search';
import { shortlistHandlers } from './shortlist';

export const handlers: Handlers = {
  ...accountHandlers,
  ...shortlistHandlers,
  ...savedSearchHandlers,
  ...searchHandlers,
  ...lookupHandlers,
  ...catalogueHandlers,
  ...formHandlers,
  ...adviceHandlers,
  ...healthHandlers,
};
