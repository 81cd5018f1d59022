import type { ReactNode } from 'react';
import { Heading as RACHeading, type HeadingProps as RACHeadingProps } from 'react-aria-components';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const headingSizes = ['xxxlarge', 'xxlarge', 'xlarge', 'large', 'standard'] as const;

export type HeadingLevel = (typeof headingLevels)[number];
type HeadingSize = (typeof headingSizes)[number];

const defaultSize: Record<HeadingLevel, HeadingSize> = {
  1: 'xxlarge',
  2: 'xlarge',
  3: 'large',
  4: 'standard',
  5: 'standard',
  6: 'standard',
};

export interface HeadingProps extends Omit<RACHeadingProps, 'className' | 'style' | 'level'> {
  /** The document outline level (h1-h6): chosen for structure, not looks. */
  level: HeadingLevel;
  /** The visual size; defaults to one that matches the level. */
  size?: HeadingSize;
  /** The heading's text. */
  children: ReactNode;
}

/** A heading whose outline level and visual size are set apart, on react-aria-components' Heading. */
export function Heading({ level, size = defaultSize[level], ...props }: HeadingProps) {
  return <RACHeading {...props} level={level} className={styles.root({ size })} />;
}
