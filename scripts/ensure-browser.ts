/**
 * Makes sure the browser suites have a Chromium: a system Chromium if present (see browser.mjs);
 * else Playwright's own browser, installed with `playwright install chromium` where downloads work;
 * else, as root on Debian, the `chromium` package through apt-get.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { systemChromium } from './browser.mjs';

function tryRun(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
}

function found(): string | undefined {
  const system = systemChromium();
  if (system) return `system Chromium at ${system}`;
  const own = chromium.executablePath();
  return existsSync(own) ? `Playwright's Chromium at ${own}` : undefined;
}

let browser = found();
if (!browser) {
  console.log('No Chromium found: trying `playwright install chromium`…');
  tryRun('node_modules/.bin/playwright', ['install', 'chromium']);
  browser = found();
}
if (!browser && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log("Playwright's download did not work: installing Debian's chromium package…");
  if (tryRun('apt-get', ['update', '-qq'])) tryRun('apt-get', ['install', '-y', '-qq', 'chromium']);
  browser = found();
}
if (!browser) {
  console.error('✘ No Chromium: set CHROMIUM_PATH, or install Chromium (Debian: apt-get install chromium).');
  process.exit(1);
}
console.log(`✔ browser suites use ${browser}`);
