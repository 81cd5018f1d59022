import { makeAutoObservable, runInAction } from 'mobx';

/**
 * The one way stores track a request's progress: idle (never asked), loading, loaded, failed. A
 * store keeps one Request per thing it loads (e.g. `makes`, `directory`), never separate booleans.
 */
export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/** Which request an answer belongs to: the number `start` gave it. */
export type Ticket = number;

/**
 * One request's state, its error and the stale-answer rule: each `start` supersedes the requests
 * before it, so only the newest request's answer settles the state, and an older one arriving late
 * is dropped. A store says what to ask and what to keep (`run`), not how to track a promise.
 */
export class Request<E = string> {
  state: LoadState = 'idle';
  /** Why the newest request failed, when the store keeps a reason (the person's words, a status). */
  error: E | null = null;
  private latest: Ticket = 0;

  constructor() {
    makeAutoObservable<Request<E>, 'latest'>(this, { latest: false });
  }

  get isIdle() {
    return this.state === 'idle';
  }

  get isLoading() {
    return this.state === 'loading';
  }

  get isLoaded() {
    return this.state === 'loaded';
  }

  get isFailed() {
    return this.state === 'failed';
  }

  /** Loading or loaded: asking again would repeat what is shown or on its way. */
  get isUnderWay() {
    return this.isLoading || this.isLoaded;
  }

  /** A new request: loading, no error, and every earlier request's answer stale from now. */
  start(): Ticket {
    this.state = 'loading';
    this.error = null;
    return ++this.latest;
  }

  /** Whether the request of this ticket is still the newest (its answer is wanted). */
  isCurrent(ticket: Ticket): boolean {
    return ticket === this.latest;
  }

  /** The ticket's request answered: loaded, if it is still the newest. Says whether it was. */
  succeed(ticket: Ticket): boolean {
    if (!this.isCurrent(ticket)) return false;
    this.state = 'loaded';
    this.error = null;
    return true;
  }

  /** The ticket's request failed: failed with this error, if it is still the newest. Says whether it was. */
  fail(ticket: Ticket, error: E | null = null): boolean {
    if (!this.isCurrent(ticket)) return false;
    this.state = 'failed';
    this.error = error;
    return true;
  }

  /** Settles as loaded or failed by a condition (an answer with or without its data). */
  settle(ticket: Ticket, ok: boolean, error: E | null = null): boolean {
    return ok ? this.succeed(ticket) : this.fail(ticket, error);
  }

  /** Takes a state known without asking (nothing to ask, a server render's answer): earlier requests are stale. */
  known(ok: boolean, error: E | null = null) {
    this.settle(++this.latest, ok, error);
  }

  /** Any request on its way is stale (its answer will be dropped); the state stays as it is. */
  drop() {
    this.latest++;
  }

  /** Back to idle: any request on its way is stale. */
  reset() {
    this.drop();
    this.state = 'idle';
    this.error = null;
  }

  /**
   * Runs a request: `ask` sends it; `keep` stores the answer (in one action with the state) and
   * returns false when the answer has nothing to keep (the request then failed); `reason` gives the
   * error kept for a rejection or a `keep` that throws, or (given undefined) for an answer with nothing
   * to keep. A stale answer or rejection changes nothing. Resolves to whether the answer was the newest
   * and kept.
   */
  async run<T>(
    ask: () => Promise<T>,
    keep: (answer: T) => unknown,
    reason: (error: unknown) => E | null = () => null,
  ): Promise<boolean> {
    const ticket = this.start();
    let answer: T;
    try {
      answer = await ask();
    } catch (error) {
      runInAction(() => {
        if (this.isCurrent(ticket)) this.fail(ticket, reason(error));
      });
      return false;
    }
    if (!this.isCurrent(ticket)) return false;
    return runInAction(() => {
      let kept: unknown;
      try {
        kept = keep(answer);
      } catch (error) {
        // An answer that cannot be kept (not the shape asked for) is a failed request, like a rejection.
        this.fail(ticket, reason(error));
        return false;
      }
      return kept === false ? !this.fail(ticket, reason(undefined)) : this.succeed(ticket);
    });
  }
}
