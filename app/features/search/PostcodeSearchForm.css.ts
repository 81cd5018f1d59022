import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const form = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
});

export const field = style({ display: 'grid', gap: vars.space.xsmall });

export const label = style({ fontWeight: vars.fontWeight.strong });

export const input = style({
  minHeight: vars.control.height,
  maxWidth: '12em',
  paddingInline: vars.space.medium,
  border: `${vars.control.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  textTransform: 'uppercase',
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.control.focusWidth} solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-invalid]': { borderColor: vars.color.critical },
  },
});

export const error = style({
  color: vars.color.critical,
  fontWeight: vars.fontWeight.strong,
});
