import type { ApiClient, FailureReport } from '../api/client';
import { ClientErrorReport as reportLimits, ClientErrorReportNamePattern } from '../../openapi/generated/limits';
import type { ClientErrorReport } from '../api/types';

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
 * The one error-reporting adapter (requirements 8.10): the API client, the error boundaries and the
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

/** The contract's error-reporting operation (requirements 7.12). */
const errorReportPath = '/api/errors';

/** A URL's path alone: queries can carry a postcode or an email address, which a report must not. */
function pathOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return '/';
  }
}

/** Control characters other than tab and line breaks become spaces (the contract refuses them). */
const isControl = (code: number) => (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;
const clean = (text: string, max: number) =>
  Array.from(text.slice(0, max), (char) => (isControl(char.charCodeAt(0)) ? ' ' : char))
    .join('')
    .slice(0, max);

/** The chunk a failed dynamic import names ('...dynamically imported module: https://.../assets/x.js'). */
function chunkOf(message: string): string | undefined {
  const url = /(?:imported module|chunk):?\s+(\S+)/i.exec(message)?.[1];
  const name = url ? pathOf(url).split('/').pop() : undefined;
  return name && name.length <= reportLimits.Chunk.maxLength && /^[A-Za-z0-9_.@-]+$/.test(name) ? name : undefined;
}

const errorName = new RegExp(ClientErrorReportNamePattern);

/** An ErrorReport in the contract's shape (ClientErrorReport): paths only, no personal data. */
export function toClientErrorReport(report: ErrorReport, userAgent?: string): ClientErrorReport {
  const body: ClientErrorReport = {
    Source: report.source,
    Name: report.name.length <= reportLimits.Name.maxLength && errorName.test(report.name) ? report.name : 'Error',
    Message: clean(report.message, reportLimits.Message.maxLength) || report.name || 'Error',
    Page: pathOf(report.url),
  };
  if (report.failure) {
    body.Action = report.failure.action.replace(/[`{}^+=<>]/g, '').slice(0, reportLimits.Action.maxLength);
    body.Status = report.failure.status;
    body.RequestPath = pathOf(report.failure.url);
    body.Preview = clean(report.failure.preview, reportLimits.Preview.maxLength);
  }
  const chunk = chunkOf(report.message);
  if (chunk) body.Chunk = chunk;
  if (userAgent) body.UserAgent = userAgent.replace(/[^\x20-\x7E]/g, '').slice(0, reportLimits.UserAgent.maxLength);
  return body;
}

/**
 * The transport that sends each report to the error-reporting service through the one typed client
 * (`POST /api/errors`), fire and forget: nothing waits for it, a failure of the report itself is
 * swallowed and never reported again (so reporting cannot loop), and at most `limit` reports leave a
 * page load (an error in a render loop must not flood the service).
 */
export function serverTransport(
  api: () => ApiClient,
  { userAgent = globalThis.navigator?.userAgent, limit = 20 }: { userAgent?: string; limit?: number } = {},
): ReportTransport {
  let sent = 0;
  return (report) => {
    if (report.failure && pathOf(report.failure.url) === errorReportPath) return;
    if (sent >= limit) return;
    sent++;
    try {
      api()
        .POST(errorReportPath, { body: toClientErrorReport(report, userAgent) })
        .catch(() => undefined);
    } catch {
      // Reporting must never throw into the code that met the error.
    }
  };
}
