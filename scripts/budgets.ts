/**
 * Byte budgets for the production build (run `vite build` first). Each budget is one test: the gzip
 * size of the JavaScript a first visit to the route downloads, counted as the browser fetches it
 * (scripts/firstVisit.ts: headless Chromium, every script until the network and the idle-time work
 * have settled, each file gzipped at level 9), against its limit. Budgets are bytes, not times, so
 * they are deterministic on any machine. The entry's whole static graph is one chunk
 * (scripts/vite-first-visit.ts), and each limit is its route's figure with a little room, so growth
 * shows at once. Serves dist/ with the Prism mock on BUDGET_MOCK_PORT (default 4320) and
 * BUDGET_APP_PORT (4321). `--json FILE` writes the results.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './browser.mjs';
import { firstVisitJs, firstVisitPages, kib } from './firstVisit';
import { portFrom, startPreview } from './preview';

interface Budget {
  route: string;
  path: string;
  limitKiB: number;
}

export const budgets: Budget[] = [
  // The home page weighs 2.2x a bare React page built by the same Vite (66 KiB), and now its measure plus
  // 1.5 KiB as every route: 145.9 KiB, with the postcode rule's areas, the advanced view's range guards,
  // the keyword check and Back's return to the card a person opened (native radios in the
  // segmented control would save about 6 KiB; it stays react-aria's RadioGroup).
  { route: '/ (home page, first visit)', path: firstVisitPages.home, limitKiB: 147.5 },
  // Every other route: its measured figure plus 1.5 KiB, so a dependency or an eager overlay creeping
  // in fails here. Each is the home page's code plus the route's own chunks.
  // Results: the results page, its search panel, the vehicle card (with a monthly-cost search's payment and
  // agreement, and the dealer's rating with StarRating), the breadcrumbs, a dealer's name and removal, a failed
  // search's message, the approximate-distance note. 164.2 KiB.
  { route: '/search/car/ (results page, first visit)', path: firstVisitPages.results, limitKiB: 165.7 },
  // A make landing page: the results page plus its preset chunk. 165.7 KiB.
  { route: '/ford/used-cars/ (landing page, first visit)', path: firstVisitPages.landing, limitKiB: 167.2 },
  // The vehicle page: its facts, gallery, finance section, dealer, stock rail, enquiry actions and how its
  // price was rated (the median, the middle half and the link to the cars compared), its PCP example, its
  // dealer's rating with StarRating, its running costs (the fuel cost's basis and the ULEZ banner; their
  // explanations load with the overlay), and the MOT expiry in its key facts with the History section's heading
  // (its content a chunk of its own, fetched as it nears the screen). 176.7 KiB.
  {
    route: '/used-cars/ford/fiesta/20481734/ (vehicle page, first visit)',
    path: firstVisitPages.vehicle,
    limitKiB: 178.2,
  },
  // The finance calculator (the Lighthouse bench measures it): its form fields and sliders, the minimum credit,
  // and the HP / PCP choice with PCP's mileage, age and final payment. 176.8 KiB.
  {
    route: '/car-finance-calculator/ (finance calculator, first visit)',
    path: '/car-finance-calculator/',
    limitKiB: 178.3,
  },
];

const preview = await startPreview({
  mockPort: portFrom('BUDGET_MOCK_PORT', 4320),
  appPort: portFrom('BUDGET_APP_PORT', 4321),
});
const browser = await chromium.launch(chromiumLaunchOptions());
const results = [];
try {
  for (const budget of budgets) {
    const { bytes, files } = await firstVisitJs(browser, preview.origin + budget.path);
    const passed = bytes <= budget.limitKiB * 1024;
    console.log(
      `${passed ? '✔' : '✘'} ${budget.route}: ${kib(bytes)} gzip JS in ${files.length} files (budget ${budget.limitKiB} KiB)`,
    );
    results.push({ ...budget, bytes, files, passed });
  }
} finally {
  await browser.close();
  preview.stop();
}

const passed = results.filter((r) => r.passed).length;
const failed = results.length - passed;
console.log(`budgets: ${passed} within, ${failed} over`);

const file = process.argv[process.argv.indexOf('--json') + 1];
if (process.argv.includes('--json') && file) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ passed, failed, results }, null, 2));
}
process.exit(failed ? 1 : 0);
