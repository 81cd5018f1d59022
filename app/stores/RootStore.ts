import type { ApiClient } from '../api/client';
import { AuditStore } from './AuditStore';

/** Builds every domain store around one injected API client; tests pass a client with a fake fetch. */
export class RootStore {
  readonly audit: AuditStore;

  constructor(readonly api: ApiClient) {
    this.audit = new AuditStore(this, api);
  }
}
