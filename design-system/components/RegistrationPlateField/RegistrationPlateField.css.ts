import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

/** The field's column; its input is drawn as a number plate (below). */
const plate = style({});

/** A rear plate is yellow, a front plate white; both have black characters and a black edge. */
export const plates = styleVariants({ rear: [plate], front: [plate] });

const input = `${plate} input`;

globalStyle(input, {
  minHeight: '3.25rem',
  border: `${vars.control.borderWidth} solid ${vars.color.text}`,
  borderRadius: vars.radius.medium,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '0.08em',
  textAlign: 'center',
});
globalStyle(`${plates.rear} input`, { background: vars.color.plate });
globalStyle(`${plates.front} input`, { background: vars.color.surface });
// The hover border of the other fields would fade the plate's edge: it thickens instead.
globalStyle(`${input}[data-hovered]`, { borderColor: vars.color.text, boxShadow: `0 0 0 1px ${vars.color.text}` });
globalStyle(`${input}[data-invalid]`, { borderColor: vars.color.critical, boxShadow: 'none' });
