import { style } from '@vanilla-extract/css';
import { breakpoints, vars, visuallyHiddenRules } from '@ds';
// The design system's one focus ring, from its style module (a style file may compose it; the index may not
// export it, as it also holds a function).
import { focusRing } from '@ds/css/focusRing.css';

const large = `screen and (min-width: ${breakpoints.large}px)`;
const small = `screen and (max-width: ${breakpoints.large - 1}px)`;
/** Phones (and 400 % zoom of a desktop window): the action buttons show their icons only. */
const narrow = 'screen and (max-width: 479px)';
/**
 * The smallest screens (320 px, less a desktop scrollbar at 400 % zoom): the name a size down and
 * tighter spacing, so the name and the four buttons share one row.
 */
const tiny = 'screen and (max-width: 359px)';

/** The row's height: the header takes at most a quarter of a 256 px-high viewport (1280 px at 400 %). */
const barHeight = { narrow: '56px', large: '63px' };

export const header = style({
  position: 'relative',
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

export const bar = style({
  position: 'relative',
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  // Narrower than any phone (below 320 px) the buttons take a second row rather than overflow.
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.large,
  maxWidth: '1280px',
  marginInline: 'auto',
  paddingInline: vars.space.large,
  minHeight: barHeight.narrow,
  background: vars.color.surface,
  '@media': {
    [large]: { minHeight: barHeight.large },
    [narrow]: { columnGap: vars.space.small, paddingInline: vars.space.medium },
    [tiny]: { columnGap: vars.space.xsmall, paddingInline: vars.space.small },
  },
});

/** The site name never breaks: it is one word, and the link style would otherwise wrap it anywhere. */
export const logo = style({
  display: 'inline-block',
  paddingBlock: vars.space.small,
  color: vars.color.brand,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '-0.02em',
  whiteSpace: 'nowrap',
  overflowWrap: 'normal',
  '@media': { [tiny]: { fontSize: vars.fontSize.large } },
});

export const mainNav = style({
  flex: 1,
  '@media': { [small]: { display: 'none' } },
});

export const menuList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const headerButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.control.height,
    minWidth: vars.control.height,
    paddingInline: vars.space.medium,
    border: 0,
    borderRadius: vars.radius.medium,
    background: 'transparent',
    color: vars.color.text,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceRaised },
      '&[data-pressed]': { background: vars.color.surfaceRaised },
      '&[aria-expanded="true"]': { background: vars.color.brandSubtle, color: vars.color.brand },
    },
    '@media': {
      '(forced-colors: active)': {
        selectors: { '&[aria-expanded="true"]': { outline: '2px solid CanvasText' } },
      },
    },
  },
]);

export const menuButton = headerButton;

export const panel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  padding: vars.space.xlarge,
  background: vars.color.surface,
  borderBlock: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.medium,
  maxHeight: 'calc(100vh - 64px)',
  overflowY: 'auto',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginInlineStart: 'auto',
  '@media': { [narrow]: { gap: vars.space.xxsmall } },
});

const action = {
  flexDirection: 'column',
  justifyContent: 'center',
  gap: 0,
  fontSize: vars.fontSize.small,
  '@media': { [narrow]: { paddingInline: 0 } },
} as const;

export const actionButton = style([headerButton, action]);

/** Sign in is a link: the same box as the buttons beside it. */
export const signIn = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.control.height,
  minWidth: vars.control.height,
  paddingInline: vars.space.medium,
  ...action,
});

/** One line always; on narrow screens only the icon shows and the label names the control. */
export const actionLabel = style({
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  '@media': { [narrow]: visuallyHiddenRules },
});

/** The heart and, over its corner, the shortlist count: out of the flow, so nothing moves when it comes. */
export const countHolder = style({ position: 'relative', display: 'inline-flex' });

export const count = style({
  position: 'absolute',
  insetBlockStart: '-6px',
  insetInlineStart: '55%',
  minWidth: '1.25rem',
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  lineHeight: '1.25rem',
  textAlign: 'center',
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const burger = style({
  '@media': { [large]: { display: 'none' } },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.base,
  background: 'rgb(0 0 0 / 0.4)',
});
