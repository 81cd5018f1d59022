import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { IconButton } from '../IconButton/IconButton';
import { Image } from '../Image/Image';
import * as styles from './Gallery.css';

// One view of a gallery's photos, shared by the page's gallery and its full-screen view (a chunk of
// its own, loaded at the first "View full screen").

export interface GalleryImage {
  /** The photo shown in the page (and in the thumbnails). */
  src: string;
  /** A larger photo for the full-screen view; `src` when there is none. */
  largeSrc?: string;
  /** Describes the photo (e.g. "Ford Fiesta, front three-quarter view"). */
  alt: string;
}

/** A horizontal pointer movement at least this long (CSS px) is a swipe. */
const swipeThreshold = 40;

export type Direction = 'next' | 'previous';
export type Place = 'inline' | 'fullScreen';

/** Where `index + step` lands in a rotation of `count` photos (Next on the last shows the first). */
export function wrap(index: number, count: number) {
  return ((index % count) + count) % count;
}

/** "Image 2 of 12": the count a screen reader hears and the live region announces. */
function imageOf(index: number, count: number) {
  return `Image ${index + 1} of ${count}`;
}

export interface CarouselProps {
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
export function Carousel({
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
