import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, CardRail, VehicleCard, VisuallyHidden } from '@ds';
import { narrow } from '../support/decorators';

const photo = (colour: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${colour}"/><circle cx="200" cy="150" r="80" fill="#efeafd"/></svg>`,
  );

interface Vehicle {
  id: number;
  title: string;
  price: number;
  colour: string;
}

const vehicles: Vehicle[] = [
  { id: 1, title: 'Volkswagen Golf 1.5 TSI Life 5dr', price: 16995, colour: '#4d535c' },
  { id: 2, title: 'Vauxhall Corsa 1.2 SE 5dr', price: 8750, colour: '#b3261e' },
  { id: 3, title: 'Ford Fiesta 1.0 EcoBoost Titanium 5dr', price: 9495, colour: '#2445b8' },
  { id: 4, title: 'Toyota Yaris 1.5 Hybrid Design 5dr', price: 13250, colour: '#137333' },
  { id: 5, title: 'Nissan Qashqai 1.3 DiG-T N-Connecta 5dr', price: 17450, colour: '#8a4b00' },
  { id: 6, title: 'BMW 3 Series 320d M Sport 4dr', price: 21995, colour: '#1b1d21' },
  { id: 7, title: 'Kia Sportage 1.6 T-GDi GT-Line 5dr', price: 19750, colour: '#4a22c9' },
  { id: 8, title: 'Audi A3 Sportback 35 TFSI S line 5dr', price: 20495, colour: '#767c86' },
];

const meta = {
  title: 'Components/Marketplace/CardRail',
  component: CardRail<Vehicle>,
  args: {
    'aria-label': 'Shortlisted vehicles',
    items: vehicles,
    itemKey: (vehicle: Vehicle) => vehicle.id,
    children: (vehicle: Vehicle) => (
      <VehicleCard
        title={vehicle.title}
        href={`/used-cars/example/${vehicle.id}/`}
        imageSrc={photo(vehicle.colour)}
        price={vehicle.price}
        year={2021}
        mileage={21650}
        fuel="Petrol"
        transmission="Manual"
        loading="eager"
        actions={
          <Button variant="secondary" size="small">
            Remove<VisuallyHidden> {vehicle.title}</VisuallyHidden>
          </Button>
        }
      />
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A row of cards scrolling sideways: 2 whole cards visible, 3 above 605 px, 4 above 1168, 5 above 1449, 6 above 1763, 7 above 2099 (requirements 9.2). The region takes keyboard focus while it overflows.',
      },
    },
  },
} satisfies Meta<typeof CardRail<Vehicle>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Shortlisted vehicles' });
    await expect(canvas.getAllByRole('article')).toHaveLength(8);
    // Eight cards never fit: the region is a tab stop, and Tab reaches each card's link and Remove.
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: vehicles[0]?.title })).toHaveFocus();
  },
};
export const TwoVehicles: Story = { args: { items: vehicles.slice(0, 2) } };
export const Narrow: Story = { decorators: [narrow] };
