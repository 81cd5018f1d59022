import { makeAutoObservable } from 'mobx';
import type { RootStore } from './RootStore';

/** Account state (spec section 3): the auth flag; false means signed out. */
export class AccountStore {
  auth = false;

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false });
  }

  setAuth(auth: boolean) {
    this.auth = auth;
  }
}
