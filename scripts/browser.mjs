// Which Chromium the browser suites launch. A system Chromium wins when there is one (CHROMIUM_PATH,
// else Debian's /usr/bin/chromium); otherwise Playwright's own browser is used (executablePath unset).
// Plain JavaScript so both playwright.config.ts and the Storybook test-runner's Jest config can load it.
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** @returns {string | undefined} */
export function systemChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return candidates.find((path) => existsSync(path));
}

/** Flags a system Chromium needs on a locked-down machine, as root, with no outside network. */
export const systemChromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Launch options for Playwright's chromium.launch (and jest-playwright). */
export function chromiumLaunchOptions(env = process.env) {
  const executablePath = systemChromium(env);
  return executablePath ? { executablePath, args: systemChromiumArgs } : {};
}
