import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ComboBox, fieldWidths } from '@ds';
import { narrow, ownDocsFrame, narrowViewport } from '../support/decorators';
import { fieldStateProps, fieldStates, StateRow } from '../support/States';

const makes = [
  'Audi',
  'BMW',
  'Citroen',
  'Fiat',
  'Ford',
  'Kia',
  'Mercedes-Benz',
  'Nissan',
  'Peugeot',
  'Toyota',
  'Vauxhall',
  'Volkswagen',
].map((name) => ({ id: name.toLowerCase(), label: name }));

const meta = {
  title: 'Components/Forms/ComboBox',
  component: ComboBox,
  args: { label: 'Make', defaultItems: makes, onSelectionChange: fn() },
  argTypes: { width: { control: 'inline-radio', options: fieldWidths } },
  parameters: {
    docs: {
      description: {
        component:
          "A text input with a filtered list (react-aria-components, ~61 KiB gzip): for long lists people narrow by typing. The search panel's make and model are NativeSelects, not this.",
      },
    },
  },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The closed combo box at rest, hovered, focused, disabled and invalid: the states forced on. */
export const States: Story = {
  render: (args) => (
    <StateRow states={fieldStates} target="[data-rac]:has(> input)">
      {(state) => <ComboBox {...args} width="medium" {...fieldStateProps(state, 'Choose a make from the list')} />}
    </StateRow>
  ),
};

/** Each open list shows in a frame of its own on the docs page, so it does not cover the page. */
const openListDocs = ownDocsFrame('30rem');

/** The list open on what matches the typed text. */
export const Open: Story = {
  args: { defaultOpen: true, defaultInputValue: 'Vo' },
  parameters: openListDocs,
};

/** Nothing matches the typed text: the open list says "No results". */
export const NoResults: Story = {
  args: { defaultOpen: true, defaultInputValue: 'Tesla', allowsEmptyCollection: true },
  parameters: openListDocs,
};

/** The list open while more choices load: a "Loading" row at its foot. */
export const Loading: Story = {
  args: { defaultOpen: true, defaultItems: makes.slice(0, 3), isLoading: true },
  parameters: openListDocs,
};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Make' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('fo');
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Ford']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('ford');
    await expect(input).toHaveValue('Ford');
    await userEvent.keyboard('{Escape}');
  },
};
export const WithDescription: Story = { args: { description: 'Start typing, then choose from the list' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a make from the list' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const LongLabel: Story = {
  args: { label: 'Which manufacturer made the vehicle you are looking for?' },
  decorators: [narrow],
};

/** At 320 px (a phone, or 400 % zoom), with its hint and an error message. */
export const Narrow: Story = {
  ...narrowViewport,
  args: {
    description: 'Start typing, then choose from the list',
    isInvalid: true,
    errorMessage: 'Choose a make from the list',
  },
};
