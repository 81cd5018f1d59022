import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import type { AuditEvent } from '../api/types';
import type { RootStore } from './RootStore';

/** Sends a small form-encoded POST that survives the page being left (navigator.sendBeacon). */
export type Beacon = (url: string, body: URLSearchParams) => boolean;

const auditPath = '/api/audit';

/** `{Type, Parameters[]}` form-encoded, Parameters as repeated keys (the contract declares explode). */
function auditForm({ Type, Parameters }: AuditEvent): URLSearchParams {
  return new URLSearchParams([['Type', Type], ...Parameters.map((value): [string, string] => ['Parameters', value])]);
}

/**
 * Records page views and key actions with POST /api/audit: by beacon (form-encoded, never delays the
 * page or navigation) where the browser has one, else through the typed client as JSON. Telemetry
 * must never disturb the person using the site, so a failure is counted, not thrown.
 */
export class AuditStore {
  sent = 0;
  failed = 0;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
    private readonly beacon: Beacon | null = null,
  ) {
    makeAutoObservable<AuditStore, 'api' | 'beacon'>(this, { root: false, api: false, beacon: false });
  }

  async record(Type: AuditEvent['Type'], Parameters: AuditEvent['Parameters'] = []): Promise<boolean> {
    const event = { Type, Parameters };
    if (this.beacon?.(auditPath, auditForm(event))) {
      this.sent++;
      return true;
    }
    try {
      // The client rejects every non-2xx answer, so reaching the next line means it was recorded.
      await this.api.POST(auditPath, { body: event });
      runInAction(() => this.sent++);
      return true;
    } catch {
      runInAction(() => this.failed++);
      return false;
    }
  }

  pageView(path: string): Promise<boolean> {
    return this.record('PageView', [path]);
  }
}
