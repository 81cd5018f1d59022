import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../css/focusRing.css';
import { pressable } from '../private/pressable.css';
import { vars } from '../../tokens/vars.css';

const slideUp = keyframes({
  from: { transform: 'translateY(100%)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

const slideDown = keyframes({
  from: { transform: 'translateY(-100%)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

/**
 * The region: fixed at the viewport's bottom centre, or at the top centre of the element it is drawn
 * in (the app's, e.g. a sticky line under its header), toasts arriving from that edge.
 */
export const region = recipe({
  base: [
    focusRing,
    {
      insetInlineStart: '50%',
      transform: 'translateX(-50%)',
      zIndex: vars.zIndex.toast,
      display: 'flex',
      gap: vars.space.small,
      width: 'min(32rem, calc(100vw - 32px))',
      borderRadius: vars.radius.medium,
    },
  ],
  variants: {
    placement: {
      bottom: { position: 'fixed', insetBlockEnd: vars.space.large, flexDirection: 'column-reverse' },
      top: { position: 'absolute', insetBlockStart: vars.space.small, flexDirection: 'column' },
    },
  },
});

export const toast = recipe({
  base: [
    focusRing,
    {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.medium,
      padding: vars.space.medium,
      paddingInlineStart: vars.space.large,
      borderRadius: vars.radius.medium,
      boxShadow: vars.shadow.large,
      selectors: {
        [`${region.classNames.variants.placement.bottom} &[data-entering]`]: {
          animation: `${slideUp} ${vars.duration.medium}`,
        },
        [`${region.classNames.variants.placement.top} &[data-entering]`]: {
          animation: `${slideDown} ${vars.duration.medium}`,
        },
      },
      '@media': { '(forced-colors: active)': { border: '2px solid CanvasText' } },
    },
  ],
  variants: {
    tone: {
      success: { background: vars.color.positive, color: vars.color.onPositive },
      neutral: { background: vars.color.inverse, color: vars.color.onInverse },
      critical: { background: vars.color.critical, color: vars.color.onCritical },
    },
  },
});

export const content = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.strong });

export const description = style({ fontSize: vars.fontSize.small });

export const action = style([
  focusRing,
  {
    minHeight: vars.control.minTarget,
    minWidth: vars.control.minTarget,
    paddingInline: vars.space.small,
    border: `${vars.control.borderWidth} solid currentColor`,
    borderRadius: vars.radius.small,
    background: 'transparent',
    color: 'inherit',
    fontWeight: vars.fontWeight.strong,
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
  },
]);

/**
 * Dismiss: the icon in the toast's own text colour (a tertiary button's would be dark on the dark
 * toasts), outlined in it while hovered or pressed.
 */
export const dismiss = style([
  pressable,
  {
    flexShrink: 0,
    width: vars.control.minTarget,
    height: vars.control.minTarget,
    padding: 0,
    borderRadius: vars.radius.small,
    background: 'transparent',
    color: 'inherit',
    selectors: {
      '&[data-hovered], &[data-pressed]': { boxShadow: `inset 0 0 0 ${vars.control.borderWidth} currentColor` },
    },
  },
]);
