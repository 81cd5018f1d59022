import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs, Text } from '@ds';
import { narrow, narrowViewport } from '../support/decorators';
import { StateRow } from '../support/States';

const meta = {
  title: 'Components/Navigation/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Vehicle details">
        <Tab id="spec">Specification</Tab>
        <Tab id="costs">Running costs</Tab>
        <Tab id="history">Vehicle history</Tab>
      </TabList>
      <TabPanel id="spec">
        <Text>1.0 litre petrol, 6-speed manual, 5 doors.</Text>
      </TabPanel>
      <TabPanel id="costs">
        <Text>£180 a year road tax, insurance group 12.</Text>
      </TabPanel>
      <TabPanel id="history">
        <Text>2 previous owners, full service history.</Text>
      </TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * The second tab at rest, hovered, focused by keyboard, pressed, selected and disabled (the state
 * forced on that tab only).
 */
export const States: Story = {
  render: (args) => (
    <StateRow
      target='[data-key="costs"]'
      states={['rest', 'hover', 'focus-visible', 'pressed', 'selected', 'disabled']}
    >
      {(state) => (
        <Tabs
          {...args}
          selectedKey={state === 'selected' ? 'costs' : 'spec'}
          disabledKeys={state === 'disabled' ? ['costs'] : []}
        >
          <TabList aria-label="Vehicle details">
            <Tab id="spec">Spec</Tab>
            <Tab id="costs">Costs</Tab>
          </TabList>
          <TabPanel id="spec">
            <Text size="small">1.0 litre petrol</Text>
          </TabPanel>
          <TabPanel id="costs">
            <Text size="small">£180 road tax</Text>
          </TabPanel>
        </Tabs>
      )}
    </StateRow>
  ),
};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('tab', { name: 'Specification' });
    await waitFor(() => expect(first).toHaveAttribute('tabindex', '0'));
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Specification' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Running costs' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Vehicle history' })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('history');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Vehicle history' })).toHaveFocus();
  },
};
export const SecondSelected: Story = { args: { defaultSelectedKey: 'costs' } };
export const DisabledTab: Story = { args: { disabledKeys: ['history'] } };
export const Narrow: Story = { decorators: [narrow] };

/** At 320 px with the last tab selected: the tabs stay on one row, which scrolls to show the selected tab. */
export const NarrowLastSelected: Story = { ...narrowViewport, args: { defaultSelectedKey: 'history' } };
