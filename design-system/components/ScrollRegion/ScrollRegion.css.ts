import { style } from '@vanilla-extract/css';
import { focusRingWhen } from '../../css/focusRing.css';

export const root = style([
  focusRingWhen('&:focus-visible'),
  {
    maxWidth: '100%',
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    outline: 'none',
  },
]);
