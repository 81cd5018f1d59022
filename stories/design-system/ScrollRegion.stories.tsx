import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ScrollRegion } from '@ds';
import { narrow } from '../support/decorators';

const facts = ['Price', 'Year', 'Mileage', 'Fuel'];
const vehicles = [
  { title: 'Volkswagen Golf 1.5 TSI Life 5dr', values: ['£16,995', '2021', '21,650 miles', 'Petrol'] },
  { title: 'Vauxhall Corsa 1.2 SE 5dr', values: ['£8,750', '2020', '34,120 miles', 'Petrol'] },
  { title: 'Ford Fiesta 1.0 EcoBoost Titanium 5dr', values: ['£9,495', '2019', '28,412 miles', 'Petrol'] },
  { title: 'Toyota Yaris 1.5 Hybrid Design 5dr', values: ['£13,250', '2022', '12,380 miles', 'Hybrid'] },
  { title: 'Nissan Qashqai 1.3 DiG-T N-Connecta 5dr', values: ['£17,450', '2021', '19,870 miles', 'Petrol'] },
  { title: 'Mercedes-Benz Sprinter 314 CDI L2 H2 Panel Van', values: ['£24,995', '2020', '61,200 miles', 'Diesel'] },
];

function Comparison({ count }: { count: number }) {
  const shown = vehicles.slice(0, count);
  return (
    <ScrollRegion aria-labelledby="comparison-caption">
      <table>
        <caption id="comparison-caption">Your shortlisted vehicles side by side</caption>
        <thead>
          <tr>
            <td />
            {shown.map((vehicle) => (
              <th key={vehicle.title} scope="col">
                {vehicle.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {facts.map((fact, row) => (
            <tr key={fact}>
              <th scope="row">{fact}</th>
              {shown.map((vehicle) => (
                <td key={vehicle.title}>{vehicle.values[row]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

const meta = {
  title: 'Components/Layout/ScrollRegion',
  component: ScrollRegion,
  args: { 'aria-label': 'Comparison', children: null },
  render: () => <Comparison count={6} />,
  parameters: {
    docs: {
      description: {
        component:
          'Content wider than its column scrolls sideways inside a labelled region, which is a tab stop only while it overflows.',
      },
    },
  },
} satisfies Meta<typeof ScrollRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overflowing: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Your shortlisted vehicles side by side' });
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
  },
};
export const Fits: Story = {
  render: () => <Comparison count={1} />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Your shortlisted vehicles side by side' });
    await expect(region).not.toHaveAttribute('tabindex');
  },
};
