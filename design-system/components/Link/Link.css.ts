import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../css/focusRing.css';
import { vars } from '../../tokens/vars.css';

export const root = recipe({
  base: [
    focusRing,
    {
      display: 'inline',
      color: vars.color.link,
      textDecoration: 'underline',
      textUnderlineOffset: '0.15em',
      cursor: 'pointer',
      borderRadius: vars.radius.small,
      overflowWrap: 'anywhere',
      selectors: {
        '&[data-hovered]': { color: vars.color.linkHover, textDecorationThickness: '3px' },
        '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textSubtle },
        '&[data-current]': { fontWeight: vars.fontWeight.strong, textDecoration: 'none' },
      },
      '@media': {
        '(forced-colors: active)': { color: 'LinkText' },
      },
    },
  ],
  variants: {
    variant: {
      standard: {},
      subtle: { color: vars.color.text },
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xsmall,
        minHeight: vars.control.minTarget,
        fontWeight: vars.fontWeight.strong,
      },
    },
  },
});

/** The external-link icon with a word joiner before it, kept on one line with the last word. */
export const externalIcon = style({ whiteSpace: 'nowrap' });
