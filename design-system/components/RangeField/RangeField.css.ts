import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

/** The two ends side by side, each at least 8em wide: at 320 px both still fit on one row. */
export const ends = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  maxWidth: '26em',
});

export const end = style({ flex: '1 1 8em', minWidth: 0 });

/** The legend reads as a field's label; a legend sits outside the fieldset's flex column, so it keeps its own gap. */
export const legend = style({ marginBlockEnd: vars.space.small });

// The ends' labels are regular weight under the bold legend (GOV.UK's date input): one question, two parts.
globalStyle(`${ends} label`, { fontWeight: vars.fontWeight.regular });
