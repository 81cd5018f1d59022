import { useEffect, useRef, useState } from 'react';
import { imageLazyMargin } from '../../tokens/tokens';
import { defaultVehicleImage } from './defaultImage';
import * as styles from './Image.css';

export const imageFits = ['cover', 'contain'] as const;
type ImageFit = (typeof imageFits)[number];

export interface ImageProps {
  /** The photo's address; without it the placeholder shows. */
  src?: string;
  /** Describes the image; "" when it is decoration (e.g. beside the vehicle's title). */
  alt: string;
  /** Intrinsic size: kept as attributes so the layout does not shift while the image loads. */
  width: number;
  /** The intrinsic height in pixels, which reserves the space (no layout shift). */
  height: number;
  /** Shown when there is no src or it fails to load: the advert's default image. */
  fallbackSrc?: string;
  /** "lazy" (default) starts loading 1200 px before the image scrolls into view. */
  loading?: 'lazy' | 'eager';
  /** "high" for the one image that matters most on the page (its largest paint, e.g. a gallery's first photo). */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** cover fills the frame and crops; contain shows the whole photo. */
  fit?: ImageFit;
}

/**
 * An image that keeps its space (width/height), loads lazily from 1200 px outside the viewport and
 * falls back to the default image on error.
 */
export function Image({
  src,
  alt,
  width,
  height,
  fallbackSrc = defaultVehicleImage,
  loading = 'lazy',
  fetchPriority,
  fit = 'cover',
}: ImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [isNear, setIsNear] = useState(loading === 'eager');
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  useEffect(() => {
    if (isNear) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: imageLazyMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);

  const wanted = src && src !== failedSrc ? src : fallbackSrc;
  return (
    <img
      ref={ref}
      src={isNear ? wanted : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onError={() => {
        if (src && wanted === src) setFailedSrc(src);
      }}
      className={styles.root({ fit })}
    />
  );
}
