import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { Gallery, type GalleryImage } from '@ds';
import { column, narrow } from '../support/decorators';

/** The example vehicles' photos (public/images/vehicles/, two each), as the contract's examples give them. */
const vehicles = [
  ['ford-fiesta-20481734', 'Ford Fiesta'],
  ['vauxhall-corsa-20481802', 'Vauxhall Corsa'],
  ['volkswagen-golf-20482015', 'Volkswagen Golf'],
  ['bmw-3-series-20482166', 'BMW 3 Series'],
  ['nissan-qashqai-20482233', 'Nissan Qashqai'],
  ['toyota-yaris-20482390', 'Toyota Yaris'],
  ['kia-sportage-20482417', 'Kia Sportage'],
  ['audi-a3-20482544', 'Audi A3'],
  ['mercedes-benz-a-class-20482671', 'Mercedes-Benz A-Class'],
  ['tesla-model-3-20482708', 'Tesla Model 3'],
  ['skoda-octavia-20482835', 'Skoda Octavia'],
  ['mini-hatch-20482962', 'MINI Hatch'],
  ['hyundai-tucson-20483019', 'Hyundai Tucson'],
  ['peugeot-208-20483146', 'Peugeot 208'],
  ['honda-jazz-20483273', 'Honda Jazz'],
] as const;

const photos: GalleryImage[] = vehicles.flatMap(([file, name]) =>
  [
    [1, 'front three-quarter view'],
    [2, 'other side'],
  ].map(([side, view]) => ({
    src: `/images/vehicles/${file}-${side}.svg`,
    largeSrc: `/images/vehicles/${file}-${side}.svg`,
    alt: `${name}, ${view}`,
  })),
);
const defaultImageSrc = '/images/vehicles/default.svg';

const meta = {
  title: 'Components/Media/Gallery',
  component: Gallery,
  args: { images: photos.slice(0, 6), label: 'the example vehicles', defaultImageSrc },
  decorators: [column],
  parameters: {
    docs: {
      description: {
        component: [
          'A vehicle\'s photos as the WAI-ARIA APG carousel pattern: a region named "Photos of {label}" (roledescription',
          '"carousel") whose one visible slide is a group named "n of m" (roledescription "slide").',
          'Previous and Next (before the slide in reading order) rotate through the photos and wrap at the ends, as the',
          "APG's examples do; the Left and Right arrow keys do the same wherever focus is inside the gallery, and so does",
          'a horizontal swipe of 40 px or more (`touch-action: pan-y` leaves vertical scrolling to the page). The',
          'thumbnails are buttons named from the alt text; the current one has `aria-current` and a border (Highlight in',
          'forced colours); the row scrolls sideways on narrow screens. Each move made by the user is announced politely',
          '("Image 2 of 12"); the first render is not. The count ("2 / 12", read as "Image 2 of 12") sits on the photo.',
          'The frame is a fixed 4:3 box, so nothing shifts while photos load; only the photo shown is in the page, the',
          'first eager at high fetch priority and the rest lazy, and a photo that fails shows the default image. "View',
          'full screen" opens the large photos in a modal dialog at the same photo (focus trapped, Escape closes, page',
          'scroll locked); closing keeps the photo reached and returns focus to the button. With reduced motion the',
          'photos do not slide in.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const galleryOf = (canvasElement: HTMLElement, label = 'the example vehicles') =>
  within(canvasElement).getByRole('region', { name: `Photos of ${label}` });
const slideOf = (gallery: HTMLElement) => within(gallery).getByRole('group', { name: /^\d+ of \d+$/ });

export const Default: Story = {};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ canvasElement }) => {
    const gallery = galleryOf(canvasElement);
    await expect(gallery).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slideOf(gallery)).toHaveAccessibleName('1 of 6');
    await expect(slideOf(gallery)).toHaveAttribute('aria-roledescription', 'slide');
    await expect(within(gallery).getByText('1 / 6')).toBeVisible();
    const photo = within(slideOf(gallery)).getByRole('img', { name: 'Ford Fiesta, front three-quarter view' });
    await expect(photo).toHaveAttribute('loading', 'eager');
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await userEvent.click(within(gallery).getByRole('button', { name: 'Next image' }));
    await expect(slideOf(gallery)).toHaveAccessibleName('2 of 6');
    await expect(within(gallery).getByRole('status')).toHaveTextContent('Image 2 of 6');
    await expect(within(gallery).getByText('2 / 6')).toBeVisible();
  },
};

/** One photo: no Previous, Next, count or thumbnails; full screen still opens it larger. */
export const SingleImage: Story = {
  args: { images: photos.slice(0, 1), label: 'Ford Fiesta 1.0 EcoBoost Titanium 5dr' },
  play: async ({ canvasElement }) => {
    const gallery = galleryOf(canvasElement, 'Ford Fiesta 1.0 EcoBoost Titanium 5dr');
    await expect(slideOf(gallery)).toHaveAccessibleName('1 of 1');
    await expect(within(gallery).queryByRole('button', { name: 'Next image' })).toBeNull();
    await expect(
      within(gallery)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['View full screen']);
  },
};

/** No photos: the default image, named for what is missing, and no controls. */
export const NoImages: Story = {
  args: { images: [], label: 'Ford Fiesta 1.0 EcoBoost Titanium 5dr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: 'No photos of Ford Fiesta 1.0 EcoBoost Titanium 5dr' });
    await waitFor(() => expect(image).toHaveAttribute('src', defaultImageSrc));
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The first photo's address is broken: the default image shows in its place, with its alt text. */
export const BrokenImage: Story = {
  args: {
    images: [{ src: '/images/vehicles/no-such-photo.svg', alt: 'Ford Fiesta, dashboard' }, ...photos.slice(0, 2)],
  },
  play: async ({ canvasElement }) => {
    const photo = within(slideOf(galleryOf(canvasElement))).getByRole('img', { name: 'Ford Fiesta, dashboard' });
    await waitFor(() => expect(photo).toHaveAttribute('src', defaultImageSrc));
  },
};

/** Thirty photos: still one photo in the page; the thumbnail row scrolls to keep the current one in view. */
export const ManyImages: Story = {
  args: { images: photos },
  play: async ({ canvasElement }) => {
    const gallery = galleryOf(canvasElement);
    const picker = within(gallery).getByRole('group', { name: 'Choose an image' });
    await expect(within(picker).getAllByRole('button')).toHaveLength(30);
    await expect(within(slideOf(gallery)).getAllByRole('img')).toHaveLength(1);
    await userEvent.click(within(gallery).getByRole('button', { name: 'Previous image' }));
    await expect(slideOf(gallery)).toHaveAccessibleName('30 of 30');
    const last = within(picker).getByRole('button', { name: 'Image 30 of 30: Honda Jazz, other side' });
    await expect(last).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(picker.scrollLeft).toBeGreaterThan(0));
  },
};

export const WithoutThumbnails: Story = { args: { hasThumbnails: false } };

/** At 320 px (WCAG reflow) the controls stay on the photo and the thumbnails scroll. */
export const Narrow: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const gallery = galleryOf(canvasElement);
    await expect(gallery.scrollWidth).toBeLessThanOrEqual(320);
    for (const button of within(gallery).getAllByRole('button')) {
      const { width, height } = button.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    }
  },
};

