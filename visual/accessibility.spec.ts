import { expect } from '@playwright/test';
import { expectScreenshot, openStory, stories, test } from './stories';

/**
 * The stories also checked in forced colours and at 200 % zoom (the projects that run this file):
 * one of each control's states whose focus ring, selection or text could vanish there.
 */
const accessibilityChecks = [
  'design-system-button--secondary',
  'design-system-link--subtle',
  'design-system-forms-textfield--narrow',
  'design-system-forms-textarea--narrow',
  'design-system-forms-postcodefield--server-error',
  'design-system-forms-checkbox--selected',
  'design-system-forms-radiogroup--horizontal',
  'design-system-forms-segmentedcontrol--monthly-selected',
  'design-system-forms-segmentedcontrol--disabled',
  'design-system-forms-switch--selected',
  'design-system-togglebutton--selected',
  'design-system-togglebutton--selected-disabled',
  'design-system-togglebutton--shortlist-heart-pressed',
  'design-system-tabs--second-selected',
  'design-system-tabs--disabled-tab',
  'design-system-overlays-modal--open',
  'design-system-vehiclecard--long-title',
  'design-system-navigation-pagination--narrow',
  'features-results-zero-results--suggestions',
  'features-search-search-panel--count-failed',
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
