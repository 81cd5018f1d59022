import { createContext, useContext, useEffect, useId, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Heading, Stack } from '@ds';
import { focusIntentOf } from '../../lib/focusIntent';
import { whenIdle } from '../../lib/idle';
import { useStores } from '../../stores/StoresContext';

export const siteName = 'Forecourt';

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
 * Every page's frame (the home page's and the 404's as they are; the others' through `Page`, with their
 * breadcrumb trail): sets the title and meta description, records the page view, renders the one
 * h1, and after a client-side navigation moves focus to that h1 and announces the new title.
 */
export function PageFrame({ title, description, heading = title, breadcrumbs, children }: PageFrameProps) {
  const { audit } = useStores();
  const location = useLocation();
  const announce = useContext(AnnounceContext);
  const headingId = useId();
  const head = useContext(DocumentHeadContext);
  if (head) Object.assign(head, { title: `${title} | ${siteName}`, description });

  useEffect(() => {
    const fullTitle = `${title} | ${siteName}`;
    document.title = fullTitle;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    // react-router gives the first location of a visit the key "default": only later ones are
    // in-app navigations that need focus moved and the new page announced, unless the navigation
    // updates this page in place and says where focus belongs (a re-sort, a page turn).
    if (location.key !== 'default' && !focusIntentOf(location.state)) {
      document.getElementById(headingId)?.focus();
      announce(fullTitle);
    }
  }, [title, description, location.key, location.state, announce, headingId]);

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
