import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './browser.mjs';
const b = await chromium.launch(chromiumLaunchOptions());
for (const path of process.argv.slice(2)) {
  const p = await b.newPage({ viewport: { width: 375, height: 800 } });
  const logs = [];
  p.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(m.type() + ': ' + m.text().slice(0, 200)); });
  p.on('request', (r) => { if (r.url().includes('/api/errors')) logs.push('ERROR REPORT ' + r.postData()); });
  await p.goto('http://127.0.0.1:4311' + path);
  await p.locator('#root[data-hydrating]').waitFor({ state: 'detached', timeout: 10000 }).catch(() => logs.push('NOT TAKEN OVER'));
  await p.waitForTimeout(500);
  console.log(path, JSON.stringify(logs));
  await p.close();
}
await b.close();
