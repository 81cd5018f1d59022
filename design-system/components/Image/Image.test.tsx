import { readFileSync } from 'node:fs';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultVehicleImage } from './defaultImage';
import { Image } from './Image';

describe('Image', () => {
  it('keeps its width and height and shows the source', () => {
    render(<Image src="/photos/focus.jpg" alt="Blue Ford Focus, front" width={400} height={300} />);
    const image = screen.getByRole('img', { name: 'Blue Ford Focus, front' });
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
    expect(image).toHaveAttribute('src', '/photos/focus.jpg');
  });

  it('says how to load: lazily by default; eagerly, at the priority asked, when it matters most', () => {
    render(
      <>
        <Image src="/photos/1.jpg" alt="First" width={400} height={300} loading="eager" fetchPriority="high" />
        <Image src="/photos/2.jpg" alt="Second" width={400} height={300} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'First' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'First' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Second' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Second' })).not.toHaveAttribute('fetchpriority');
  });

  it('falls back to the default image when loading fails', () => {
    render(<Image src="/photos/missing.jpg" alt="Ford Focus" width={400} height={300} />);
    const image = screen.getByRole('img', { name: 'Ford Focus' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', defaultVehicleImage);
  });

  it('draws "no photo" as the adverts\' default image does: one picture wherever a photo is missing', () => {
    const advertsDefault = readFileSync('public/images/vehicles/default.svg', 'utf8');
    expect(decodeURIComponent(defaultVehicleImage.slice('data:image/svg+xml,'.length))).toBe(advertsDefault);
  });

  it('waits until near the viewport when IntersectionObserver exists', () => {
    const observed: Array<{ margin?: string }> = [];
    class FakeObserver {
      constructor(_callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed.push({ margin: options?.rootMargin });
      }
      observe() {}
      disconnect() {}
    }
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    try {
      render(<Image src="/photos/focus.jpg" alt="Ford Focus" width={400} height={300} />);
      expect(screen.getByRole('img', { name: 'Ford Focus' })).not.toHaveAttribute('src');
      expect(observed[0]?.margin).toBe('1200px');
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });
});
