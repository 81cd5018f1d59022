import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestStores } from '../stores/testing';
import { StoresProvider } from '../stores/StoresContext';
import DealerToolsOverlay from './content/DealerToolsOverlay';
import ModalHost from './ModalHost';
import type { OverlayLoader } from './types';

/** The dealer-tools overlay's code arrives only when the test says so, like a chunk on a slow machine. */
const chunk = vi.hoisted(() => {
  let arrive: () => void = () => {};
  return { arrived: new Promise<void>((resolve) => (arrive = resolve)), arrive: () => arrive() };
});

vi.mock('./registry', () => ({
  overlayRegistry: {
    'dealer-tools': (async () => {
      await chunk.arrived;
      return { default: DealerToolsOverlay };
    }) satisfies OverlayLoader,
  },
}));

describe('ModalHost', () => {
  it('names the dialog by the overlay title even when the overlay code arrives after the modal opened', async () => {
    const { stores } = createTestStores();
    render(
      <StoresProvider stores={stores}>
        <ModalHost />
      </StoresProvider>,
    );
    act(() => stores.modal.open('dealer-tools'));

    // Open at once, saying so while the code loads.
    expect(await screen.findByRole('dialog')).toHaveTextContent('Loading…');

    await act(async () => {
      chunk.arrive();
      await chunk.arrived;
    });
    // The title heading came after the modal had opened: the dialog is still named by it, and open.
    const dialog = await screen.findByRole('dialog', { name: 'Dealer Administration' });
    expect(dialog).toHaveTextContent('Please select a portal');
    expect(stores.modal.isOpen).toBe(true);
  });
});
