import { createContext, useContext } from 'react';
import { createErrorReporter, type ErrorReporter } from '../../lib/errorReporting';

const ErrorReporterContext = createContext<ErrorReporter>(createErrorReporter());

export const ErrorReporterProvider = ErrorReporterContext.Provider;

/** The app's error-reporting adapter, for error boundaries below the app's root. */
export function useErrorReporter(): ErrorReporter {
  return useContext(ErrorReporterContext);
}
