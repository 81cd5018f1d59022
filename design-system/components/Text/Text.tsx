import type { ReactNode } from 'react';
import { Text as RACText, type TextProps as RACTextProps } from 'react-aria-components';
import * as styles from './Text.css';

export const textTones = ['neutral', 'subtle', 'critical', 'positive', 'brand'] as const;
export const textSizes = ['xsmall', 'small', 'standard', 'large'] as const;
export const textWeights = ['regular', 'medium', 'strong'] as const;
export const textElements = ['p', 'span', 'div', 'strong', 'em', 'small'] as const;

type TextTone = (typeof textTones)[number];
type TextSize = (typeof textSizes)[number];
type TextWeight = (typeof textWeights)[number];
type TextElement = (typeof textElements)[number];

export interface TextProps extends Omit<RACTextProps, 'className' | 'style' | 'elementType'> {
  /** The text. */
  children: ReactNode;
  /** neutral (body text), subtle (secondary details), critical, positive or brand. */
  tone?: TextTone;
  /** xsmall, small, standard (16 px body) or large. */
  size?: TextSize;
  /** regular, medium or strong (bold). */
  weight?: TextWeight;
  /** The element rendered; a paragraph by default. */
  elementType?: TextElement;
}

/** Running text in the type scale, on react-aria-components' Text (so it can fill a slot). */
export function Text({
  tone = 'neutral',
  size = 'standard',
  weight = 'regular',
  elementType = 'p',
  ...props
}: TextProps) {
  return <RACText {...props} elementType={elementType} className={styles.root({ tone, size, weight })} />;
}
