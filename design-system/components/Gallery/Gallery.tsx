import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { defaultVehicleImage } from '../Image/defaultImage';
import { Image } from '../Image/Image';
import { Dialog, DialogTrigger, Modal } from '../Modal/Modal';
import * as styles from './Gallery.css';

export interface GalleryImage {
  /** The photo shown in the page (and in the thumbnails). */
  src: string;
  /** A larger photo for the full-screen view; `src` when there is none. */
  largeSrc?: string;
  /** Describes the photo (e.g. "Ford Fiesta, front three-quarter view"). */
  alt: string;
}

export interface GalleryProps {
  images: readonly GalleryImage[];
  /** What the photos are of (e.g. the vehicle's title): names the gallery "Photos of {label}". */
  label: string;
  /** Shown when there are no photos or one fails to load (spec: MainImage.DefaultImage). */
  defaultImageSrc?: string;
  /** The photo shown (0-based), when the parent holds it; with `onIndexChange`. */
  index?: number;
  /** The photo shown first, when the gallery holds its own index. */
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** Show the row of thumbnails to pick a photo (when there is more than one). */
  hasThumbnails?: boolean;
  /** The photos' intrinsic size, kept as attributes; the frame itself is always 4:3. */
  width?: number;
  height?: number;
}

/** A horizontal pointer movement at least this long (CSS px) is a swipe. */
export const swipeThreshold = 40;

type Direction = 'next' | 'previous';
type Place = 'inline' | 'fullScreen';

/** Where `index + step` lands in a rotation of `count` photos (Next on the last shows the first). */
function wrap(index: number, count: number) {
  return ((index % count) + count) % count;
}

/** "Image 2 of 12": the count a screen reader hears and the live region announces. */
function imageOf(index: number, count: number) {
  return `Image ${index + 1} of ${count}`;
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
        <DialogTrigger onOpenChange={() => setMoved(null)}>
          <Button variant="secondary" size="small">
            View full screen
          </Button>
          <Modal size="fullScreen">
            <Dialog title={name}>
              <Carousel
                {...shared}
                place="fullScreen"
                moved={moved?.place === 'fullScreen' ? moved.direction : null}
                onMove={(target, direction) => moveTo(target, direction, 'fullScreen')}
              />
            </Dialog>
          </Modal>
        </DialogTrigger>
      }
    />
  );
}

interface CarouselProps {
  images: readonly GalleryImage[];
  index: number;
  name: string;
  width: number;
  height: number;
  fallbackSrc: string;
  place: Place;
  /** The photo shown on the page's first render: the one loaded eagerly, at high priority. */
  firstIndex?: number;
  /** How this view last moved (it announces and animates that move); null when it has not. */
  moved: Direction | null;
  onMove: (target: number, direction: Direction) => void;
  thumbnails?: boolean;
  /** A control laid on the photo's lower end corner (View full screen). */
  action?: ReactNode;
}

/** One view of the photos (in the page or full screen): the carousel region and its controls. */
function Carousel({
  images,
  index,
  name,
  width,
  height,
  fallbackSrc,
  place,
  firstIndex,
  moved,
  onMove,
  thumbnails = false,
  action,
}: CarouselProps) {
  const count = images.length;
  const image = images[index] ?? { src: '', alt: '' };
  const isFullScreen = place === 'fullScreen';
  const strip = useRef<HTMLDivElement>(null);
  const focusThumbnail = useRef(false);
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);

  const step = (by: 1 | -1) => onMove(index + by, by === 1 ? 'next' : 'previous');

  // Keep the current thumbnail in view (scrolling the row only, never the page), and keep focus on
  // it when the arrow keys moved from a thumbnail.
  useEffect(() => {
    const row = strip.current;
    const current = row?.children[index];
    if (!row || !(current instanceof HTMLElement)) return;
    // The row's padding (the first thumbnail's offset) stays in view too: it holds the focus ring.
    const padding = row.firstElementChild instanceof HTMLElement ? row.firstElementChild.offsetLeft : 0;
    const start = current.offsetLeft - padding;
    const end = current.offsetLeft + current.offsetWidth + padding;
    if (start < row.scrollLeft) row.scrollLeft = start;
    else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth;
    if (focusThumbnail.current) {
      focusThumbnail.current = false;
      current.focus();
    }
  }, [index]);

  // React events bubble out of portals: the full-screen dialog's keys and pointers must not also
  // reach the gallery in the page that opened it, so each view handles only its own DOM's events.
  const isOwn = (event: KeyboardEvent | PointerEvent) =>
    event.target instanceof Node && event.currentTarget.contains(event.target);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!isOwn(event) || count < 2 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    focusThumbnail.current = strip.current?.contains(document.activeElement) ?? false;
    step(event.key === 'ArrowRight' ? 1 : -1);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Presses on the controls are theirs; only the primary button of a mouse swipes.
    if (!isOwn(event) || count < 2 || !event.isPrimary || event.button !== 0) return;
    if (event.target instanceof Element && event.target.closest('button')) return;
    swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= swipeThreshold && Math.abs(dx) > Math.abs(dy)) step(dx < 0 ? 1 : -1);
  };

  const isFirst = index === firstIndex;
  return (
    // The arrow keys work wherever focus is in the gallery (its buttons), as the APG describes.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section aria-roledescription="carousel" aria-label={name} className={styles.root} onKeyDown={onKeyDown}>
      {/* A swipe is a pointer shortcut for Previous and Next, which keyboard users have as buttons. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        className={styles.stage({ variant: place })}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
        onDragStart={(event) => event.preventDefault()}
      >
        {count > 1 ? (
          <>
            <div className={styles.previous}>
              <IconButton label="Previous image" icon="chevronLeft" variant="secondary" onPress={() => step(-1)} />
            </div>
            <div className={styles.next}>
              <IconButton
                label="Next image"
                icon="chevronRight"
                variant="secondary"
                onPress={() => step(1)}
                // Full screen, the dialog's focus starts here, so the arrow keys and Enter page at once.
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus={isFullScreen}
              />
            </div>
          </>
        ) : null}
        <div
          key={index}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${count}`}
          className={styles.slide}
          data-direction={moved ?? undefined}
        >
          <Image
            src={isFullScreen ? (image.largeSrc ?? image.src) : image.src}
            alt={image.alt}
            width={width}
            height={height}
            fallbackSrc={fallbackSrc}
            loading={isFirst || isFullScreen ? 'eager' : 'lazy'}
            fetchPriority={isFirst ? 'high' : undefined}
            fit="contain"
          />
        </div>
        {count > 1 ? (
          <p className={styles.count}>
            <span aria-hidden="true">
              {index + 1} / {count}
            </span>
            <span className={visuallyHidden}>{imageOf(index, count)}</span>
          </p>
        ) : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      <div role="status" className={visuallyHidden}>
        {moved ? imageOf(index, count) : ''}
      </div>
      {thumbnails ? (
        <div ref={strip} role="group" aria-label="Choose an image" className={styles.thumbnails}>
          {images.map((thumbnail, position) => (
            <RACButton
              key={position}
              aria-label={`${imageOf(position, count)}: ${thumbnail.alt}`}
              aria-current={position === index ? 'true' : undefined}
              className={styles.thumbnail}
              onPress={() => onMove(position, position > index ? 'next' : 'previous')}
            >
              <Image src={thumbnail.src} alt="" width={width} height={height} fallbackSrc={fallbackSrc} />
            </RACButton>
          ))}
        </div>
      ) : null}
    </section>
  );
}
