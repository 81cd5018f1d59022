import { style } from '@vanilla-extract/css';
import { focusRingWhen } from '../../css/focusRing.css';
import { vars } from '../../tokens/vars.css';

// The summary takes focus by script on a failed submit, so any focus shows the ring.
export const root = style([
  focusRingWhen('&:focus-visible, &:focus'),
  {
    padding: vars.space.large,
    border: `${vars.control.focusWidth} solid ${vars.color.critical}`,
    borderRadius: vars.radius.small,
    background: vars.color.surface,
    // Room for the focus ring (its width and 2 px offset) when the summary is scrolled into view.
    scrollMarginBlock: `calc(${vars.control.focusWidth} + 2px + ${vars.space.xsmall})`,
  },
]);

export const title = style({
  margin: 0,
  marginBlockEnd: vars.space.medium,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const list = style({
  margin: 0,
  paddingInlineStart: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const link = style([
  focusRingWhen('&:focus-visible'),
  { color: vars.color.critical, fontWeight: vars.fontWeight.strong, textDecoration: 'underline' },
]);

export const message = style({ color: vars.color.critical, fontWeight: vars.fontWeight.strong });
