import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import type { AuditEvent } from '../api/types';
import type { RootStore } from './RootStore';

/**
 * Records page views and key actions with POST /api/audit. Telemetry must never disturb the person
 * using the site, so a failure is counted, not thrown.
 */
export class AuditStore {
  sent = 0;
  failed = 0;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<AuditStore, 'api'>(this, { root: false, api: false });
  }

  async record(Type: AuditEvent['Type'], Parameters: AuditEvent['Parameters'] = []): Promise<boolean> {
    try {
      // The client rejects every non-2xx answer, so reaching the next line means it was recorded.
      await this.api.POST('/api/audit', { body: { Type, Parameters } });
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
