import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memoryCookies } from '../../lib/cookies';
import { StoresProvider } from '../../stores/StoresContext';
import { createTestStores, jsonResponse, signedInSession, vehicleCard } from '../../stores/testing';
import { ShortlistCards } from './ShortlistCards';

const golf = vehicleCard({ VehicleId: 20482015, Title: 'Volkswagen Golf 1.5 TSI Life 5dr' });
const gone = vehicleCard({ VehicleId: 20470021, Title: 'Ford Focus 1.0 EcoBoost Zetec 5dr', NoLongerAvailable: true });

/** A Remove button's name (the title is visually hidden; jsdom joins it without the space). */
const removeName = (title: string) => (name: string) => name.replace(/\s/g, '') === `Remove${title}`.replace(/\s/g, '');

describe('ShortlistCards', () => {
  it('shows a vehicle no longer available as its card, labelled, with no link and with Remove', async () => {
    const { stores, requests } = createTestStores(
      (request) =>
        request.path === '/api/account/shortlist'
          ? jsonResponse({ VehicleIds: [golf.VehicleId, gone.VehicleId], Vehicles: [golf, gone] })
          : jsonResponse({ VehicleIds: [golf.VehicleId], Count: 1 }),
      { cookies: memoryCookies() },
    );
    stores.session.apply(signedInSession());
    render(
      <StoresProvider stores={stores}>
        <ShortlistCards empty="Your shortlist is empty." />
      </StoresProvider>,
    );
    const card = (await screen.findByRole('heading', { name: gone.Title })).closest('article') as HTMLElement;
    expect(within(card).getByRole('list', { name: 'Labels' })).toHaveTextContent('No longer available');
    expect(within(card).queryByRole('link')).toBeNull();
    const other = screen.getByRole('heading', { name: golf.Title }).closest('article') as HTMLElement;
    expect(within(other).getByRole('link', { name: golf.Title })).toBeInTheDocument();
    expect(screen.queryByText(/no longer advertised/)).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: removeName(gone.Title) }));
    expect(requests.at(-1)).toMatchObject({
      path: '/account/deletevehicleshortlistbyid',
      body: { vehicleId: gone.VehicleId },
    });
    expect(await screen.findByRole('button', { name: removeName(golf.Title) })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: gone.Title })).toBeNull();
  });
});
