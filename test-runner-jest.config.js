import { getJestConfig } from '@storybook/test-runner';
import { chromiumLaunchOptions } from './scripts/browser.mjs';

// The default Jest configuration comes from @storybook/test-runner; we only point jest-playwright
// at the system Chromium when there is one (see scripts/browser.mjs).
const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: chromiumLaunchOptions(),
    },
  },
};
