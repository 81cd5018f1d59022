import { expect } from '@playwright/test';
import { expectScreenshot, openStory, stories, test } from './stories';

/**
 * The stories also checked in forced colours and at 200 % zoom (the projects that run this file):
 * one of each control's states whose focus ring, selection or text could vanish there.
 */
const accessibilityChecks = [
  'components-actions-button--secondary',
  'components-actions-link--subtle',
  'components-forms-textfield--narrow',
  'components-forms-textarea--narrow',
  'components-forms-postcodefield--server-error',
  'components-forms-registrationplatefield--invalid',
  'components-forms-rangefield--invalid',
  'components-forms-checkbox--selected',
  'components-forms-radiogroup--horizontal',
  'components-forms-segmentedcontrol--monthly-selected',
  'components-forms-segmentedcontrol--disabled',
  'components-forms-switch--selected',
  'components-actions-togglebutton--selected',
  'components-actions-togglebutton--selected-disabled',
  'components-actions-togglebutton--shortlist-heart-pressed',
  'components-navigation-tabs--second-selected',
  'components-navigation-tabs--disabled-tab',
  'components-overlays-modal--open',
  'components-marketplace-vehiclecard--long-title',
  'components-navigation-pagination--narrow',
  'pages-results-zero-results--suggestions',
  'pages-search-search-panel--count-failed',
] as const;

test('every story the accessibility projects check is a story without a play function', () => {
  const ids = new Set(stories.map((story) => story.id));
  expect(accessibilityChecks.filter((id) => !ids.has(id))).toEqual([]);
});

for (const id of accessibilityChecks) {
  test(id, async ({ storyPage: page }) => {
    await openStory(page, id);
    // The first control takes keyboard focus: its ring must stay visible.
    await page.keyboard.press('Tab');
    await expectScreenshot(page, id);
  });
}
