import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing.css';
import { vars } from '../../tokens/vars.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const tab = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.control.height,
    paddingInline: vars.space.large,
    color: vars.color.textSubtle,
    fontWeight: vars.fontWeight.strong,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    borderBlockEnd: `4px solid transparent`,
    selectors: {
      '&[data-hovered]': { color: vars.color.text },
      '&[data-selected]': { color: vars.color.brand, borderBlockEndColor: vars.color.brand },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[data-focus-visible]': { outlineOffset: '-3px' },
    },
    '@media': {
      '(forced-colors: active)': {
        selectors: { '&[data-selected]': { borderBlockEndColor: 'Highlight' } },
      },
    },
  },
]);

export const tabPanel = style([focusRing, { borderRadius: vars.radius.small }]);
