import { createContext, useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';
import { Heading, Stack } from '@ds';
import { focusIntentOf } from '../../lib/focusIntent';
import { whenIdle } from '../../lib/idle';
import { useStores } from '../../stores/StoresContext';
import { mainContentId } from './ids';
import { VisitContext, type Place } from './visit';

const siteName = 'Forecourt';

/**
 * The build's prerender (app/render.tsx) gives one to learn the page's title and description,
 * which it writes into the page's <head>; in the browser there is none (the effect below sets them).
 */
export const DocumentHeadContext = createContext<{ title?: string; description?: string } | null>(null);

/** Lets a page tell the layout's polite live region what to announce after a route change. */
export const AnnounceContext = createContext<(message: string) => void>(() => {});

export interface PageFrameProps {
  /** The document title, before " | Forecourt". */
  title: string;
  /** The meta description. */
  description: string;
  /** The page's one h1; the title when not given. */
  heading?: ReactNode;
  /** Shown above the heading (the breadcrumb trail: `Page` gives it). */
  breadcrumbs?: ReactNode;
  children?: ReactNode;
}

/**
 * Where a page drawn after a navigation opens, and what has focus: on Back or Forward, where the
 * person left it (its scroll, and the link they followed: a result card's title); at an address with a
 * fragment, that part of the page; otherwise at its top, focus on its h1. Scrolling is the app's (the
 * browser's own restoration would scroll before the page's content has come back), and focus moves
 * without scrolling, so the header stays in view.
 */
function openPage(heading: HTMLElement | null, place: Place | undefined, hash: string) {
  const main = document.getElementById(mainContentId);
  const link = place?.link
    ? [...(main?.querySelectorAll('a[href]') ?? [])].find((element) => element.getAttribute('href') === place.link)
    : undefined;
  const part = !place && hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  const target = link instanceof HTMLElement ? link : (part ?? heading);
  target?.focus({ preventScroll: true });
  if (target !== heading && document.activeElement !== target) heading?.focus({ preventScroll: true });
  if (place) {
    const { scrollY } = place;
    window.scrollTo(0, scrollY);
    // The footer comes a frame after the page: the last cards' place may need it below them.
    if (window.scrollY !== scrollY) requestAnimationFrame(() => window.scrollTo(0, scrollY));
  } else if (part) {
    part.scrollIntoView({ block: 'start' });
  } else {
    window.scrollTo(0, 0);
  }
}

/**
 * Every page's frame (the home page's and the 404's as they are; the others' through `Page`, with their
 * breadcrumb trail): sets the title and meta description, records the page view, renders the one
 * h1, and after a client-side navigation opens the page where it belongs (`openPage`) and announces
 * the new title.
 */
export function PageFrame({ title, description, heading = title, breadcrumbs, children }: PageFrameProps) {
  const { audit } = useStores();
  const location = useLocation();
  const navigationType = useNavigationType();
  const announce = useContext(AnnounceContext);
  const visit = useContext(VisitContext);
  const headingId = useId();
  const head = useContext(DocumentHeadContext);
  if (head) Object.assign(head, { title: `${title} | ${siteName}`, description });
  // The location this frame last opened: none yet when the page has just been drawn.
  const opened = useRef<Location | null>(null);

  useEffect(() => {
    const fullTitle = `${title} | ${siteName}`;
    document.title = fullTitle;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    const isNew = opened.current === null;
    const isNewLocation = opened.current?.key !== location.key;
    opened.current = location;
    // The visit's first page is as the browser opened it. Within the app, a page drawn anew opens
    // where it belongs; a navigation that updates this page in place and says where focus belongs (a
    // re-sort, a page turn) is left to the page, which announces what changed.
    if (!(visit ? visit.navigated : location.key !== 'default')) return;
    const heading = document.getElementById(headingId);
    if (isNew) {
      openPage(heading, navigationType === 'POP' ? visit?.takePlace(location.key) : undefined, location.hash);
    } else if (focusIntentOf(location.state)) {
      return;
    } else if (isNewLocation) {
      openPage(heading, undefined, location.hash);
    }
    announce(fullTitle);
  }, [title, description, location, navigationType, announce, headingId, visit]);

  // The page view is telemetry: sent when the browser is idle, not in the page's first render.
  useEffect(() => whenIdle(() => void audit.pageView(location.pathname)), [audit, location.pathname]);

  return (
    <Stack space="large">
      {breadcrumbs}
      <Heading level={1} id={headingId} tabIndex={-1}>
        {heading}
      </Heading>
      {children}
    </Stack>
  );
}
