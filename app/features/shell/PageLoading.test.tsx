import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PageLoading, PageLoadingProvider, usePageLoading, usePageLoadingState } from './PageLoading';

/** The layout's part: the footer is left out while a page is loading. */
function Frame({ children }: { children: ReactNode }) {
  const [isLoading, register] = usePageLoadingState();
  return (
    <>
      <main>
        <PageLoadingProvider value={register}>{children}</PageLoadingProvider>
      </main>
      {isLoading ? null : <footer>Footer</footer>}
    </>
  );
}

function PageWithData({ isLoading }: { isLoading: boolean }) {
  usePageLoading(isLoading);
  return <h1>Results</h1>;
}

describe('PageLoading', () => {
  it('keeps the footer out while a page’s code loads, and brings it back with the page', async () => {
    let arrive = () => {};
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const LazyPage = lazy(() => code.then(() => ({ default: () => <h1>Used cars</h1> })));
    render(
      <Frame>
        <Suspense fallback={<PageLoading />}>
          <LazyPage />
        </Suspense>
      </Frame>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('contentinfo')).toBeNull();

    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Used cars' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Footer');
  });

  it('lets a page keep the footer out while its first data loads', () => {
    const { rerender } = render(
      <Frame>
        <PageWithData isLoading />
      </Frame>,
    );
    expect(screen.queryByRole('contentinfo')).toBeNull();
    rerender(
      <Frame>
        <PageWithData isLoading={false} />
      </Frame>,
    );
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
