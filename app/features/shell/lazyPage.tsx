import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Spec section 8: a script chunk that has not loaded after 120 000 ms has failed. */
export const chunkLoadTimeoutMs = 120_000;

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
 * React.lazy with the chunk timeout, and retryable: React.lazy remembers a failure forever, so a
 * failed component swaps in a fresh lazy one when `retryFailedChunks()` is called.
 */
export function lazyPage<P extends object>(load: Loader<P>): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>>;
  const reset = () => {
    current = lazy(() =>
      loadChunk(load).catch((error: unknown) => {
        retries.add(reset);
        throw error;
      }),
    );
  };
  reset();
  function LazyPage(props: P) {
    const Current = current;
    return <Current {...props} />;
  }
  return LazyPage;
}
