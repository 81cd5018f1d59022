import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import axe from 'axe-core';
import { expect, type Page } from './fixtures';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// Nothing is left out of the scans, react-aria's live announcer included: its notes are kept 7 s,
// and a pending button that leaves the page must take its notes along (PendingButton), or they name
// nothing.

/** HTML_CodeSniffer's browser build (the engine pa11y runs), injected into the page as axe is. */
const htmlcsScript = createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js');

/**
 * HTML_CodeSniffer's WCAG2AA errors (type 1) on the page as it is now, one line each: code, the element
 * (tag, id, classes, then the start of its HTML) and the message. Warnings and notices (types 2 and 3)
 * ask for a person's judgement and do not count.
 */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, as axe is: a <script> tag would be refused by the CSP.
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(readFileSync(htmlcsScript, 'utf8'));
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        interface Message {
          type: number;
          code: string;
          msg: string;
          element: Element | Document;
        }
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process: (standard: string, root: Document, done: () => void, failed: () => void, lang: string) => void;
              getMessages: () => Message[];
            };
          }
        ).HTMLCS;
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((m) => m.type === 1)
                .map((m) => {
                  const el = m.element;
                  const where =
                    el instanceof Element
                      ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')} ${el.outerHTML.slice(0, 160)}`
                      : '(document)';
                  return `${m.code}: ${where} — ${m.msg}`;
                }),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run WCAG2AA')),
          'en',
        );
      }),
  );
}

/**
 * Waits (up to 2 s of real time, as a test may hold the page's clock) for the page's finite animations
 * and transitions to end: a scan of a message still fading in measures a contrast no one is left with.
 */
async function animationsEnded(page: Page) {
  await Promise.race([
    page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    ),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ]);
}

/**
 * axe-core's violations of the WCAG 2.2 A and AA rules on the page as it is now, one line each: the
 * rule, its help and where it applies. axe is evaluated into the page once (through the DevTools
 * protocol, as HTML_CodeSniffer is) and run there. The page's own markup is scanned, its frames'
 * elements among it (each must have a title); what a frame shows is another site's page and is not
 * scanned (the site frames only https pages of other sites).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await animationsEnded(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const engine = (window as unknown as { axe: typeof axe }).axe;
    const { violations } = await engine.run(document, {
      runOnly: { type: 'tag', values: tags },
      iframes: false,
      resultTypes: ['violations'],
    });
    return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  }, axeTags);
}

/**
 * Scans the page as it is now with two independent engines, axe-core and HTML_CodeSniffer (WCAG2AA),
 * and fails on any axe violation or HTML_CodeSniffer error, listing each rule with where it applies.
 */
export async function expectNoAccessibilityViolations(page: Page) {
  // Both engines' findings in one assertion, so a failure lists everything either engine found.
  const found = { axe: await axeViolations(page), htmlcs: await htmlcsErrors(page) };
  expect(found, 'accessibility violations').toEqual({
    axe: [],
    htmlcs: [],
  });
}
