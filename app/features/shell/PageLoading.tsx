import { createContext, useCallback, useContext, useLayoutEffect, useState } from 'react';
import * as styles from './PageLoading.css';

/** Registers a loading state with the layout; the returned function ends it. */
type RegisterLoading = () => () => void;

const PageLoadingContext = createContext<RegisterLoading>(() => () => {});
export const PageLoadingProvider = PageLoadingContext.Provider;

/**
 * For the layout: whether a page is showing its loading state, and the function that `PageLoading`
 * registers itself with (give it to `PageLoadingProvider`).
 */
export function usePageLoadingState(): [isLoading: boolean, register: RegisterLoading] {
  const [count, setCount] = useState(0);
  const register = useCallback(() => {
    setCount((n) => n + 1);
    return () => setCount((n) => n - 1);
  }, []);
  return [count > 0, register];
}

/**
 * Keeps the footer out, and main at the viewport's height (so the scrollbar stays), while `isLoading`
 * (a page's code or its first data on the way): the page's arrival would otherwise push a footer in
 * view down a screen (layout shift). It registers before the
 * browser paints (a layout effect), so the footer is never painted above the fold on a first visit; it
 * is then inserted with the page, below it.
 */
export function usePageLoading(isLoading: boolean) {
  const register = useContext(PageLoadingContext);
  useLayoutEffect(() => (isLoading ? register() : undefined), [isLoading, register]);
}

/**
 * A page whose code has not arrived yet: the layout keeps the footer out and holds the viewport's
 * height until it has.
 */
export function PageLoading() {
  usePageLoading(true);
  return (
    <div className={styles.loading} role="status">
      Loading…
    </div>
  );
}
