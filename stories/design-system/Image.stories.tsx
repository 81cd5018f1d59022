import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { defaultVehicleImage, Image, imageFits } from '@ds';
import { narrow } from '../support/decorators';

/** A photo drawn inline so stories need no network. */
const photo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#2445b8"/><circle cx="200" cy="150" r="80" fill="#efeafd"/></svg>',
  );

const meta = {
  title: 'Components/Media/Image',
  component: Image,
  args: { src: photo, alt: 'Blue Ford Focus, front three-quarter view', width: 400, height: 300 },
  argTypes: { fit: { control: 'inline-radio', options: imageFits } },
  decorators: [narrow],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Eager: Story = { args: { loading: 'eager' } };
/** A broken address falls back to the default image. */
export const FallbackOnError: Story = {
  args: { src: '/no-such-photo.jpg', alt: 'Ford Focus (no photo)' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Ford Focus (no photo)' });
    await waitFor(() => expect(image).toHaveAttribute('src', defaultVehicleImage));
  },
};
export const NoSource: Story = { args: { src: undefined, alt: 'No photo yet' } };
