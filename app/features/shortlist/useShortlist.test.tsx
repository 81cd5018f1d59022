import { render, screen, waitFor } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { describe, expect, it } from 'vitest';
import { memoryCookies } from '../../lib/cookies';
import { loadShortlistStore } from '../../stores/loaders';
import { StoresProvider } from '../../stores/StoresContext';
import { createTestStores, vehicleCard } from '../../stores/testing';
import { useShortlist } from './useShortlist';

const Count = observer(function Count() {
  const shortlist = useShortlist();
  return <p>{shortlist ? `${shortlist.count} held` : 'not loaded'}</p>;
});

function renderCount(cookie?: string) {
  const cookies = memoryCookies();
  if (cookie !== undefined) cookies.set('fc_shortlist', cookie);
  const { stores } = createTestStores(undefined, { cookies });
  render(
    <StoresProvider stores={stores}>
      <Count />
    </StoresProvider>,
  );
  return stores;
}

describe('useShortlist', () => {
  it('leaves the shortlist unloaded on a signed-out visit with no shortlist cookie', async () => {
    const stores = renderCount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('not loaded')).toBeInTheDocument();
    expect(stores.loaded(loadShortlistStore)).toBeUndefined();
  });

  it('loads it when the cookie holds a shortlist, and shows what it holds', async () => {
    renderCount('20482015-0|20481734-0');
    await waitFor(() => expect(screen.getByText('2 held')).toBeInTheDocument());
  });

  it('shows the first vehicle added however the store was loaded (a heart pressed elsewhere)', async () => {
    const stores = renderCount();
    const shortlist = await stores.load(loadShortlistStore);
    await waitFor(() => expect(screen.getByText('0 held')).toBeInTheDocument());
    shortlist.toggle(vehicleCard());
    await waitFor(() => expect(screen.getByText('1 held')).toBeInTheDocument());
  });
});
