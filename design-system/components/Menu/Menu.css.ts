import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const item = style({ paddingInline: vars.space.medium, color: vars.color.text, textDecoration: 'none' });
