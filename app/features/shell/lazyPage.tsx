import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A script chunk that has not loaded after 120 000 ms has failed (requirements 8.8, 9.11). */
const chunkLoadTimeoutMs = 120_000;

/** A page or overlay's code could not be loaded (offline, a new deploy removed the old chunk, a timeout). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** Loads a chunk, failing with ChunkLoadError on a network error or after the timeout. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = chunkLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(cause instanceof Error ? cause.message : 'Loading chunk failed', { cause }));
      },
    );
  });
}

const retries = new Set<() => void>();

/** After a failed load, makes every failed lazy component try its chunk again on next render. */
export function retryFailedChunks() {
  const pending = [...retries];
  retries.clear();
  pending.forEach((retry) => retry());
}

/**
 * A thenable that calls back at once: React.lazy reads a module it gets this way in the same render
 * instead of suspending (and showing the fallback) for a chunk that is already in.
 */
function resolved<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled: (value: T) => unknown) => void onFulfilled(value) };
  return thenable as unknown as Promise<T>;
}

/** A lazy page whose chunk can be fetched before React renders it (`preload`). */
export type LazyPageComponent<P> = ComponentType<P> & {
  /** Starts loading the chunk (once); resolves when it is in. A failure is left for the render to show. */
  preload: () => Promise<void>;
};

/**
 * React.lazy with the chunk timeout, and retryable: React.lazy remembers a failure forever, so a
 * failed component swaps in a fresh lazy one when `retryFailedChunks()` is called. `preload()`
 * starts the load before the page renders (the route a visit lands on, see app/routes.tsx); a page
 * whose chunk is already in renders at once, without suspending.
 */
export function lazyPage<P extends object>(load: Loader<P>): LazyPageComponent<P> {
  let current: LazyExoticComponent<ComponentType<P>>;
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => {
    loading ??= loadChunk(load).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        retries.add(reset);
        throw error;
      },
    );
    return loading;
  };
  const reset = () => {
    current = lazy(() => (loaded ? resolved({ default: loaded }) : loadOnce()));
  };
  reset();
  function LazyPage(props: P) {
    const Current = current;
    return <Current {...props} />;
  }
  return Object.assign(LazyPage, {
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
  });
}
