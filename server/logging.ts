/**
 * The server's logs: Fastify's pino, one JSON line per entry, each request's entries carrying its
 * `reqId`. A request is logged by its method, address and answer status only (Fastify's serialisers:
 * no headers, no body), and the headers that carry a secret are redacted should anything log them, so
 * no password, session cookie or CSRF token is ever written (requirements 10.4). $LOG_LEVEL sets the
 * level (default `info`; `silent` turns it off).
 */
import type { FastifyServerOptions } from 'fastify';

/** Where the lines go instead of stdout (tests capture them). */
export interface LogDestination {
  write(line: string): void;
}

const redactedPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["x-csrf-token"]',
];

export function loggerOptions(
  destination?: LogDestination,
  level = process.env.LOG_LEVEL ?? 'info',
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    ...(destination ? { stream: destination } : {}),
  };
}
