/**
 * Makes sure the browser suites have a Chromium: a system Chromium if present (see browser.mjs);
 * else Playwright's own browser, installed with `playwright install chromium` where downloads work;
 * else, as root on Debian, the `chromium` package through apt-get. As root on Debian it also adds the
 * `chromium-headless-shell` package the headless suites prefer (a third less CPU than the full browser).
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

/** The full browser: the visual suite's screenshots need it wherever the shell is installed. */
function found(): string | undefined {
  const system = systemChromium(process.env, { full: true });
  if (system) return `system Chromium at ${system}`;
  const own = chromium.executablePath();
  return existsSync(own) ? `Playwright's Chromium at ${own}` : undefined;
}

const apt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
let updated = false;
const aptInstall = (name: string) =>
  (updated ||= tryRun('apt-get', ['update', '-qq'])) && tryRun('apt-get', ['install', '-y', '-qq', name]);

let browser = found();
if (!browser) {
  console.log('No Chromium found: trying `playwright install chromium`…');
  tryRun('node_modules/.bin/playwright', ['install', 'chromium']);
  browser = found();
}
if (!browser && apt) {
  console.log("Playwright's download did not work: installing Debian's chromium package…");
  aptInstall('chromium');
  browser = found();
}
if (!browser) {
  console.error('✘ No Chromium: set CHROMIUM_PATH, or install Chromium (Debian: apt-get install chromium).');
  process.exit(1);
}
const headless = () => systemChromium();
if (!process.env.CHROMIUM_PATH && apt && !headless()?.includes('headless-shell')) {
  console.log("Installing Debian's chromium-headless-shell for the headless suites…");
  aptInstall('chromium-headless-shell');
}
console.log(`✔ browser suites use ${headless() ?? browser}; screenshots use ${browser}`);
