import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StoresProvider } from '../../stores/StoresContext';
import { createTestStores, jsonResponse as json, type SentRequest } from '../../stores/testing';
import { LandingPage } from './LandingPage';

const locations = {
  Counties: [
    { Name: 'Berkshire', Slug: 'berkshire', Towns: [{ Name: 'Reading', Slug: 'reading', CentrePostCode: 'RG1 1QH' }] },
  ],
};

function renderTownPage(path: string, respond: (request: SentRequest) => Response) {
  const { stores, requests } = createTestStores(respond, { logger: { error: () => {} } });
  render(
    <StoresProvider stores={stores}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/used-cars/local/:county/:town/" element={<LandingPage name="cars-by-location" />} />
        </Routes>
      </MemoryRouter>
    </StoresProvider>,
  );
  return { stores, requests };
}

describe('a town landing page', () => {
  it('waits for the towns, then is the 404 page for a town the lookup does not know', async () => {
    const { requests } = renderTownPage('/used-cars/local/berkshire/atlantis/', (request) =>
      request.path === '/api/lookups/locations' ? json(locations) : new Response(null, { status: 204 }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(requests.some((request) => request.path.startsWith('/api/search/'))).toBe(false);
  });

  it('says so when the towns could not be loaded, instead of searching the whole country', async () => {
    const { requests } = renderTownPage('/used-cars/local/berkshire/reading/', (request) =>
      request.path === '/api/lookups/locations'
        ? new Response('Bad gateway', { status: 502 })
        : new Response(null, { status: 204 }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, we could not load the list of towns.');
    expect(requests.some((request) => request.path.startsWith('/api/search/'))).toBe(false);
  });
});
