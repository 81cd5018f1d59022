import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, the given time after the last call, with that call’s arguments', () => {
    const run = vi.fn();
    const later = debounce(run, 500);
    later('a');
    vi.advanceTimersByTime(300);
    later('b');
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run.mock.calls).toEqual([['b']]);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, and again after a later call', () => {
    const run = vi.fn();
    const later = debounce(run, 500);
    later();
    later.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    later();
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs on the timers it is given', () => {
    const set = vi.fn(() => 7 as unknown as ReturnType<typeof setTimeout>);
    const clear = vi.fn();
    const later = debounce(() => undefined, 250, {
      setTimeout: set as unknown as typeof setTimeout,
      clearTimeout: clear as unknown as typeof clearTimeout,
    });
    later();
    expect(set).toHaveBeenCalledWith(expect.any(Function), 250);
    later.cancel();
    expect(clear).toHaveBeenCalledWith(7);
  });
});
