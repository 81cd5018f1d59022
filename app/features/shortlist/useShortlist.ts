import { useEffect } from 'react';
import { useIsSSR } from 'react-aria';
import { loadShortlistStore } from '../../stores/loaders';
import { hasShortlistCookie } from '../../stores/shortlistCookie';
import type { ShortlistStore } from '../../stores/ShortlistStore';
import { useStores } from '../../stores/StoresContext';

/**
 * The shortlist store for a component of the page frame or a first screen (header, result cards),
 * whose code must not carry the store: undefined until loaded. It is loaded when there is something
 * to show (a signed-out shortlist in the cookie, or a signed-in visitor) or `always`; a first visit
 * with neither never downloads it. Call it from an `observer`.
 * While React hydrates a page the server drew (with no shortlist: the server never loads it), it is
 * undefined too, even if it has arrived meanwhile: the markup must match (React keeps the server's
 * attributes where they differ, so a heart would stay unpressed). It shows once hydrated.
 */
export function useShortlist({ always = false } = {}): ShortlistStore | undefined {
  const root = useStores();
  const hydrating = useIsSSR();
  const shortlist = root.loaded(loadShortlistStore);
  const wanted = always || root.session.isSignedIn || hasShortlistCookie(root.cookies);
  useEffect(() => {
    if (wanted && !shortlist) void root.load(loadShortlistStore).catch(() => undefined);
  }, [wanted, shortlist, root]);
  return hydrating ? undefined : shortlist;
}
