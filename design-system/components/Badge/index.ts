export { Badge, badgeTones, vehicleBadges } from './Badge';
export type { BadgeProps, BadgeTone, VehicleBadge } from './Badge';
