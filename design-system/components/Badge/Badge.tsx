import type { ReactNode } from 'react';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'brand', 'positive', 'critical', 'caution'] as const;
export type BadgeTone = (typeof badgeTones)[number];

/** The vehicle card's badges (requirements 3.1), with their words and tones. */
export const vehicleBadges = {
  reduced: { label: 'Reduced', tone: 'caution' },
  featured: { label: 'Featured', tone: 'brand' },
  sold: { label: 'Sold', tone: 'critical' },
  exDemo: { label: 'Ex-demo', tone: 'neutral' },
  noLongerAvailable: { label: 'No longer available', tone: 'neutral' },
} as const satisfies Record<string, { label: string; tone: BadgeTone }>;
export type VehicleBadge = keyof typeof vehicleBadges;

export interface BadgeProps {
  /** The label, one or two words ("Reduced", "Ex-demo"). */
  children: ReactNode;
  /** Colour role: neutral, brand, positive (good news), critical (sold, errors) or caution. Never the only signal: the words carry the meaning. */
  tone?: BadgeTone;
}

/** A short status label (Reduced, Featured, Sold, Ex-demo): text, so it is read as it is shown. */
export function Badge({ children, tone = 'neutral' }: BadgeProps) {
  return <span className={styles.root({ tone })}>{children}</span>;
}
