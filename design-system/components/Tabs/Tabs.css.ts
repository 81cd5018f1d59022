import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing.css';
import { forcedColorsSelected } from '../../css/forcedColors';
import { vars } from '../../tokens/vars.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

/** One row, which scrolls sideways when the tabs do not fit (see the TabList). */
export const tabList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  // Scrolls once a tab is in the tab order (react-aria sets it just after the first render): a region
  // that scrolls must hold something the keyboard reaches (axe's scrollable-region-focusable).
  overflowX: 'clip',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  selectors: { '&:has(> [tabindex="0"])': { overflowX: 'auto' } },
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
      // Forced colours turn every transparent bar into CanvasText, and a bar's colour alone would be
      // the only difference: unselected bars take the page colour, the selected tab is filled.
      '(forced-colors: active)': {
        borderBlockEndColor: 'Canvas',
        selectors: {
          '&[data-selected], &[data-selected][data-hovered]': forcedColorsSelected,
          '&[data-selected][data-focus-visible]': { outlineColor: 'HighlightText' },
          '&[data-disabled]': { color: 'GrayText', opacity: 1 },
        },
      },
    },
  },
]);

export const tabPanel = style([focusRing, { borderRadius: vars.radius.small }]);
