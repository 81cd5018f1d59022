import { createContext } from 'react';

/** Where a person was on a page they left: how far down it was scrolled, and the link they followed from it. */
export interface Place {
  scrollY: number;
  /** The `href` of the link in main that was followed (or last focused) when the page was left. */
  link?: string;
}

/** The link in main an element belongs to, by its `href` attribute, or undefined. */
function linkOf(element: EventTarget | Element | null): string | undefined {
  if (!(element instanceof Element)) return undefined;
  const link = element.closest('main a[href]');
  return link?.getAttribute('href') ?? undefined;
}

/**
 * One visit to the site in this tab: whether the person has moved within the app since its first
 * page, and where they were on each page they left, by history entry (react-router's location key),
 * so that Back and Forward open a page where they left it. The layout tells it of every location it
 * renders, before the new page is drawn, and of the links pressed in main.
 */
export class Visit {
  private readonly places = new Map<string, Place>();
  private current: string | null = null;
  private pressed: string | undefined;
  /** Whether a location other than the visit's first has been rendered. */
  navigated = false;

  /** The layout is rendering `key`: the page being left (still on screen) has its place kept. */
  arrive(key: string) {
    if (this.current === key) return;
    if (this.current !== null) {
      this.navigated = true;
      if (typeof window !== 'undefined') {
        const link = linkOf(document.activeElement) ?? this.pressed;
        this.places.set(this.current, { scrollY: window.scrollY, ...(link ? { link } : {}) });
      }
    }
    this.current = key;
    this.pressed = undefined;
  }

  /** A press in the page: a link in main is the one being followed (a pointer may not focus it). */
  press(target: EventTarget | null) {
    this.pressed = linkOf(target);
  }

  /** The place kept for a history entry, once: a later arrival keeps it afresh. */
  takePlace(key: string): Place | undefined {
    const place = this.places.get(key);
    this.places.delete(key);
    return place;
  }
}

/** The layout's visit; null outside the layout (a page rendered alone, in a test). */
export const VisitContext = createContext<Visit | null>(null);
