import type { Locator } from '@playwright/test';

/**
 * The most lines any one piece of an element's text takes (its line boxes, by their distinct tops):
 * 1 when no word of it is broken across lines.
 */
export async function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let most = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      most = Math.max(most, new Set(rects.map((rect) => Math.round(rect.top))).size);
    }
    return most;
  });
}
