import type { FailureReport } from '../api/client';

/** One error as the error-reporting service receives it. */
export interface ErrorReport {
  message: string;
  name: string;
  /** Where it came from: an API call, a render error, or an uncaught error in the page. */
  source: 'api' | 'render' | 'window';
  url: string;
  /** For API failures: the action, status and response preview (cut to 300 characters). */
  failure?: FailureReport;
  componentStack?: string;
}

/** Sends a report to the error-reporting service; the transport is the deployment's choice. */
export type ReportTransport = (report: ErrorReport) => void;

/**
 * The one error-reporting adapter (spec section 8): the API client, the error boundaries and the
 * window's uncaught errors all report through it. No reporting service is configured in this
 * repository, so the default transport writes to the console; a deployment passes its own (e.g. a
 * Sentry client) to `createErrorReporter`.
 */
export function createErrorReporter(transport: ReportTransport = (report) => console.warn('[error report]', report)) {
  const report = (error: unknown, details: Omit<ErrorReport, 'message' | 'name' | 'url'>) => {
    const asError = error instanceof Error ? error : new Error(String(error));
    transport({ message: asError.message, name: asError.name, url: globalThis.location?.href ?? '', ...details });
  };
  return {
    /** For createApiClient's reportError option. */
    apiFailure: (error: Error, failure: FailureReport) => report(error, { source: 'api', failure }),
    render: (error: Error, componentStack?: string) =>
      report(error, { source: 'render', ...(componentStack ? { componentStack } : {}) }),
    /** Listens for uncaught errors and rejections; returns the function that stops listening. */
    listen(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window) {
      const onError = (event: ErrorEvent) => report(event.error ?? event.message, { source: 'window' });
      const onRejection = (event: PromiseRejectionEvent) => report(event.reason, { source: 'window' });
      target.addEventListener('error', onError);
      target.addEventListener('unhandledrejection', onRejection);
      return () => {
        target.removeEventListener('error', onError);
        target.removeEventListener('unhandledrejection', onRejection);
      };
    },
  };
}

export type ErrorReporter = ReturnType<typeof createErrorReporter>;
