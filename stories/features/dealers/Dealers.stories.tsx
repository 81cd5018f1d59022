import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { County, Dealer, DealerVehicleType } from '@app/api/types';
import { DealerPage } from '@app/features/dealers/DealerPage';
import { DealersPage } from '@app/features/dealers/DealersPage';
import { ModalHost } from '@app/overlays/ModalHost';
import { StoresProvider } from '@app/stores/StoresContext';
import { createTestStores, jsonResponse, vehicleCard, type SentRequest } from '@app/stores/testing';
import { exampleDealer, exampleReviews, reviewPage } from '@app/stores/testingDealers';
import { narrow } from '../../support/decorators';

/** The contract's example dealers, shortened. */
const dealers: Dealer[] = [
  exampleDealer(),
  exampleDealer({
    Id: 3102,
    GroupId: 0,
    Name: 'Pennine Motors',
    Customer: 'FC-003102',
    PhoneNumber: '0113 496 0412',
    IsOnlineOnly: true,
    ReviewSummary: { ScorePercentage: 89, ReviewCount: 187, AverageStars: 4.4, PeriodMonths: 12 },
    Address: { Line1: '21 Dewsbury Road', Town: 'Leeds', County: 'West Yorkshire', PostCode: 'LS11 5DL' },
    Website: undefined,
    VehicleTypes: ['car'],
    StockCount: 54,
  }),
  exampleDealer({
    Id: 3105,
    GroupId: 0,
    Name: 'Midland Commercials',
    Customer: 'FC-003105',
    PhoneNumber: '0121 496 0555',
    EmailEnabled: false,
    PartnerListForThankYou: [],
    ReviewSummary: { ScorePercentage: 82, ReviewCount: 56, AverageStars: 4.2, PeriodMonths: 12 },
    Address: { Line1: '300 Aston Lane', Town: 'Birmingham', County: 'West Midlands', PostCode: 'B6 7EU' },
    Website: undefined,
    VehicleTypes: ['van'],
    StockCount: 37,
    OpeningHours: undefined,
  }),
];

const counties: County[] = [
  {
    Name: 'Greater London',
    Slug: 'greater-london',
    Towns: [{ Name: 'Croydon', Slug: 'croydon', CentrePostCode: 'CR0 1NX' }],
  },
  {
    Name: 'West Yorkshire',
    Slug: 'west-yorkshire',
    Towns: [{ Name: 'Leeds', Slug: 'leeds', CentrePostCode: 'LS1 1UR' }],
  },
];

type Server = 'results' | 'paginated' | 'empty' | 'failed' | 'loading';
type Reviews = 'some' | 'none' | 'failed' | 'loading';

/** A dealer's reviews as `reviews` says: a page of three (23 in all), none, a failure or no answer yet. */
function reviewsAnswer(reviews: Reviews, request: SentRequest): Response | Promise<Response> {
  if (reviews === 'loading') return new Promise<Response>(() => {});
  if (reviews === 'failed')
    return jsonResponse({ Code: 500, FriendlyMessage: 'Sorry, something went wrong on our side.' }, 500);
  if (reviews === 'none') return jsonResponse(reviewPage([], 1, 0));
  return jsonResponse(reviewPage(exampleReviews, Number(request.query.get('page') ?? '1'), 23));
}

/** A fake server: the directory as `server` says, the dealers by id, and cards for a dealer's stock. */
function answer(server: Server, request: SentRequest, reviews: Reviews = 'some'): Response | Promise<Response> {
  if (request.path === '/api/lookups/locations') return jsonResponse({ Counties: counties });
  if (/^\/api\/dealers\/[0-9]+\/reviews$/.test(request.path)) return reviewsAnswer(reviews, request);
  if (request.path === '/api/dealers') {
    if (server === 'loading') return new Promise<Response>(() => {});
    if (server === 'failed')
      return jsonResponse({ Code: 500, FriendlyMessage: 'Sorry, something went wrong on our side.' }, 500);
    if (server === 'empty')
      return jsonResponse({ Dealers: [], Pagination: { CurrentPage: 1, TotalRecords: 0, PageSize: 20 } });
    const page = Number(request.query.get('page') ?? '1');
    return jsonResponse({
      Dealers: dealers,
      Pagination:
        server === 'paginated'
          ? { CurrentPage: page, TotalRecords: 11, PageSize: 3 }
          : { CurrentPage: 1, TotalRecords: dealers.length, PageSize: 20 },
    });
  }
  const byId = /^\/api\/dealers\/([0-9]+)$/.exec(request.path);
  if (byId) {
    const dealer = dealers.find((entry) => entry.Id === Number(byId[1]));
    return dealer
      ? jsonResponse(dealer)
      : jsonResponse({ Code: 404, FriendlyMessage: 'Sorry, we could not find that dealer.' }, 404);
  }
  if (request.path.endsWith('/results')) {
    const isVan = request.path.includes('/van/');
    return jsonResponse({
      Results: [20481734, 20482015, 20482166].map((id, index) =>
        vehicleCard(
          isVan
            ? { VehicleId: id, Title: `Ford Transit Custom 2.0 EcoBlue (${id})`, VehicleType: 7 }
            : { VehicleId: id, Position: index + 1 },
        ),
      ),
      Pagination: { CurrentPage: 1, TotalRecords: isVan ? 3 : 54, PageSize: 8 },
    });
  }
  return new Response(null, { status: 204 });
}

