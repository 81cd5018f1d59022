import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const wrapper = style({ position: 'relative', width: '100%' });

export const width = styleVariants({
  full: { maxWidth: '100%' },
  long: { maxWidth: '30em' },
  medium: { maxWidth: '20em' },
  short: { maxWidth: '10em' },
});

export const select = style({
  appearance: 'none',
  paddingInlineEnd: vars.space.xxlarge,
  cursor: 'pointer',
  '@media': {
    '(forced-colors: active)': { appearance: 'auto', paddingInlineEnd: vars.space.medium },
  },
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.medium,
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.text,
  '@media': {
    '(forced-colors: active)': { display: 'none' },
  },
});
