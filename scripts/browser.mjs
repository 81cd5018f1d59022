// Which Chromium the browser suites launch. A system Chromium wins when there is one (CHROMIUM_PATH,
// else Debian's), otherwise Playwright's own browser is used (executablePath unset).
// Plain JavaScript so both playwright.config.ts and the Storybook test-runner's Jest config can load it.
//
// Headless suites take Debian's chromium-headless-shell when it is installed: the headless-only build
// Playwright itself launches for headless runs, which spends about a third less CPU on the same
// journeys than the full browser (decision 0108). Screenshots compared with committed baselines are
// taken with the full browser (`{ full: true }`), which drew them: the shell lays text out a pixel
// differently.
import { existsSync } from 'node:fs';

const shells = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];
const browsers = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** @returns {string | undefined} */
export function systemChromium(env = process.env, { full = false } = {}) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return [...(full ? [] : shells), ...browsers].find((path) => existsSync(path));
}

/** Flags a system Chromium needs on a locked-down machine, as root, with no outside network. */
export const systemChromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Launch options for Playwright's chromium.launch (and jest-playwright).
 * @param {{ full?: boolean }} [options] the full browser even where the headless shell is installed
 */
export function chromiumLaunchOptions(env = process.env, options = {}) {
  const executablePath = systemChromium(env, options);
  if (!executablePath) return {};
  // The full browser's own headless mode; the shell has no other.
  const headless = executablePath.includes('headless-shell') ? [] : ['--headless=new'];
  return { executablePath, args: [...headless, ...systemChromiumArgs] };
}
