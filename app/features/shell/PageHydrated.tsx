import { useEffect } from 'react';
import { useIsSSR } from 'react-aria';
import { keepTyped } from '../../lib/keepTyped';
import { mainContentId } from './ids';

/**
 * Placed after the page in the frame's page boundary: when the app hydrates a prerendered or
 * server-rendered page (render/), once the page itself is hydrated (its code may arrive after the
 * frame's) and its own effects have run, the fields the visitor changed meanwhile go to the page's
 * state (keepTyped), and #root loses its `data-hydrating` mark. Nothing on a page the browser
 * rendered itself.
 */
export function PageHydrated() {
  const hydrating = useIsSSR();
  useEffect(() => {
    if (!hydrating) return;
    const main = document.getElementById(mainContentId);
    if (main) keepTyped(main);
    document.getElementById('root')?.removeAttribute('data-hydrating');
  }, [hydrating]);
  return null;
}
