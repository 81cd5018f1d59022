export { Alert, alertTones, alertToneIcons } from './Alert';
export type { AlertProps, AlertTone } from './Alert';
