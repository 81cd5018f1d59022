// The design system's one public entry. The theme and reset are imported first so every component
// sees the tokens. Nothing else here has side effects, so components the app does not use are
// tree-shaken away (package.json lists only CSS as side-effectful for bundlers that ask).
import './tokens/theme.css';
import './css/reset.css';

export { vars } from './tokens/vars.css';
export { breakpoints, durations, imageLazyMargin, postcodeDebounceMs, toastTimeouts } from './tokens/tokens';
export { sprinkles } from './css/sprinkles.css';
export type { Sprinkles } from './css/sprinkles.css';
export * from './components/Box';
export * from './components/Button';
export * from './components/Heading';
export * from './components/Icon';
export * from './components/IconButton';
export * from './components/Link';
export * from './components/SkipLink';
export * from './components/Text';
export * from './components/ToggleButton';
export * from './components/VisuallyHidden';
export * from './components/Checkbox';
export * from './components/CheckboxGroup';
export * from './components/ComboBox';
export * from './components/ErrorSummary';
export * from './components/Form';
export * from './components/NativeSelect';
export * from './components/NumberField';
export * from './components/PostcodeField';
export * from './components/RadioGroup';
export * from './components/SegmentedControl';
export * from './components/Select';
export * from './components/Switch';
export * from './components/TextField';
export * from './components/Disclosure';
export * from './components/Drawer';
export * from './components/Menu';
export * from './components/Modal';
export * from './components/Popover';
export * from './components/ProgressBar';
export * from './components/Skeleton';
export * from './components/Spinner';
export * from './components/Tabs';
export * from './components/Toast';
export * from './components/Tooltip';
