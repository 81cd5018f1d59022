import { test } from '@playwright/test';
import { expectScreenshot, openStory, stories } from './stories';

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    await openStory(page, story.id);
    await expectScreenshot(page, story.id);
  });
}
