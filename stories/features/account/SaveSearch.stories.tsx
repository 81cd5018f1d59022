import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Dialog } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import type { SavedSearch, SearchCriteria } from '@app/api/types';
import SaveSearchOverlay from '@app/features/account/SaveSearchOverlay';
import { StoresProvider } from '@app/stores/StoresContext';
import { createTestStores, jsonResponse as json, signedInSession, type SentRequest } from '@app/stores/testing';

const criteria: SearchCriteria = {
  PostCode: 'SW1A1AA',
  MakeModels: [{ Value: 'ford', Selected: true, Models: [{ Value: 'fiesta', Selected: true }] }],
  MaxPrice: 15000,
  PaginationCurrentPage: 1,
};

const session = signedInSession();
const notSignedIn = { Code: 401, FriendlyMessage: 'Please sign in to use your account.' };

/** The server keeps what it is sent. */
const saved = (request: SentRequest): SavedSearch => ({
  ...(request.body as Omit<SavedSearch, 'Id' | 'Created'>),
  Id: '00000000-0000-4000-8000-000000000001',
  Created: '2026-11-25T16:00:00Z',
});

interface SaveSearchStoryProps {
  /** Whether the first save meets an expired session (401); the server saves what it is sent after that. */
  expired?: boolean;
}

function SaveSearchStory({ expired = false }: SaveSearchStoryProps) {
  const [stores] = useState(() => {
    let refusals = expired ? 1 : 0;
    const answer = (request: SentRequest) => (refusals-- > 0 ? json(notSignedIn, 401) : json(saved(request), 201));
    const { stores } = createTestStores((request) => {
      if (request.path === '/api/account/session') return json(session);
      if (request.path === '/api/account/signin') return json(session);
      if (request.method === 'GET') return json({ SavedSearches: [] });
      return answer(request);
    });
    stores.session.apply(session);
    return stores;
  });
  return (
    <StoresProvider stores={stores}>
      <Dialog>
        <SaveSearchOverlay data={{ vehicleType: 'car', criteria }} close={() => undefined} />
      </Dialog>
    </StoresProvider>
  );
}

const meta = {
  title: 'Pages/Account/Save search',
  component: SaveSearchStory,
  parameters: {
    docs: {
      description: {
        component:
          'save-search-form from a results page: a name suggested from the criteria, optional email alerts. A save refused because the session expired (401) asks the person to sign in within the dialog, then brings the form back with what they typed.',
      },
    },
  },
} satisfies Meta<typeof SaveSearchStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Save: Story = {};

/** The session expired (401): the server's message and the sign-in form; signed in, the form is back as typed. */
export const SessionExpired: Story = {
  args: { expired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name this search' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Fiestas for Sam');
    await userEvent.click(canvas.getByRole('button', { name: 'Save search' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(notSignedIn.FriendlyMessage);
    await expect(canvas.getByRole('heading', { name: 'Sign in to save this search' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'amelia.hughes@example.co.uk');
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'Forecourt2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('textbox', { name: 'Name this search' })).toHaveValue('Fiestas for Sam');
  },
};
