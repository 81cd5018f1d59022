import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const box = style({ borderRadius: vars.radius.small });
