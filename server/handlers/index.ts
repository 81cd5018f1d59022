/**
 * Every operation's handler, by operationId, gathered from the modules that implement them. An
 * operation without a handler answers 500 (fastify-openapi-glue's "not implemented"); the server's
 * tests check that none is missing.
 */
import type { Handlers } from '../types';
import { accountHandlers } from './account';
import { savedSearchHandlers } from './savedSearches';
import { shortlistHandlers } from './shortlist';

export const handlers: Handlers = { ...accountHandlers, ...shortlistHandlers, ...savedSearchHandlers };
