export { Badge, badgeTones, vehicleBadges } from './Badge';
