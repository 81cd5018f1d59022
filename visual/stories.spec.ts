import { expectScreenshot, openStory, stories, test } from './stories';

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ storyPage: page }) => {
    await openStory(page, story.id);
    await expectScreenshot(page, story.id);
  });
}
