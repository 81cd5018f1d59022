import { expect, test } from '@playwright/test';
import { index } from './stories';

/** Every component's docs page (Components/<family>/<Name>). */
const componentDocs = Object.values(index.entries).filter(
  (entry) => entry.type === 'docs' && entry.title.startsWith('Components/'),
);

/**
 * The props a designer chooses between, by component: states, variants and sizes. Each must be in the
 * component's props table (with a description, as every row must be).
 */
const designerProps: Record<string, readonly string[]> = {
  'Components/Actions/Button': ['variant', 'size', 'fullWidth', 'isDisabled', 'isPending'],
  'Components/Actions/IconButton': ['variant', 'size', 'isDisabled', 'isPending'],
  'Components/Actions/ToggleButton': ['variant', 'isSelected', 'defaultSelected', 'isDisabled'],
  'Components/Actions/Link': ['variant', 'isExternal', 'isDisabled'],
  'Components/Forms/Checkbox': [
    'isSelected',
    'defaultSelected',
    'isIndeterminate',
    'isDisabled',
    'isInvalid',
    'isRequired',
  ],
  'Components/Forms/CheckboxGroup': ['isDisabled', 'isInvalid', 'isRequired'],
  'Components/Forms/RadioGroup': ['isDisabled', 'isInvalid', 'isRequired', 'orientation'],
  'Components/Forms/Switch': ['isSelected', 'defaultSelected', 'isDisabled'],
  'Components/Forms/TextField': ['width', 'isDisabled', 'isInvalid', 'isRequired', 'isReadOnly'],
  'Components/Forms/TextArea': ['width', 'isDisabled', 'isInvalid', 'isRequired', 'isReadOnly'],
  'Components/Forms/NumberField': ['width', 'isDisabled', 'isInvalid', 'isRequired', 'minValue', 'maxValue', 'step'],
  'Components/Forms/NativeSelect': ['width', 'isDisabled', 'isInvalid', 'isRequired'],
  'Components/Forms/Select': ['width', 'isDisabled', 'isInvalid', 'isRequired', 'isOpen', 'defaultOpen'],
  'Components/Forms/ComboBox': ['width', 'isDisabled', 'isInvalid', 'isRequired'],
  'Components/Forms/SegmentedControl': ['labelVisibility', 'isDisabled'],
  'Components/Forms/Slider': ['isDisabled', 'minValue', 'maxValue', 'step'],
  'Components/Overlays/Modal': ['size', 'isOpen', 'isDismissable'],
  'Components/Overlays/Drawer': ['placement', 'isOpen', 'isDismissable'],
  'Components/Navigation/Disclosure': ['isExpanded', 'defaultExpanded', 'isDisabled'],
  'Components/Content/Badge': ['tone'],
  'Components/Content/Text': ['tone', 'size', 'weight'],
  'Components/Content/Heading': ['level', 'size'],
  'Components/Content/Icon': ['size', 'filled'],
  'Components/Feedback/Spinner': ['size'],
  'Components/Feedback/Skeleton': ['shape'],
  'Components/Marketplace/PriceTag': ['size', 'isPriceExcludingVat'],
  'Components/Marketplace/VehicleCard': [
    'isReduced',
    'isFeatured',
    'isExDemo',
    'isSold',
    'isNoLongerAvailable',
    'isShortlisted',
  ],
};

test('the component docs pages are found, and every component named above has one', () => {
  expect(componentDocs.length).toBeGreaterThan(40);
  const titles = new Set(componentDocs.map((entry) => entry.title));
  expect(Object.keys(designerProps).filter((title) => !titles.has(title))).toEqual([]);
});

/** The guidance every component's page gives, in this order (as the GOV.UK Design System and Atlassian write it). */
const guidanceSections = [
  'When to use',
  'When not to use',
  'Anatomy',
  "Do and don't",
  'Content',
  'Accessibility',
  'Props',
  'Examples',
] as const;

for (const entry of componentDocs) {
  test(`${entry.title}: the guidance sections in order, and a props table that describes every prop`, async ({
    page,
  }) => {
    await page.goto(`/iframe.html?id=${entry.id}&viewMode=docs`);
    const docs = page.locator('#storybook-docs');
    await expect(docs.getByRole('heading', { level: 2, name: 'Examples' })).toBeAttached();
    const sections = await docs
      .getByRole('heading', { level: 2 })
      .allTextContents()
      .then((texts) => texts.filter((text) => (guidanceSections as readonly string[]).includes(text)));
    expect(sections).toEqual(guidanceSections);
    // Nothing left open over the page: an open story's dialog or menu would cover it and stop it scrolling.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('menu')).toHaveCount(0);
    const subsections = await docs.getByRole('heading', { level: 3 }).allTextContents();
    expect(subsections).toEqual(expect.arrayContaining(['Keyboard', 'Screen readers']));
    // The keyboard table: a row per key, the keys in <kbd>, or a row that says there is nothing to press.
    await expect(docs.locator('table:has(th:text-is("Key"))').first()).toBeAttached();
    expect(await docs.getByText('Do', { exact: true }).count()).toBeGreaterThanOrEqual(2);
    expect(await docs.getByText('Don’t', { exact: true }).count()).toBeGreaterThanOrEqual(2);

    const table = page.locator('.docblock-argstable').first();
    await expect(table).toBeVisible();
    const rows = await table.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => {
        const [name, about] = [...tr.querySelectorAll(':scope > td')];
        // The description cell holds the description, then the type; without a description, the type only.
        const description = about && about.children.length > 1 ? (about.children[0]?.textContent ?? '') : '';
        return { name: (name?.textContent ?? '').replace(/\*$/, '').trim(), description: description.trim() };
      }),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.description === '').map((row) => row.name)).toEqual([]);
    const names = new Set(rows.map((row) => row.name));
    expect((designerProps[entry.title] ?? []).filter((prop) => !names.has(prop))).toEqual([]);
  });
}
