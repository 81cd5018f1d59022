import { style } from '@vanilla-extract/css';
import { vars } from '@ds';

export const footer = style({
  marginTop: vars.space.xxxlarge,
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

export const inner = style({
  display: 'grid',
  gap: vars.space.xlarge,
  maxWidth: '1280px',
  marginInline: 'auto',
  padding: vars.space.xlarge,
});

export const bar = style({
  paddingBlock: vars.space.large,
  borderBlock: `1px solid ${vars.color.borderSubtle}`,
});
