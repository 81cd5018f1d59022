// The design system's one public entry. The theme and reset are imported first so every component
// sees the tokens.
import './tokens/theme.css';
import './css/reset.css';

export { vars } from './tokens/vars.css';
export { breakpoints, durations } from './tokens/tokens';
export * from './components/Button';
