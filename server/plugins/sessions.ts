/**
 * Sessions and CSRF (decision 0007, requirements 10.12-10.17). Every request to an operation carries
 * the session its `fc_session` cookie names (server/sessions.ts: a signed-in one is a row, an anonymous
 * one a signed cookie, so any process on the database knows both); then the operation's security: no
 * or unknown session 401, a missing or wrong `X-CSRF-Token` 403 (compared in constant time), both
 * before the body is validated. `app.startSession` rotates a request's session (sign in, register,
 * sign out) and sets the new cookie.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { type ContractDocument, securityByOperation } from '../contract';
import type { Database } from '../db/schema';
import { openSessions, sameSecret, sessionCookie, type SessionRow } from '../sessions';
import { errorBody } from './errors';
import { operationIdOf } from './operation';

declare module 'fastify' {
  interface FastifyRequest {
    forecourtSession?: SessionRow;
  }
  interface FastifyInstance {
    /**
     * Replaces the request's session (`old`) by a new one, stored for `userId` (kept `maxAgeSeconds`
     * when given) or anonymous (null), and sets its cookie on the reply.
     */
    startSession(
      request: FastifyRequest,
      reply: FastifyReply,
      old: SessionRow | undefined,
      userId: number | null,
      options?: { maxAgeSeconds?: number },
    ): Promise<SessionRow>;
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

interface SessionOptions {
  db: Kysely<Database>;
  now: () => Date;
  document: ContractDocument;
}

const sessions: FastifyPluginAsync<SessionOptions> = async (app, { db, now, document }) => {
  const security = securityByOperation(document);
  const store = await openSessions(db, now);

  app.decorate('startSession', async (request, reply, old, userId, { maxAgeSeconds } = {}) => {
    const { token, session } = await store.rotate(old, userId, { maxAgeSeconds });
    request.forecourtSession = session;
    setSessionCookie(request, reply, token, maxAgeSeconds);
    return session;
  });

  app.addHook('preValidation', async (request, reply) => {
    const operationId = operationIdOf(request);
    if (!operationId) return;
    const found = await store.find(request.cookies[sessionCookie]);
    request.forecourtSession = found?.session;
    if (found?.token) setSessionCookie(request, reply, found.token);
    const schemes = security.get(operationId);
    if (!schemes) return;
    if (schemes.has('session') && !request.forecourtSession) return reply.code(401).send(errorBody(401));
    if (
      schemes.has('csrfToken') &&
      !(request.forecourtSession && sameSecret(request.headers['x-csrf-token'], request.forecourtSession.csrf_token))
    )
      return reply.code(403).send(errorBody(403));
  });
};

export default fp(sessions, { name: 'forecourt-sessions', fastify: '5.x', dependencies: ['@fastify/cookie'] });
