import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { enableStaticRendering } from 'mobx-react-lite';
import { afterEach, vi } from 'vitest';

/**
 * The unit suite's files share one page per worker (vite.config.ts: no isolation, for speed), so after
 * each test what it may have left there is put back: rendered trees, the address, cookies, storage,
 * stubbed globals, fake timers, and MobX's static rendering (a server render turns it on).
 */
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  enableStaticRendering(false);
  if (typeof document === 'undefined') return;
  window.history.replaceState(null, '', '/');
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
});
