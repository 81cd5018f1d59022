import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Windows high contrast (forced-colors: active), checked on what a person sees rather than on a
 * screenshot diff: a selected control's label must stay readable (jsdom has no forced colours, so this
 * lives here, against the static Storybook), a selected tab must differ from the others by more
 * than the colour of its bar, and a radio's circle must stay painted while it changes.
 */
async function openStory(page: Page, id: string) {
  await page.goto(`/iframe.html?id=${id}&viewMode=story`);
  await page.waitForSelector('body.sb-show-main');
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
}

/**
 * The contrast ratio (WCAG) between the lightest and darkest pixels painted where the control's text
 * is: about 1 when the text is drawn in the colour of whatever is behind it.
 */
async function textContrast(control: Locator, text: string): Promise<number> {
  const box = await control.evaluate((element, label) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.trim() !== label) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const { x, y, width, height } = range.getBoundingClientRect();
      return { x, y, width, height };
    }
    throw new Error(`no text "${label}" in the control`);
  }, text);
  const page = control.page();
  const png = await page.screenshot({ clip: box, animations: 'disabled', caret: 'hide' });
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    let darkest = 1;
    let lightest = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      const [r = 0, g = 0, b = 0] = pixels.subarray(i, i + 3);
      const l = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      darkest = Math.min(darkest, l);
      lightest = Math.max(lightest, l);
    }
    return (lightest + 0.05) / (darkest + 0.05);
  }, png.toString('base64'));
}

const colours = (control: Locator) =>
  control.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, background: style.backgroundColor, fontWeight: style.fontWeight };
  });

test('the selected segment (Monthly cost) keeps readable text', async ({ page }) => {
  await openStory(page, 'components-forms-segmentedcontrol--monthly-selected');
  await expect(page.getByRole('radio', { name: 'Monthly cost' })).toBeChecked();
  const segment = page.getByText('Monthly cost', { exact: true });
  const { color, background } = await colours(segment);
  expect(color).not.toBe(background);
  expect(await textContrast(segment, 'Monthly cost')).toBeGreaterThanOrEqual(4.5);
  // The unselected one too.
  expect(await textContrast(page.getByText('Price', { exact: true }), 'Price')).toBeGreaterThanOrEqual(4.5);
});

test('a pressed toggle button (Reduced) keeps readable text', async ({ page }) => {
  await openStory(page, 'components-actions-togglebutton--selected');
  const toggle = page.getByRole('button', { name: 'Reduced' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const { color, background } = await colours(toggle);
  expect(color).not.toBe(background);
  expect(await textContrast(toggle, 'Reduced')).toBeGreaterThanOrEqual(4.5);
});

test('the selected tab differs from the others by more than its bar colour, and stays readable', async ({ page }) => {
  await openStory(page, 'components-navigation-tabs--second-selected');
  const selected = page.getByRole('tab', { name: 'Running costs' });
  const other = page.getByRole('tab', { name: 'Specification' });
  await expect(selected).toHaveAttribute('aria-selected', 'true');
  const [mine, theirs] = [await colours(selected), await colours(other)];
  expect(mine.background !== theirs.background || mine.fontWeight !== theirs.fontWeight).toBe(true);
  expect(await textContrast(selected, 'Running costs')).toBeGreaterThanOrEqual(4.5);
  expect(await textContrast(other, 'Specification')).toBeGreaterThanOrEqual(4.5);
});

/**
 * A radio's circle and dot as painted now: a transition still running is stopped half-way, as a person
 * would see it then. The colours are compared with Canvas, what the circle sits on.
 */
const circle = (radio: Locator) =>
  radio.evaluate((input) => {
    for (const animation of document.getAnimations()) {
      animation.pause();
      const duration = Number(animation.effect?.getComputedTiming().duration) || 0;
      animation.currentTime = duration / 2;
    }
    const label = input.closest('label');
    const ring = [...(label?.children ?? [])].find((child) => child.tagName === 'SPAN' && !child.contains(input));
    const dot = ring?.firstElementChild;
    if (!ring || !dot) throw new Error('no circle in the radio');
    const canvas = document.createElement('span');
    canvas.style.cssText = 'forced-color-adjust: none; background: Canvas';
    document.body.append(canvas);
    const [ringStyle, dotStyle] = [getComputedStyle(ring), getComputedStyle(dot)];
    const found = {
      canvas: getComputedStyle(canvas).backgroundColor,
      border: ringStyle.borderTopColor,
      borderWidth: Number.parseFloat(ringStyle.borderTopWidth),
      fill: ringStyle.backgroundColor,
      dot: dotStyle.backgroundColor,
    };
    canvas.remove();
    return found;
  });

test('a radio keeps its circle and dot while it is pressed and as it turns selected, with motion allowed', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'no-preference' });
  await openStory(page, 'components-forms-radiogroup--default');
  const email = page.getByRole('radio', { name: 'Email' });
  const visible = async (selected: boolean) => {
    const { canvas, border, borderWidth, fill, dot } = await circle(email);
    expect(borderWidth).toBeGreaterThan(0);
    expect(border).not.toBe(canvas);
    if (selected) expect(dot).not.toBe(fill);
  };
  const box = await page.getByText('Email', { exact: true }).boundingBox();
  if (!box) throw new Error('no Email label');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await visible(false);
  await page.mouse.up();
  await expect(email).toBeChecked();
  await visible(true);
  // By keyboard: Space held down on the selected radio, then the arrow that selects the next one.
  await page.keyboard.down(' ');
  await visible(true);
  await page.keyboard.up(' ');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Phone' })).toBeChecked();
  await visible(false);
});

/** The chart's system colours and those of its parts (each selector's first match), in forced colours. */
async function chartColours(page: Page, story: string, parts: Record<string, [string, 'fill' | 'stroke']>) {
  await openStory(page, story);
  const chart = page.getByRole('img', { name: 'Mileage at each MOT test' });
  await expect(chart).toBeVisible();
  return chart.evaluate((svg, wanted) => {
    const probe = document.createElement('span');
    probe.style.color = 'CanvasText';
    probe.style.backgroundColor = 'Canvas';
    document.body.append(probe);
    const found: Record<string, string> = {
      text: getComputedStyle(probe).color,
      canvas: getComputedStyle(probe).backgroundColor,
    };
    probe.remove();
    for (const [name, [selector, property]] of Object.entries(wanted)) {
      const element = svg.querySelector(selector);
      if (!element) throw new Error(`no ${selector} in the chart`);
      found[name] = getComputedStyle(element)[property];
    }
    return found;
  }, parts);
}

test('the MOT mileage chart draws its line and marks in the text colour, a fail hollow on the background', async ({
  page,
}) => {
  const failed = await chartColours(page, 'pages-vehicle-history--fail-and-advisories', {
    line: ['polyline', 'stroke'],
    pass: ['circle', 'fill'],
    failStroke: ['rect', 'stroke'],
    failFill: ['rect', 'fill'],
  });
  expect(failed.line).toBe(failed.text);
  expect(failed.pass).toBe(failed.text);
  expect(failed.failStroke).toBe(failed.text);
  expect(failed.failFill).toBe(failed.canvas);
  const lower = await chartColours(page, 'pages-vehicle-history--mileage-discrepancy', { lower: ['path', 'fill'] });
  expect(lower.lower).toBe(lower.text);
});
