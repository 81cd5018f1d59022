import { expect, test } from './fixtures';
import { overlayNames } from '../app/overlays/names';
import { expectNoAccessibilityViolations } from './axe';
import { openOverlayOnItsPage, registeredOverlays as registered, serverData, type ServerData } from './overlayFixtures';

let server: Omit<ServerData, 'savedSearches'> | undefined;

test.describe('every listed overlay', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeAll(async ({ browser }, testInfo) => {
    const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
    server = await serverData(page);
    await page.close();
  });

  test('the registry source lists only listed names, and most of them', () => {
    const names: readonly string[] = overlayNames;
    expect([...registered].filter((name) => !names.includes(name))).toEqual([]);
    expect(registered.size).toBeGreaterThan(30);
  });

  for (const name of overlayNames) {
    test(`${name}: opens by name as a dialog titled by its heading, with no accessibility violations`, async ({
      page,
    }) => {
      test.fixme(!registered.has(name), `${name} is not in app/overlays/registry.ts yet`);
      if (!server) throw new Error('no server data');
      await openOverlayOnItsPage(page, name, server);

      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveCount(1);
      // Named by a heading inside it (the overlay's title), not by the stand-in label 'Loading'.
      await expect(dialog).toHaveAttribute('aria-labelledby', /\S/);
      const titleId = ((await dialog.getAttribute('aria-labelledby')) ?? '').split(/\s+/)[0];
      const title = dialog.locator(`[id="${titleId}"]`);
      await expect(title).toHaveRole('heading');
      const text = ((await title.textContent()) ?? '').trim();
      expect(text.length, 'the title has words').toBeGreaterThan(2);
      await expect(dialog).toHaveAccessibleName(text);
      await expect(page.locator('[data-entering]')).toHaveCount(0);
      await expectNoAccessibilityViolations(page);
    });
  }
});