/** Keyboard only: Tab reaches Previous; the arrow keys page through, each move announced. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const gallery = galleryOf(canvasElement);
    await userEvent.tab();
    await expect(within(gallery).getByRole('button', { name: 'Previous image' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(slideOf(gallery)).toHaveAccessibleName('3 of 6');
    await expect(within(gallery).getByRole('status')).toHaveTextContent('Image 3 of 6');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(slideOf(gallery)).toHaveAccessibleName('2 of 6');
    await expect(within(gallery).getByRole('status')).toHaveTextContent('Image 2 of 6');
    await userEvent.keyboard('{Enter}');
    await expect(slideOf(gallery)).toHaveAccessibleName('1 of 6');
    await expect(within(gallery).getByRole('status')).toHaveTextContent('Image 1 of 6');
  },
};

/** A horizontal swipe (pointer or touch) pages; a vertical one is left to the page. */
export const Swipe: Story = {
  play: async ({ canvasElement }) => {
    const gallery = galleryOf(canvasElement);
    const frame = slideOf(gallery).parentElement as HTMLElement;
    // storybook/test's fireEvent is instrumented (logged in the Interactions panel): await each call.
    const swipe = async (fromX: number, toX: number, toY = 200) => {
      await fireEvent.pointerDown(frame, { pointerId: 1, isPrimary: true, button: 0, clientX: fromX, clientY: 200 });
      await fireEvent.pointerUp(frame, { pointerId: 1, isPrimary: true, button: 0, clientX: toX, clientY: toY });
    };
    await swipe(300, 200);
    await expect(slideOf(gallery)).toHaveAccessibleName('2 of 6');
    await expect(within(gallery).getByRole('status')).toHaveTextContent('Image 2 of 6');
    await swipe(200, 300);
    await expect(slideOf(gallery)).toHaveAccessibleName('1 of 6');
    await swipe(300, 240, 400);
    await expect(slideOf(gallery)).toHaveAccessibleName('1 of 6');
  },
};

/**
 * Full screen: opens at the photo reached, focus on Next, the arrow keys page there; Escape closes,
 * keeps the photo and returns focus to the button. Left open for the axe scan.
 */
export const FullScreen: Story = {
  play: async ({ canvasElement }) => {
    const gallery = galleryOf(canvasElement);
    await userEvent.click(within(gallery).getByRole('button', { name: 'Next image' }));
    const open = within(gallery).getByRole('button', { name: 'View full screen' });
    await userEvent.click(open);
    let dialog = await screen.findByRole('dialog', { name: 'Photos of the example vehicles' });
    let carousel = within(dialog).getByRole('region', { name: 'Photos of the example vehicles' });
    await expect(slideOf(carousel)).toHaveAccessibleName('2 of 6');
    await waitFor(() => expect(within(carousel).getByRole('button', { name: 'Next image' })).toHaveFocus());
    await expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.keyboard('{ArrowRight}');
    await expect(slideOf(carousel)).toHaveAccessibleName('3 of 6');
    await expect(within(carousel).getByRole('status')).toHaveTextContent('Image 3 of 6');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
    await expect(slideOf(gallery)).toHaveAccessibleName('3 of 6');
    await userEvent.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Photos of the example vehicles' });
    carousel = within(dialog).getByRole('region', { name: 'Photos of the example vehicles' });
    await expect(slideOf(carousel)).toHaveAccessibleName('3 of 6');
  },
};
