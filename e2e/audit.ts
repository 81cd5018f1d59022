import type { Request } from '@playwright/test';

export interface AuditEvent {
  Type: string;
  Parameters: string[];
}

export const isAudit = (request: Request) => new URL(request.url()).pathname === '/api/audit';

/** The audit event a request carried, whether sent by beacon (form-encoded) or by the client (JSON). */
export function auditEvent(request: Request): AuditEvent {
  const body = request.postData() ?? '';
  if ((request.headers()['content-type'] ?? '').includes('json')) return JSON.parse(body) as AuditEvent;
  const form = new URLSearchParams(body);
  return { Type: form.get('Type') ?? '', Parameters: form.getAll('Parameters') };
}
