import { expect } from '@playwright/test';
import { expectScreenshot, index, openStory, stories, test } from './stories';

test('a story opened twice in a row is rendered afresh the second time, as another test left it', async ({
  storyPage: page,
}) => {
  const id = 'components-forms-checkbox--default';
  await openStory(page, id);
  const checkbox = page.getByRole('checkbox', { name: /./ });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
  await openStory(page, id);
  await expect(checkbox).not.toBeChecked();
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ storyPage: page }) => {
    await openStory(page, story.id);
    await expectScreenshot(page, story.id);
  });
}

test('every Default story shows its component as a person first sees it: none runs a play function', () => {
  const played = Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && entry.name === 'Default' && entry.tags?.includes('play-fn'),
  );
  expect(played.map((entry) => entry.id)).toEqual([]);
});
