import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useIsSSR } from 'react-aria';
import { useStores } from '../../stores/StoresContext';

/** Which of a results page's screen parts are drawn, and the elements focus moves to between them. */
export interface ScreenPart {
  /** The server's markup being hydrated: both parts are drawn, and CSS shows the one for the screen. */
  hydrating: boolean;
  isLarge: boolean;
  /** The large screen's search panel, beside the results. */
  panelPart: RefObject<HTMLElement | null>;
  /** The small screen's part: its 'Filter and sort' button and drawer. */
  smallPart: RefObject<HTMLDivElement | null>;
}

/**
 * The screen-size switch of a results page. The server's render of the page (app/render.tsx), being
 * hydrated, knows nothing of the screen, so both the panel and the small screen's 'Filter and sort'
 * are drawn, and CSS shows the one for the screen. Once hydrated, the page draws only that one
 * (nothing moves). Call it from an observer: it reads the screen and the panel's state.
 */
export function useScreenPart(): ScreenPart {
  const { menus, searchPanel } = useStores();
  const hydrating = useIsSSR();
  // The screen's part follows the screen (a zoom, a turned phone), but not while the drawer or a
  // sub-panel is open: an open dialog stays open, focus where it was (requirements 4.7).
  const [isLarge, setLarge] = useState(menus.isLargeScreen);
  if (isLarge !== menus.isLargeScreen && !searchPanel.open && searchPanel.activeSubpanel === null) {
    setLarge(menus.isLargeScreen);
  }
  const smallPart = useRef<HTMLDivElement>(null);
  const panelPart = useRef<HTMLElement>(null);
  const shownLarge = useRef(isLarge);
  // Focus in the part that went (its dialog's button) moves to the other part's way into the search.
  useLayoutEffect(() => {
    if (shownLarge.current === isLarge) return;
    shownLarge.current = isLarge;
    if (document.activeElement && document.activeElement !== document.body) return;
    (isLarge ? panelPart.current : smallPart.current?.querySelector('button'))?.focus();
  }, [isLarge]);
  return { hydrating, isLarge, panelPart, smallPart };
}
