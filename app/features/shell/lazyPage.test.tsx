import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyPage, loadChunk, retryFailedChunks } from './lazyPage';

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>{this.state.error.name}</p> : this.props.children;
  }
}

describe('loadChunk', () => {
  afterEach(() => vi.useRealTimers());

  it('fails with ChunkLoadError after 120 000 ms', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise(() => {}));
    const assertion = expect(pending).rejects.toThrow('Loading chunk timed out after 120000 ms');
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('wraps a network failure as ChunkLoadError', async () => {
    await expect(loadChunk(() => Promise.reject(new TypeError('Failed to fetch')))).rejects.toBeInstanceOf(
      ChunkLoadError,
    );
  });
});

describe('lazyPage', () => {
  it('renders the page after a failed load has been retried', async () => {
    let attempts = 0;
    const Page = lazyPage(async () => {
      attempts++;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return { default: () => <h1>Loaded</h1> };
    });
    const ui = (key: number) => (
      <Boundary key={key}>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </Boundary>
    );
    const { rerender } = render(ui(1));
    expect(await screen.findByText('ChunkLoadError')).toBeInTheDocument();

    retryFailedChunks();
    rerender(ui(2));
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});

describe('lazyPage preload', () => {
  it('loads the chunk once, and a preloaded page renders without its fallback', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads++;
      return { default: () => <h1>Preloaded</h1> };
    });
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Preloaded' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('leaves a failed preload for the render, which tries the chunk again', async () => {
    let attempts = 0;
    const Page = lazyPage(async () => {
      attempts++;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return { default: () => <h1>Second try</h1> };
    });
    await expect(Page.preload()).resolves.toBeUndefined();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Second try' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
