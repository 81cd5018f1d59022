import { expect, test } from './fixtures';
import { axeViolations, expectNoAccessibilityViolations, htmlcsErrors } from './axe';

/**
 * The scans every journey runs must be able to fail: both engines are injected into the page, and a
 * page with a known error of each (a fieldset with no legend, H71; an image with no alt and a frame with
 * no title) fails the scan, while the same form with its legend passes. Checked on fixed markup, not the app, so the engine cannot silently do nothing.
 */
const form = (legend: string) => `
  <!doctype html><html lang="en-GB"><head><title>Scan self-test</title></head><body><main>
    <h1>Search</h1>
    <form><fieldset>${legend}
      <label for="postcode">Postcode</label><input id="postcode" name="postcode" type="text" />
    </fieldset><button type="submit">Search cars</button></form>
  </main></body></html>`;

test('HTML_CodeSniffer reports a fieldset without a legend, and the scan fails on it', async ({ page }) => {
  await page.setContent(form(''));
  const errors = await htmlcsErrors(page);
  expect(errors).toContainEqual(
    expect.stringMatching(/^WCAG2AA\.Principle1\.Guideline1_3\.1_3_1\.H71\.NoLegend: fieldset/),
  );
  await expect(expectNoAccessibilityViolations(page)).rejects.toThrow(/H71/);
});

test('axe reports an image without a text alternative and a frame without a title, and the scan fails on them', async ({
  page,
}) => {
  await page.setContent(
    form('<legend>Where</legend>').replace(
      '</form>',
      '</form><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" /><iframe src="about:blank"></iframe>',
    ),
  );
  const violations = await axeViolations(page);
  expect(violations).toContainEqual(expect.stringMatching(/^image-alt: .*\(img\)$/));
  expect(violations).toContainEqual(expect.stringMatching(/^frame-title: .*\(iframe\)$/));
  await expect(expectNoAccessibilityViolations(page)).rejects.toThrow(/image-alt/);
});

test('the same form with its legend passes both engines', async ({ page }) => {
  await page.setContent(form('<legend>Where</legend>'));
  await expectNoAccessibilityViolations(page);
});

/** The valid form, with react-aria's live announcer holding `content` after the main landmark. */
const withAnnouncer = (content: string) =>
  form('<legend>Where</legend>').replace('</main>', `</main><div data-live-announcer>${content}</div>`);

test("react-aria's live announcer is scanned too: a note naming nothing is reported", async ({ page }) => {
  await page.setContent(
    withAnnouncer('<div role="log" aria-live="assertive"><div role="img" aria-labelledby="gone"></div></div>'),
  );
  expect(await axeViolations(page)).toContainEqual(expect.stringMatching(/^role-img-alt: /));
});

test('a note in the live announcer naming a control on the page passes both engines', async ({ page }) => {
  await page.setContent(
    withAnnouncer(
      '<div role="log" aria-live="assertive"><div role="img" aria-labelledby="town-label"></div></div>',
    ).replace('<legend>Where</legend>', '<legend id="town-label">Where</legend>'),
  );
  await expectNoAccessibilityViolations(page);
});
