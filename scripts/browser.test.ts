import { describe, expect, it } from 'vitest';
import { chromiumLaunchOptions, systemChromium } from './browser.mjs';

describe('the browser the suites launch', () => {
  it('is CHROMIUM_PATH when it is set, for screenshots too', () => {
    const env = { CHROMIUM_PATH: '/opt/chrome/chrome' };
    expect(systemChromium(env)).toBe('/opt/chrome/chrome');
    expect(systemChromium(env, { full: true })).toBe('/opt/chrome/chrome');
  });

  it('runs a full browser in its own headless mode, and the headless shell as it is', () => {
    expect(chromiumLaunchOptions({ CHROMIUM_PATH: '/usr/bin/chromium' }).args).toContain('--headless=new');
    const shell = chromiumLaunchOptions({ CHROMIUM_PATH: '/usr/lib/chromium/chromium-headless-shell' });
    expect(shell.args).not.toContain('--headless=new');
    expect(shell.args).toContain('--no-sandbox');
  });

  it('never picks the headless shell for screenshots', () => {
    expect(systemChromium({}, { full: true }) ?? '').not.toContain('headless-shell');
  });
});