interface DealersStoryProps {
  part: 'directory' | 'dealer';
  kind?: DealerVehicleType;
  server?: Server;
  /** The address the story opens at. */
  path?: string;
  /** The time the dealer's opening state is judged at. */
  now?: Date;
  /** What the dealer's reviews answer. */
  reviews?: Reviews;
}

/** Wednesday 25 November 2026, 11:00 UK time: the dealers are open. */
const duringHours = new Date('2026-11-25T11:00:00Z');

/** A dealers page with the stores the app gives it, a router, the overlay host and a fake server. */
function DealersStory({
  part,
  kind = 'all',
  server = 'results',
  path,
  now = duringHours,
  reviews = 'some',
}: DealersStoryProps) {
  const [stores] = useState(() => createTestStores((request) => answer(server, request, reviews)).stores);
  const start = path ?? (part === 'dealer' ? '/dealers/3106/capital-cars-of-croydon/' : '/dealers/all/');
  return (
    <StoresProvider stores={stores}>
      <MemoryRouter initialEntries={[start]}>
        <main>
          <Routes>
            <Route path="/dealers/:dealerId/:slug/" element={<DealerPage now={now} />} />
            <Route path="*" element={<DealersPage kind={kind} />} />
          </Routes>
        </main>
        <ModalHost />
      </MemoryRouter>
    </StoresProvider>
  );
}

const meta = {
  title: 'Pages/Dealers',
  component: DealersStory,
  args: { part: 'directory' },
  argTypes: {
    part: { control: 'inline-radio', options: ['directory', 'dealer'] },
    kind: { control: 'inline-radio', options: ['car', 'van', 'all'] },
    server: { control: 'inline-radio', options: ['results', 'paginated', 'empty', 'failed', 'loading'] },
    reviews: { control: 'inline-radio', options: ['some', 'none', 'failed', 'loading'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The dealer directory (/used-cars/dealers/, /used-vans/dealers/, /dealers/all/: find by county, town or postcode, review scores, a page at a time) and the dealer page (/dealers/{id}/{slug}/: details, opening hours, stock by DealerId, its reviews a page at a time under the rating of the last 12 months), with online-only dealers explained in the online-dealer overlay.',
      },
    },
  },
} satisfies Meta<typeof DealersStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Until the first page arrives the page holds its place (no layout shift). */
export const DirectoryLoading: Story = {
  args: { server: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

/** Each dealer's address, reviews and stock; an online-only dealer says so. */
export const DirectoryResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '3 dealers' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Capital Cars of Croydon' })).toHaveAttribute(
      'href',
      '/dealers/3106/capital-cars-of-croydon/',
    );
    const croydon = canvas.getByRole('article', { name: 'Capital Cars of Croydon' });
    await expect(croydon).toHaveTextContent('Customer reviews: 4.6 out of 5 from 538 reviews in the last 12 months');
    await expect(canvas.getByRole('article', { name: 'Pennine Motors' })).toHaveTextContent('Online only');
    await expect(canvas.queryByRole('navigation', { name: 'Dealer pages' })).toBeNull();
  },
};

/** Page 2 of 4: the current page marked, Previous and Next. */
export const DirectoryPaginated: Story = {
  args: { server: 'paginated', path: '/dealers/all/?page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = await canvas.findByRole('navigation', { name: 'Dealer pages' });
    await expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/dealers/all/?page=3',
    );
    await expect(canvas.getByText('Showing 4 to 6 of 11 dealers')).toBeInTheDocument();
  },
};

/** A place with no dealers: what to try instead. */
export const DirectoryEmpty: Story = {
  args: { kind: 'van', path: '/used-vans/dealers/?county=greater-london&town=croydon', server: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We could not find a van dealer there.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('0 van dealers in Croydon, Greater London'),
    );
  },
};

