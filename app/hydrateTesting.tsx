/**
 * For tests of server-made markup (app/prerender.test.tsx, app/serverRender.test.tsx): hydrates
 * `markup` in jsdom as main.tsx does in the browser, on a small screen, and keeps what React and the app
 * reported, so a test can hold the markup to the browser's first render. Call `unmountHydrated` after
 * each test (a live root goes on reacting to its stores).
 */
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { enableStaticRendering } from 'mobx-react-lite';
import { vi } from 'vitest';
import { App } from './App';
import { createErrorReporter, type ErrorReport } from './lib/errorReporting';
import { preloadRoute } from './routes';
import type { RootStore } from './stores/RootStore';

const roots: Root[] = [];
const containers: HTMLElement[] = [];

/** jsdom has no matchMedia: a small screen that never changes. */
const smallScreen = (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }) as unknown as MediaQueryList;

export async function hydrateMarkup(markup: string, url: string, stores: RootStore) {
  enableStaticRendering(false);
  window.history.replaceState(null, '', url);
  await preloadRoute(new URL(url, 'http://localhost').pathname);
  vi.stubGlobal('matchMedia', smallScreen);
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  const reports: ErrorReport[] = [];
  const errors = createErrorReporter((report) => reports.push(report));
  const container = document.body.appendChild(document.createElement('div'));
  containers.push(container);
  container.innerHTML = markup;
  /** The server's h1, which hydration keeps (a render from scratch would replace it). */
  const heading = container.querySelector('h1');
  const recoverable: unknown[] = [];
  await act(async () => {
    roots.push(
      hydrateRoot(
        container,
        <StrictMode>
          <App stores={stores} errors={errors} />
        </StrictMode>,
        { onRecoverableError: (error) => recoverable.push(error) },
      ),
    );
  });
  return { container, heading, recoverable, reports };
}

export function unmountHydrated() {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  // Only what was added here goes: react-aria's live announcer stays in the page for the tests after.
  containers.splice(0).forEach((container) => container.remove());
  vi.unstubAllGlobals();
}
