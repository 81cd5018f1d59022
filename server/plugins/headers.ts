/**
 * Headers on every answer, errors included: JSON is never sniffed as something else, loads nothing and
 * is never framed (the site's own page headers are the web server's: render/securityHeaders.ts, and in
 * production deploy/nginx/forecourt-headers.conf). A 2xx carries the Cache-Control its operation
 * documents; what belongs to a session, sets a cookie or is not a 2xx is never kept by a cache
 * (requirements 10.5).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControlByOperation, type ContractDocument } from '../contract';
import { operationIdOf } from './operation';

const apiSecurityHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

const headers: FastifyPluginAsync<{ document: ContractDocument }> = async (app, { document }) => {
  const cacheControl = cacheControlByOperation(document);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(apiSecurityHeaders);
    const documented = cacheControl.get(operationIdOf(request) ?? '');
    const success = reply.statusCode >= 200 && reply.statusCode < 300;
    reply.header('cache-control', success && documented && !reply.hasHeader('set-cookie') ? documented : 'no-store');
    return payload;
  });
};

export default fp(headers, { name: 'forecourt-headers', fastify: '5.x' });
