import type { NavigateOptions } from 'react-router';

// Design-system links navigate through react-router (Layout's RouterProvider): their routerOptions
// are react-router's navigate options.
declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * What a navigation within one page asks of focus. After a navigation the page frame moves focus to the
 * new h1 and announces the title; a re-sort keeps focus where the person is ('keep'), a page turn of
 * results takes it to the results heading ('results'), and the page itself announces what changed.
 */
export type FocusIntent = 'keep' | 'results';

export const withFocusIntent = (focus: FocusIntent): NavigateOptions => ({ state: { focus } });

export function focusIntentOf(state: unknown): FocusIntent | undefined {
  if (typeof state !== 'object' || state === null || !('focus' in state)) return undefined;
  return state.focus === 'keep' || state.focus === 'results' ? state.focus : undefined;
}
