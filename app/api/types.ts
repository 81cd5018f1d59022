import type { components } from './generated/schema';

type Schemas = components['schemas'];

export type AuditEvent = Schemas['AuditEvent'];
export type ApiError = Schemas['Error'];
