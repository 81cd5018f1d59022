import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

describe('Tabs', () => {
  it('moves between tabs with the arrow keys and shows the selected panel', async () => {
    const user = userEvent.setup();
    render(
      <Tabs>
        <TabList aria-label="Vehicle details">
          <Tab id="spec">Specification</Tab>
          <Tab id="costs">Running costs</Tab>
        </TabList>
        <TabPanel id="spec">1.0 litre petrol</TabPanel>
        <TabPanel id="costs">£180 road tax</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Vehicle details' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Specification' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const costs = screen.getByRole('tab', { name: 'Running costs' });
    expect(costs).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Running costs' })).toHaveTextContent('£180 road tax');
  });
});
