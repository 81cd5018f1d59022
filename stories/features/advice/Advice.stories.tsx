import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Dialog } from 'react-aria-components';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PriceGuideCompareOverlay } from '@app/features/advice/PriceGuideCompareOverlay';
import { PriceGuideFilterOverlay } from '@app/features/advice/PriceGuideFilterOverlay';
import { PriceGuidePage } from '@app/features/advice/PriceGuidePage';
import ReducedListOverlay from '@app/features/advice/ReducedListOverlay';
import { ReviewListOverlay } from '@app/features/advice/ReviewListOverlay';
import { ReviewOverlay } from '@app/features/advice/ReviewOverlay';
import { ReviewsPage } from '@app/features/advice/ReviewsPage';
import { ModalHost } from '@app/overlays/ModalHost';
import { allCarsGuide, answerAdvice, priceGuide, reviewSummary, transitCustom } from '@app/stores/adviceTesting';
import { StoresProvider } from '@app/stores/StoresContext';
import { createTestStores, jsonResponse, type SentRequest } from '@app/stores/testing';
import { narrow } from '../../support/decorators';

type Part =
  | 'reviews'
  | 'price-guide'
  | 'car-review'
  | 'van-review'
  | 'review-list'
  | 'pricing-hub-filter'
  | 'pricing-hub-compare'
  | 'reduced-list';

interface AdviceStoryProps {
  part: Part;
  /** The address the page is at (the price guide reads its make and model from it). */
  path?: string;
  /** A server that fails every Car Advice call with a 500. */
  isServerDown?: boolean;
}

const close = () => undefined;
const corsa = priceGuide();

function answer(isServerDown: boolean) {
  return (request: SentRequest) =>
    isServerDown && (request.path.startsWith('/api/reviews') || request.path === '/api/price-guide')
      ? jsonResponse({ Code: 500, FriendlyMessage: 'Sorry, something went wrong. Please try again.' }, 500)
      : answerAdvice(request);
}

/** A Car Advice page or overlay with the stores the app gives it, a router, the overlay host and a fake server. */
function AdviceStory({ part, path = '/', isServerDown = false }: AdviceStoryProps) {
  const [stores] = useState(() => createTestStores(answer(isServerDown)).stores);
  const inDialog = (overlay: ReactNode) => <Dialog>{overlay}</Dialog>;
  const parts: Record<Part, ReactNode> = {
    reviews: <ReviewsPage />,
    'price-guide': <PriceGuidePage />,
    'car-review': inDialog(
      <ReviewOverlay data={{ reviewId: 'ford-fiesta-2017', title: reviewSummary().Title }} close={close} />,
    ),
    'van-review': inDialog(
      <ReviewOverlay data={{ reviewId: transitCustom.Id, title: transitCustom.Title }} close={close} />,
    ),
    'review-list': inDialog(
      <ReviewListOverlay data={{ vehicleType: 'car', make: 'ford', makeName: 'Ford' }} close={close} />,
    ),
    'pricing-hub-filter': inDialog(
      <PriceGuideFilterOverlay data={{ make: 'vauxhall', model: 'corsa', title: corsa.Title }} close={close} />,
    ),
    'pricing-hub-compare': inDialog(
      <PriceGuideCompareOverlay data={{ make: 'vauxhall', model: 'corsa', title: corsa.Title }} close={close} />,
    ),
    'reduced-list': inDialog(
      <ReducedListOverlay
        data={{ title: 'Recently reduced cars', adverts: allCarsGuide.RecentlyReduced, count: 3416 }}
        close={close}
      />,
    ),
  };
  return (
    <StoresProvider stores={stores}>
      <MemoryRouter initialEntries={[path]}>
        <main>{parts[part]}</main>
        <ModalHost />
      </MemoryRouter>
    </StoresProvider>
  );
}

const meta = {
  title: 'Pages/Car Advice',
  component: AdviceStory,
  args: { part: 'reviews' },
  argTypes: {
    part: {
      control: 'select',
      options: [
        'reviews',
        'price-guide',
        'car-review',
        'van-review',
        'review-list',
        'pricing-hub-filter',
        'pricing-hub-compare',
        'reduced-list',
      ],
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Car Advice: /car-reviews/ (the latest car and van reviews, the makes reviewed) with the `car-review`, `van-review` and `review-list` overlays, and /car-price-guide/ (prices by year and mileage from the contract's getPriceGuide) with the `pricing-hub-filter`, `pricing-hub-compare` and `reduced-list` overlays.",
      },
    },
  },
} satisfies Meta<typeof AdviceStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** /car-reviews/: both lists, a review opens as a dialog named by its title. */
export const ReviewsPageLoaded: Story = {
  args: { part: 'reviews', path: '/car-reviews/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Until the reviews are shown, however long a loaded machine takes to draw them.
    await waitFor(async () => {
      await expect(canvas.getByRole('heading', { level: 3, name: 'Ford Puma SUV review' })).toBeVisible();
      await expect(canvas.getByRole('heading', { level: 3, name: 'Ford Transit Custom van review' })).toBeVisible();
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Read the Ford Fiesta review' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Ford Fiesta hatchback review' });
    await expect(await within(dialog).findByRole('heading', { name: 'Our verdict' })).toBeVisible();
  },
};

