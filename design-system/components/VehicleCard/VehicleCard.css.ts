import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../css/focusRing.css';
import { vars } from '../../tokens/vars.css';
import { inlineList } from '../private/list.css';

export const root = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    // Its parts may follow its own width (a price a size down in a narrow card).
    containerType: 'inline-size',
    overflow: 'hidden',
    border: `1px solid ${vars.color.borderSubtle}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    color: vars.color.text,
    '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
  },
  variants: {
    sold: {
      true: {},
      false: {},
    },
  },
});

export const media = style({ position: 'relative', aspectRatio: '4 / 3' });

/**
 * The photo, greyed on a sold or no-longer-available card; the labels over it keep their colours (a red
 * Sold stays red).
 */
export const photo = style({
  height: '100%',
  selectors: {
    [`${root.classNames.variants.sold.true} &`]: { filter: 'grayscale(1)' },
  },
});

/**
 * The photo fills its 4:3 frame, whatever its own proportions (a 16:10 photo at its natural height
 * would leave a blank band above the title), cropped by the Image's cover fit.
 */
globalStyle(`${photo} > img`, { height: '100%' });

/** The labels over the photo wrap before the shortlist heart's corner, never under it. */
export const badges = recipe({
  base: [inlineList, { position: 'absolute', insetBlockStart: vars.space.small, insetInlineStart: vars.space.small }],
  variants: {
    beside: {
      heart: { insetInlineEnd: `calc(${vars.space.small} * 2 + ${vars.control.height})` },
      nothing: { insetInlineEnd: vars.space.small },
    },
  },
});

export const body = style({
  display: 'flex',
  flex: 1,
  flexDirection: 'column',
  gap: vars.space.small,
  // The shortlist heart sits over the photo, so the text may use the card's whole width (two cards
  // side by side on a phone, in the shortlist panel); a narrow card has tighter padding.
  padding: vars.space.large,
  '@container': { '(max-width: 10rem)': { padding: vars.space.medium } },
});

export const titleLink = style([
  focusRing,
  {
    color: vars.color.text,
    textDecoration: 'none',
    borderRadius: vars.radius.small,
    selectors: {
      '&[data-hovered]': { textDecoration: 'underline', color: vars.color.link },
    },
  },
]);

export const facts = style([inlineList, { fontSize: vars.fontSize.small, color: vars.color.textSubtle }]);

export const fact = style({
  selectors: {
    '&:not(:last-child)::after': { content: '"·"', marginInlineStart: vars.space.xsmall },
  },
});

export const marks = style([facts, { color: vars.color.positive, fontWeight: vars.fontWeight.strong }]);

export const mark = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall });

export const shortlist = style({
  position: 'absolute',
  insetInlineEnd: vars.space.small,
  insetBlockStart: `calc(75% * 0 + ${vars.space.small})`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
});

/** Pushed to the foot of the card, so a row of cards lines its actions up. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, marginBlockStart: 'auto' });

export const featuredNote = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textSubtle });

/** The dealer's rating: its own line under the facts. */
export const dealerRating = style({ margin: 0 });
