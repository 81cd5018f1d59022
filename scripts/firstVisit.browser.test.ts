// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from './browser.mjs';
import { firstVisitJs } from './firstVisit';

/**
 * A prerendered page whose app asks for its page's code well after the network has gone quiet, as a
 * loaded machine's browser does while it compiles the entry: the count must still include that code.
 */
const site = {
  'index.html': `<!doctype html><html lang="en"><head><title>Late</title></head><body>
    <div id="root" data-hydrating><p>Prerendered</p></div><script type="module" src="/entry.js"></script></body></html>`,
  'entry.js': `setTimeout(() => import('/page.js'), 1500);`,
  'page.js': `document.getElementById('root').removeAttribute('data-hydrating');`,
};

let dir = '';
let server: Server;
let origin = '';
let browser: Browser;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'first-visit-'));
  for (const [file, text] of Object.entries(site)) writeFileSync(join(dir, file), text);
  server = createServer((request, response) => {
    const file = (request.url ?? '/').slice(1) || 'index.html';
    const text = site[file as keyof typeof site];
    if (!text) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html' }).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await chromium.launch(chromiumLaunchOptions());
}, 60_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('firstVisitJs', () => {
  it('counts the code a page asks for once the app starts, even after a quiet network', async () => {
    const visit = await firstVisitJs(browser, `${origin}/`, undefined, dir);
    expect(visit.files).toEqual(['entry.js', 'page.js']);
  }, 60_000);
});