export const ReviewsPageNarrow: Story = {
  args: { part: 'reviews', path: '/car-reviews/' },
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Ford car reviews (2)' })).toBeVisible();
  },
};

export const ReviewsPageFailed: Story = {
  args: { part: 'reviews', path: '/car-reviews/', isServerDown: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2));
    await expect(canvas.getAllByText('Sorry, something went wrong. Please try again.')).toHaveLength(2);
  },
};

/** /car-price-guide/: every car, with the tables and the recently reduced adverts. */
export const PriceGuideAllCars: Story = {
  args: { part: 'price-guide', path: '/car-price-guide/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Car price guide' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'All used cars: prices by registration year' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'See recently reduced cars' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Recently reduced cars' });
    await expect(await within(dialog).findByRole('link', { name: 'Vauxhall Corsa 1.2 SE 5dr' })).toBeVisible();
  },
};

export const PriceGuideModel: Story = {
  args: { part: 'price-guide', path: '/car-price-guide/?make=vauxhall&model=corsa' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Vauxhall Corsa prices' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search used Vauxhall Corsa cars' })).toHaveAttribute(
      'href',
      '/vauxhall/corsa/used-cars/',
    );
  },
};

export const PriceGuideNarrow: Story = {
  args: { part: 'price-guide', path: '/car-price-guide/?make=vauxhall&model=corsa' },
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Vauxhall Corsa: prices by mileage' }),
    ).toBeVisible();
  },
};

export const PriceGuideUnknownModel: Story = {
  args: { part: 'price-guide', path: '/car-price-guide/?make=unknown' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sorry, we have no prices for that make and model.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See prices for every car' })).toBeVisible();
  },
};

export const PriceGuideFailed: Story = {
  args: { part: 'price-guide', path: '/car-price-guide/', isServerDown: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** `car-review`: the review in full, its scores in words. */
export const CarReview: Story = {
  args: { part: 'car-review' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sharp handling')).toBeVisible();
    await expect(canvas.getByText('Driving', { selector: 'dt' }).nextElementSibling).toHaveTextContent('5 out of 5');
    await expect(canvas.getByRole('link', { name: 'Ford Fiesta prices in our price guide' })).toHaveAttribute(
      'href',
      '/car-price-guide/?make=ford&model=fiesta',
    );
  },
};

export const VanReview: Story = {
  args: { part: 'van-review' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Load space', { selector: 'dt' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search used Ford Transit Custom vans' })).toHaveAttribute(
      'href',
      '/used-vans/ford/transit-custom/',
    );
  },
};

export const ReviewList: Story = {
  args: { part: 'review-list' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 Ford reviews, newest first.')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

/** `pricing-hub-filter`: the current make and model chosen; the model list follows the make. */
export const PriceGuideFilter: Story = {
  args: { part: 'pricing-hub-filter' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const make = canvas.getByRole('combobox', { name: 'Make' });
    await waitFor(() => expect(make).toBeEnabled());
    await expect(make).toHaveValue('vauxhall');
    await expect(canvas.getByRole('combobox', { name: 'Model' })).toHaveValue('corsa');
    await userEvent.selectOptions(make, 'bmw');
    await expect(canvas.getByRole('combobox', { name: 'Model' })).toHaveValue('');
    await expect(canvas.getByRole('option', { name: '3 Series' })).toBeInTheDocument();
  },
};

/** `pricing-hub-compare`: Compare with no make says what to do; with one, the two side by side. */
export const PriceGuideCompare: Story = {
  args: { part: 'pricing-hub-compare' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const make = canvas.getByRole('combobox', { name: 'Make' });
    await waitFor(() => expect(make).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Compare' }));
    await expect(make).toHaveAccessibleDescription(/Choose a make to compare with/);
    await userEvent.selectOptions(make, 'bmw');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Model' }), '3-series');
    await userEvent.click(canvas.getByRole('button', { name: 'Compare' }));
    const table = await canvas.findByRole('table', { name: 'Vauxhall Corsa and BMW 3 Series compared' });
    await expect(within(table).getByRole('row', { name: /^Average price/ })).toHaveTextContent('£9,240');
  },
};

export const ReducedList: Story = {
  args: { part: 'reduced-list' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Vauxhall Corsa 1.2 SE 5dr' })).toHaveAttribute(
      'href',
      '/used-cars/vauxhall/corsa/20481802/?i=1&m=reduced',
    );
    await expect(canvas.getByText('Was £9,250, reduced by £500 on 21 November 2026')).toBeVisible();
  },
};
