import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestStores } from '../testing';

describe('SearchPanelUiStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes closed -> open -> closing for 500 ms -> closed', () => {
    const { searchPanel } = createTestStores().stores;
    expect(searchPanel.state).toBe('closed');
    searchPanel.openPanel();
    expect(searchPanel.state).toBe('open');
    searchPanel.closePanel();
    expect(searchPanel.state).toBe('closing');
    expect(searchPanel.closeTransition).toBe(true);
    vi.advanceTimersByTime(499);
    expect(searchPanel.state).toBe('closing');
    vi.advanceTimersByTime(1);
    expect(searchPanel.state).toBe('closed');
    expect(searchPanel.open).toBe(false);
  });

  it('reopening while closing cancels the close', () => {
    const { searchPanel } = createTestStores().stores;
    searchPanel.openPanel();
    searchPanel.closePanel();
    vi.advanceTimersByTime(200);
    searchPanel.openPanel();
    vi.advanceTimersByTime(500);
    expect(searchPanel.state).toBe('open');
  });

  it('clears the sub-panel, its tab and keys only after its 500 ms close', () => {
    const { searchPanel } = createTestStores().stores;
    searchPanel.openSubpanel('price', ['MinPrice', 'MaxPrice'], 'total');
    expect(searchPanel.subState).toBe('open');
    searchPanel.setSubpanelTab('monthly');
    searchPanel.closeSubpanel();
    expect(searchPanel.subState).toBe('closing');
    expect(searchPanel.activeSubpanel).toBe('price');
    vi.advanceTimersByTime(500);
    expect(searchPanel.subState).toBe('closed');
    expect(searchPanel.activeSubpanel).toBeNull();
    expect(searchPanel.activeSubpanelTab).toBeNull();
    expect(searchPanel.subSPKeys).toEqual([]);
  });
});
