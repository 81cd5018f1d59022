import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';
import type { SearchCriteria } from '@app/api/types';
import { ZeroResults } from '@app/features/results/ZeroResults';
import { withFocusIntent } from '@app/lib/focusIntent';
import { requestCriteria } from '@domain/search/criteria';
import { StoresProvider } from '@app/stores/StoresContext';
import { createTestStores, jsonResponse, type SentRequest } from '@app/stores/testing';
import { column, narrow } from '../../support/decorators';

/** The search panel as the server gives it: the names of the choices. */
const panel: SearchCriteria = {
  PostCode: 'SW1A1AA',
  MakeModels: [
    { Value: '*', Name: 'Make (any)' },
    {
      Value: 'ford',
      Name: 'Ford',
      Selected: true,
      Models: [
        { Value: '*', Name: 'Model (any)' },
        { Value: 'fiesta', Name: 'Fiesta', Selected: true },
      ],
    },
  ],
  Distance: 10,
  MinPrice: -1,
  MaxPrice: 3000,
  Colours: [
    { Value: '*', Name: 'Any' },
    { Value: 'red', Name: 'Red', Selected: true },
    { Value: 'blue', Name: 'Blue', Selected: true },
  ],
  IsReduced: true,
  PaymentSearchSelection: { Selected: 'total' },
};

/** The search that found nothing: a red or blue Ford Fiesta within 10 miles, under £3,000, reduced. */
const searched = requestCriteria(panel);

type Server = 'suggestions' | 'none' | 'failed' | 'loading';

/** What the count of each relaxation finds, as `server` says. */
function answer(server: Server, request: SentRequest): Response | Promise<Response> {
  if (server === 'loading') return new Promise<Response>(() => {});
  if (server === 'failed')
    return new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
  if (server === 'none') return jsonResponse({ RecordCount: 0 });
  const body = request.body as SearchCriteria;
  if (body.Distance === 1000) return jsonResponse({ RecordCount: 1284 });
  if (!body.MakeModels?.[0]?.Models) return jsonResponse({ RecordCount: 36 });
  if (body.MaxPrice === -1) return jsonResponse({ RecordCount: 9 });
  if (!body.Colours) return jsonResponse({ RecordCount: 1 });
  return jsonResponse({ RecordCount: 0 });
}

/** The counts follow at once rather than after the 500 ms debounce, so the story settles quickly. */
const quickTimers = {
  setTimeout: ((handler: () => void) => globalThis.setTimeout(handler, 0)) as typeof setTimeout,
  clearTimeout: ((timer?: number) => globalThis.clearTimeout(timer)) as typeof clearTimeout,
};

interface ZeroResultsStoryProps {
  server: Server;
  vehicleType?: 'car' | 'van';
}

/** The zero-result view of a results page, with the stores the app gives it and a fake server. */
function ZeroResultsStory({ server, vehicleType = 'car' }: ZeroResultsStoryProps) {
  const [stores] = useState(() => {
    const made = createTestStores((request) => answer(server, request), {
      timers: quickTimers,
      logger: { error: () => {} },
    }).stores;
    made.search.load(vehicleType, 'search', panel);
    return made;
  });
  return (
    <StoresProvider stores={stores}>
      <MemoryRouter initialEntries={[`/search/${vehicleType}/`]}>
        <ZeroResults
          vehicleType={vehicleType}
          criteria={searched}
          fixed={[]}
          basePath={`/search/${vehicleType}/`}
          routerOptions={withFocusIntent('results')}
        />
      </MemoryRouter>
    </StoresProvider>
  );
}

const meta = {
  title: 'Pages/Results/Zero results',
  component: ZeroResultsStory,
  args: { server: 'suggestions' },
  argTypes: {
    server: { control: 'inline-radio', options: ['suggestions', 'none', 'failed', 'loading'] },
    vehicleType: { control: 'inline-radio', options: ['car', 'van'] },
  },
  decorators: [column],
  parameters: {
    docs: {
      description: {
        component:
          'A search that finds nothing offers the choices to remove, each a link to the same search without that one choice and saying how many vehicles it finds (one count call each), the most first, at most five. Choices that would still find nothing are left out; failed counts too.',
      },
    },
  },
} satisfies Meta<typeof ZeroResultsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While each choice is counted. */
export const Loading: Story = { args: { server: 'loading' } };

/** The choices that find something, the most first; the ones that find nothing (reduced) left out. */
export const Suggestions: Story = {};

/** No one choice on its own finds anything: the general advice. */
export const NoneHelps: Story = { args: { server: 'none' } };

/** Every count failed: the general advice, no suggestions and no error for the person to act on. */
export const CountsFailed: Story = { args: { server: 'failed' } };

/** 320 px: the suggestions wrap. */
export const SuggestionsNarrow: Story = { decorators: [narrow] };

/** Vans: the words and counts say vans. */
export const Vans: Story = { args: { vehicleType: 'van' } };

/** Each suggestion names the choice and the count, and links to the search without it. */
export const SuggestionLinks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Try removing one of these:' });
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Remove Distance: Within 10 miles (1,284 cars)',
      'Remove Model: Fiesta (36 cars)',
      'Remove Max price: £3,000 (9 cars)',
      'Remove Colour: Red, Blue (1 car)',
    ]);
    await expect(links[1]).toHaveAttribute(
      'href',
      '/search/car/?PostCode=SW1A1AA&Distance=10&MaxPrice=3000&IsReduced=true&Make=ford&Colours=red%2Cblue',
    );
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  },
};
