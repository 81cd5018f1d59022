/**
 * The one way stores track a request's progress: idle (never asked), loading, loaded, failed. A
 * store keeps one such field per thing it loads (e.g. `makesState`, `status`), never separate booleans.
 */
export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';
