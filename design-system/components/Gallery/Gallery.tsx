import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../Button/Button';
import { defaultVehicleImage } from '../Image/defaultImage';
import { Image } from '../Image/Image';
import { Carousel, wrap, type Direction, type GalleryImage, type Place } from './Carousel';
import * as styles from './Gallery.css';

// The full-screen view and its modal layer load at the first "View full screen" (6.5 KiB gzip the
// page need not fetch up front).
const FullScreen = lazy(() => import('./GalleryFullScreen'));

export type { GalleryImage } from './Carousel';

export interface GalleryProps {
  /** The photos in order, each with its address and description. */
  images: readonly GalleryImage[];
  /** What the photos are of (e.g. the vehicle's title): names the gallery "Photos of {label}". */
  label: string;
  /** Shown when there are no photos or one fails to load (the advert's default image). */
  defaultImageSrc?: string;
  /** The photo shown (0-based), when the parent holds it; with `onIndexChange`. */
  index?: number;
  /** The photo shown first, when the gallery holds its own index. */
  defaultIndex?: number;
  /** Called with the new photo's index when people move to another photo. */
  onIndexChange?: (index: number) => void;
  /** Show the row of thumbnails to pick a photo (when there is more than one). */
  hasThumbnails?: boolean;
  /** The photos' intrinsic size, kept as attributes; the frame itself is always 4:3. */
  width?: number;
  /** The photos' intrinsic height in pixels, which reserves their space (no layout shift). */
  height?: number;
}

/**
 * A vehicle's photos as the WAI-ARIA APG carousel: a region named "Photos of {label}" whose slides are
 * groups named "n of m". Previous and Next rotate through the photos (wrapping at the ends, as the
 * APG's examples do), as do the Left and Right arrow keys anywhere inside the gallery, a horizontal
 * swipe, and the thumbnails; each such move is announced politely ("Image 2 of 12"), the first render
 * is not. The frame is a fixed 4:3 box, so nothing shifts while photos load; only the photo shown
 * first loads eagerly (with high fetch priority), and only the photo shown is in the page, so a
 * 50-photo advert fetches one photo up front. A photo that fails to load shows the default image.
 * "View full screen" opens the large photos in a modal dialog at the same photo; closing it keeps
 * the photo reached there and returns focus to the button.
 */
export function Gallery({
  images,
  label,
  defaultImageSrc = defaultVehicleImage,
  index: controlledIndex,
  defaultIndex = 0,
  onIndexChange,
  hasThumbnails = true,
  width = 800,
  height = 600,
}: GalleryProps) {
  const count = images.length;
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const index = count === 0 ? 0 : Math.min(Math.max(controlledIndex ?? ownIndex, 0), count - 1);
  // Which view moved last and which way: that view announces the photo and slides it in.
  const [moved, setMoved] = useState<{ place: Place; direction: Direction } | null>(null);
  const [firstIndex] = useState(index);
  const [isFullScreen, setFullScreen] = useState(false);
  const name = `Photos of ${label}`;

  // After the user has moved, fetch the photos either side, so the next move shows one at once.
  useEffect(() => {
    if (!moved || count < 2) return;
    for (const neighbour of new Set([wrap(index - 1, count), wrap(index + 1, count)])) {
      const src = images[neighbour]?.src;
      if (src) new window.Image().src = src;
    }
  }, [moved, index, count, images]);

  if (count === 0) {
    return (
      <div className={styles.root}>
        <div className={styles.stage({ variant: 'inline' })}>
          <div className={styles.slide}>
            <Image
              alt={`No photos of ${label}`}
              fallbackSrc={defaultImageSrc}
              width={width}
              height={height}
              loading="eager"
              fetchPriority="high"
              fit="contain"
            />
          </div>
        </div>
      </div>
    );
  }

  const moveTo = (target: number, direction: Direction, place: Place) => {
    const next = wrap(target, count);
    if (next === index) return;
    if (controlledIndex === undefined) setOwnIndex(next);
    setMoved({ place, direction });
    onIndexChange?.(next);
  };

  const shared = { images, index, name, width, height, fallbackSrc: defaultImageSrc };
  return (
    <Carousel
      {...shared}
      place="inline"
      firstIndex={firstIndex}
      moved={moved?.place === 'inline' ? moved.direction : null}
      onMove={(target, direction) => moveTo(target, direction, 'inline')}
      thumbnails={hasThumbnails && count > 1}
      action={
        <>
          <Button
            variant="secondary"
            size="small"
            onPress={() => {
              setMoved(null);
              setFullScreen(true);
            }}
          >
            View full screen
          </Button>
          {isFullScreen ? (
            <Suspense fallback={null}>
              <FullScreen
                {...shared}
                moved={moved?.place === 'fullScreen' ? moved.direction : null}
                onMove={(target, direction) => moveTo(target, direction, 'fullScreen')}
                onClose={() => {
                  setMoved(null);
                  setFullScreen(false);
                }}
              />
            </Suspense>
          ) : null}
        </>
      }
    />
  );
}
