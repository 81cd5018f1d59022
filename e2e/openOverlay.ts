import type { Page } from '@playwright/test';
import type { OverlayName } from '../app/overlays/names';
import type { OverlayData } from '../app/overlays/types';

/**
 * Opens an overlay by its name, with its data, in the production build, as the app's own code does
 * (`modal.open(name, data)`): through the RootStore the app hands to its `App` component, found from
 * the page's React tree (React keeps each element's props on the DOM node's `__reactFiber$` entry).
 * Nothing is added to the app for this: no global, no test-only route or event a visitor could use.
 * The data crosses from the test as JSON, so callbacks (`retry`, `onPostcode`) are left out.
 */
export async function openOverlayByName<N extends OverlayName>(page: Page, name: N, data: OverlayData<N>) {
  await page.evaluate(
    ([name, data]) => {
      interface Fiber {
        return: Fiber | null;
        memoizedProps?: { stores?: { modal?: { open: (name: string, data: unknown) => void } } } | null;
      }
      // A page the server rendered starts with its style sheets' links, which React did not draw.
      const fiberKey = (node: Element) => Object.keys(node).find((property) => property.startsWith('__reactFiber$'));
      const start = [...document.querySelectorAll('#root > *')].find((node) => fiberKey(node));
      const key = start && fiberKey(start);
      let fiber = key ? ((start as unknown as Record<string, Fiber>)[key] ?? null) : null;
      while (fiber && !fiber.memoizedProps?.stores?.modal) fiber = fiber.return;
      const modal = fiber?.memoizedProps?.stores?.modal;
      if (!modal) throw new Error('The page has no RootStore in its React tree');
      modal.open(name, data);
    },
    [name, data] as const,
  );
}
