import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slider, TextField } from '@ds';
import { depositTooHighMessage } from '@domain/finance';
import { column, narrow } from '../support/decorators';
import { StateRow } from '../support/States';
import * as stateStyles from '../support/states.css';

const pounds = { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 } as const;

const meta = {
  title: 'Components/Forms/Slider',
  component: Slider,
  args: {
    label: 'Deposit',
    defaultValue: 1000,
    minValue: 0,
    maxValue: 5000,
    step: 100,
    formatOptions: pounds,
    onChange: fn(),
  },
  decorators: [column],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys step, End jumps to the top; the value is read in pounds. */
export const Default: Story = {};

/** The thumb at rest, hovered, focused by keyboard and disabled, side by side: the states forced on. */
export const States: Story = {
  render: (args) => (
    <StateRow states={['rest', 'hover', 'focus-visible', 'disabled']}>
      {(state) => (
        <div className={stateStyles.fixedWidth}>
          <Slider {...args} isDisabled={state === 'disabled'} />
        </div>
      )}
    </StateRow>
  ),
};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ args, canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Deposit' });
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1100);
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(5000);
    await expect(slider).toHaveAttribute('aria-valuetext', '£5,000');
  },
};

export const Term: Story = {
  args: { label: 'Term', defaultValue: 60, minValue: 24, maxValue: 60, step: 12, formatOptions: undefined },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const LongLabel: Story = {
  args: { label: 'How many miles a year do you expect to drive this vehicle?', maxValue: 30000, step: 1000 },
  decorators: [narrow],
};

export const Narrow: Story = { decorators: [narrow] };

/** The typed value and the slider move together: a field beside the slider takes the label. */
function WithFieldStory() {
  const [value, setValue] = useState(10000);
  const [text, setText] = useState('10000');
  return (
    <Slider
      label="Annual mileage"
      isLabelHidden
      value={value}
      minValue={1000}
      maxValue={30000}
      step={1000}
      formatOptions={{ style: 'unit', unit: 'mile', unitDisplay: 'long' }}
      onChange={(next) => {
        setValue(next);
        setText(String(next));
      }}
      field={
        <TextField
          label="Annual mileage"
          inputMode="numeric"
          value={text}
          onChange={(next) => {
            setText(next);
            if (/^[0-9]{1,6}$/.test(next) && Number(next) > 0) setValue(Number(next));
          }}
        />
      }
    />
  );
}

export const WithField: Story = {
  render: () => <WithFieldStory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Annual mileage' });
    const slider = canvas.getByRole('slider', { name: 'Annual mileage' });
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(field).toHaveValue('11000');
    await userEvent.clear(field);
    await userEvent.type(field, '20000');
    await expect(slider).toHaveValue('20000');
  },
};

/** A deposit on a £5,000 car that leaves too little to borrow: the calculator's message for it. */
const depositTooHigh = depositTooHighMessage(5000);

/** The field beside it shows the error; the slider keeps the last valid value. */
export const WithInvalidField: Story = {
  render: (args) => (
    <Slider
      {...args}
      isLabelHidden
      field={
        <TextField label="Deposit" inputMode="numeric" defaultValue="4500" isInvalid errorMessage={depositTooHigh} />
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Deposit' });
    await expect(field).toHaveAccessibleDescription(`Error: ${depositTooHigh}`);
  },
};
