import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SearchResult, VehicleCard } from '../../api/types';
import { StoresProvider } from '../../stores/StoresContext';
import { createTestStores, vehicleCard } from '../../stores/testing';
import { ResultList, resultBlocks } from './ResultList';

const card = (VehicleId: number) => ({ VehicleId, Title: `Car ${VehicleId}` }) as unknown as VehicleCard;
const offers = (Title: string, ids: number[]) =>
  ({ ObjectType: 'SpecialOffers', Title, Vehicles: ids.map(card) }) as unknown as SearchResult;
const ids = (blocks: ReturnType<typeof resultBlocks>) =>
  blocks.map((block) => [block.kind, block.cards.map((c) => c.VehicleId)]);

describe('resultBlocks', () => {
  it('keeps consecutive vehicles in one list and special offers in their own block', () => {
    expect(ids(resultBlocks([card(1), card(2), offers('Offers', [7, 8]), card(3)]))).toEqual([
      ['cards', [1, 2]],
      ['offers', [7, 8]],
      ['cards', [3]],
    ]);
  });

  it('does not repeat in special offers a vehicle the page already lists', () => {
    const blocks = resultBlocks([card(1), offers('Offers', [3, 8]), card(3), offers('More offers', [8, 9])]);
    expect(ids(blocks)).toEqual([
      ['cards', [1]],
      ['offers', [8]],
      ['cards', [3]],
      ['offers', [9]],
    ]);
  });

  it('leaves out a special-offer group whose vehicles are all listed already', () => {
    expect(ids(resultBlocks([card(1), offers('Offers', [1])]))).toEqual([['cards', [1]]]);
  });
});

describe('ResultList', () => {
  it("asks for the first result's photo first (a phone's largest paint), the first two rows of a large screen at once, the rest lazily", () => {
    const { stores } = createTestStores();
    const results: SearchResult[] = Array.from({ length: 7 }, (_, index) =>
      vehicleCard({ VehicleId: index + 1, Title: `Car ${index + 1}` }),
    );
    render(
      <StoresProvider stores={stores}>
        <MemoryRouter>
          <ResultList results={results} trackingId="t" />
        </MemoryRouter>
      </StoresProvider>,
    );
    // A card's photo is decorative (alt=""): the card's title names the vehicle.
    const photos = screen.getAllByRole('article').map((card) => card.querySelector('img'));
    expect(photos.map((photo) => [photo?.getAttribute('fetchpriority'), photo?.getAttribute('loading')])).toEqual([
      ['high', 'eager'],
      [null, 'eager'],
      [null, 'eager'],
      [null, 'eager'],
      [null, 'eager'],
      [null, 'eager'],
      [null, 'lazy'],
    ]);
  });
});
