import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../css/focusRing.css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

/**
 * The photo's frame: a fixed 4:3 box as wide as its column, so the page does not move while a photo
 * loads; the controls sit on top of it. `isolation` keeps their stacking order inside the gallery
 * (they never paint over a sticky page header).
 */
export const stage = recipe({
  base: {
    position: 'relative',
    isolation: 'isolate',
    aspectRatio: '4 / 3',
    overflow: 'hidden',
    background: vars.color.surfaceRaised,
    borderRadius: vars.radius.medium,
    // Vertical swipes scroll the page; horizontal ones are ours (pointer events keep coming).
    touchAction: 'pan-y',
    userSelect: 'none',
    '@media': {
      '(forced-colors: active)': { border: `1px solid CanvasText` },
    },
  },
  variants: {
    variant: {
      inline: { width: '100%' },
      // As large as the screen allows, leaving room for the dialog's title row and padding.
      fullScreen: {
        width: 'min(100%, calc((var(--visual-viewport-height, 100vh) - 10rem) * 4 / 3))',
        marginInline: 'auto',
      },
    },
  },
});

const enterFromEnd = keyframes({ from: { transform: 'translateX(12%)', opacity: 0.4 }, to: { transform: 'none' } });
const enterFromStart = keyframes({
  from: { transform: 'translateX(-12%)', opacity: 0.4 },
  to: { transform: 'none' },
});

/** One slide fills the frame; it slides in from the side it came from (none with reduced motion). */
export const slide = style({
  position: 'absolute',
  inset: 0,
  animationDuration: vars.duration.medium,
  animationTimingFunction: 'ease-out',
  selectors: {
    '&[data-direction=next]': { animationName: enterFromEnd },
    '&[data-direction=previous]': { animationName: enterFromStart },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&[data-direction]': { animation: 'none' } } },
  },
});

// The Image component sizes itself by width; in the frame it fills both ways and shows the whole photo.
globalStyle(`${slide} img`, { width: '100%', height: '100%', pointerEvents: 'none' });

const overlay = style({ position: 'absolute', zIndex: 1 });

export const previous = style([overlay, { insetInlineStart: vars.space.small, top: '50%', translate: '0 -50%' }]);
export const next = style([overlay, { insetInlineEnd: vars.space.small, top: '50%', translate: '0 -50%' }]);

/** "3 / 12" on the photo's lower corner. */
export const count = style([
  overlay,
  {
    insetInlineStart: vars.space.small,
    insetBlockEnd: vars.space.small,
    margin: 0,
    paddingInline: vars.space.small,
    paddingBlock: vars.space.xxsmall,
    borderRadius: vars.radius.small,
    background: vars.color.inverse,
    color: vars.color.onInverse,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.standard,
    fontVariantNumeric: 'tabular-nums',
    border: '1px solid transparent',
    '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
  },
]);

/** Where the gallery's extra control (View full screen) sits on the photo. */
export const action = style([overlay, { insetInlineEnd: vars.space.small, insetBlockEnd: vars.space.small }]);

/** The thumbnail picker: one row that scrolls sideways when it is wider than the column. */
export const thumbnails = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.small,
  margin: 0,
  // Room for the focus ring (3 px, 2 px out), which the scrolling box would otherwise clip.
  padding: vars.space.small,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
});

export const thumbnail = style([
  focusRing,
  {
    flex: '0 0 5rem',
    padding: 0,
    aspectRatio: '4 / 3',
    overflow: 'hidden',
    borderRadius: vars.radius.small,
    border: `${vars.control.borderWidth} solid transparent`,
    background: vars.color.surfaceRaised,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.border },
      '&[aria-current=true]': { borderColor: vars.color.brand },
    },
    '@media': {
      // System colours: a Canvas border on the others (a transparent one would show), Highlight on the current one.
      '(forced-colors: active)': {
        borderColor: 'Canvas',
        selectors: {
          '&[data-hovered]': { borderColor: 'ButtonText' },
          '&[aria-current=true]': { borderColor: 'Highlight' },
        },
      },
    },
  },
]);

globalStyle(`${thumbnail} img`, { width: '100%', height: '100%' });
