import { iconPaths, type IconName } from './icons';
import * as styles from './Icon.css';

export const iconSizes = ['small', 'medium', 'large'] as const;
type IconSize = (typeof iconSizes)[number];

export interface IconProps {
  /** Which icon; see Foundations: Icons for the set. */
  name: IconName;
  /** small (16 px), medium (20 px) or large (24 px); icons follow the text size next to them. */
  size?: IconSize;
  /** Draw the shape filled (e.g. the shortlist heart when shortlisted). */
  filled?: boolean;
  /**
   * What the icon means, when it carries meaning on its own. Without a label the icon is decoration
   * and hidden from assistive technology (the control around it must be named).
   */
  label?: string;
}

/** An inline SVG icon from the set, hidden from assistive technology unless labelled. */
export function Icon({ name, size = 'medium', filled = false, label }: IconProps) {
  const labelled = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      {...labelled}
      className={styles.root({ size, filled })}
      viewBox="0 0 24 24"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