/** A failed directory says why and offers to try again. */
export const DirectoryFailed: Story = {
  args: { server: 'failed' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Sorry, something went wrong on our side.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** 320 px: the finder's fields and the cards stack. */
export const DirectoryNarrow: Story = {
  args: { server: 'paginated' },
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Find dealers' })).toBeVisible();
  },
};

/** The dealer page: details, open now with the week, cars and vans from its stock. */
export const DealerPageOpen: Story = {
  args: { part: 'dealer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Capital Cars of Croydon' })).toBeVisible();
    await expect(canvas.getByText('Open now')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Opening hours for Capital Cars of Croydon' })).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: 'See all 54 cars from Capital Cars of Croydon' }),
    ).toHaveAttribute('href', '/search/car/?DealerId=3106');
    await expect(
      await canvas.findByRole('link', { name: 'See all 3 vans from Capital Cars of Croydon' }),
    ).toBeVisible();
  },
};

/** An online-only dealer, after hours: the overlay explains buying online. */
export const DealerPageOnlineOnly: Story = {
  args: { part: 'dealer', path: '/dealers/3102/pennine-motors/', now: new Date('2026-11-25T19:30:00Z') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Closed now, opens tomorrow at 9am')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'How buying online works with Pennine Motors' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Buying from an online dealer',
    });
    await expect(dialog).toHaveTextContent('Pennine Motors sells online only');
    await expect(dialog).toHaveTextContent('14 days to cancel');
  },
};

/** 320 px: details, hours and the stock rail in one column. */
export const DealerPageNarrow: Story = {
  args: { part: 'dealer', path: '/dealers/3105/midland-commercials/' },
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This dealer takes enquiries by phone.')).toBeVisible();
    await expect(
      canvas.getByText('This dealer has not published its opening hours. Call before you visit.'),
    ).toBeVisible();
  },
};

/**
 * The dealer's reviews: the summary of the last 12 months (and that it counts those only), then the
 * reviews newest first, each with its stars in words; a low one with the dealer's reply; page 1 of 3.
 */
export const DealerReviews: Story = {
  args: { part: 'dealer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Reviews of Capital Cars of Croydon' });
    const list = within(region);
    await expect(region).toHaveTextContent('4.6 out of 5 from 538 reviews in the last 12 months');
    await expect(region).toHaveTextContent('96% gave 4 or 5 stars');
    await expect(region).toHaveTextContent('The rating counts the reviews of the last 12 months only.');
    await waitFor(() => expect(list.getAllByRole('article')).toHaveLength(3));
    const replied = list.getByRole('article', { name: 'Let down on the handover' });
    await expect(replied).toHaveTextContent('2 out of 5 stars');
    await expect(replied).toHaveTextContent('Gareth M., 12 November 2026');
    await expect(replied).toHaveTextContent('Reply from Capital Cars of Croydon, 13 November 2026');
    await expect(list.getByRole('article', { name: 'Review by Priya S.' })).not.toHaveTextContent('Reply from');
    await expect(list.getByText('Reviews 1 to 3 of 23, newest first')).toBeInTheDocument();
    const pages = list.getByRole('navigation', { name: 'Review pages' });
    await expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/dealers/3106/capital-cars-of-croydon/?reviews=2#dealer-reviews',
    );
  },
};

/** Page 2 of the reviews, from the address (?reviews=2): the current page marked, Previous and Next. */
export const DealerReviewsSecondPage: Story = {
  args: { part: 'dealer', path: '/dealers/3106/capital-cars-of-croydon/?reviews=2' },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Reviews of Capital Cars of Croydon' });
    const pages = await within(region).findByRole('navigation', { name: 'Review pages' });
    await expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(within(region).getByText('Reviews 11 to 13 of 23, newest first')).toBeInTheDocument();
  },
};

/** A dealer nobody has reviewed: no stars, no rating, and says so. */
export const DealerReviewsNone: Story = {
  args: { part: 'dealer', reviews: 'none' },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Reviews of Capital Cars of Croydon' });
    await expect(await within(region).findByText('No one has reviewed Capital Cars of Croydon yet.')).toBeVisible();
    await expect(region).toHaveTextContent('No reviews in the last 12 months');
    await expect(within(region).queryByRole('navigation')).toBeNull();
  },
};

/** Until the reviews arrive: the dealer's own summary and a loading note. */
export const DealerReviewsLoading: Story = {
  args: { part: 'dealer', reviews: 'loading' },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Reviews of Capital Cars of Croydon' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByRole('status')).toHaveTextContent('Loading reviews');
  },
};

/** Reviews that failed to load say why and offer to try again. */
export const DealerReviewsFailed: Story = {
  args: { part: 'dealer', reviews: 'failed' },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Reviews of Capital Cars of Croydon' });
    const alert = await within(region).findByRole('alert');
    await expect(alert).toHaveTextContent('Sorry, something went wrong on our side.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** 320 px: the summary, the reviews and their replies reflow in one column. */
export const DealerReviewsNarrow: Story = {
  args: { part: 'dealer' },
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Reviews of Capital Cars of Croydon' });
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(3));
  },
};
