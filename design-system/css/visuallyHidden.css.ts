import { style } from '@vanilla-extract/css';

/** The declarations that hide content on screen and keep it for assistive technology (e.g. inside a media query). */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = style(visuallyHiddenRules);
