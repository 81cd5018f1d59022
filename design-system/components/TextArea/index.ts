export { TextArea, characterCountText, countAnnounceDelayMs } from './TextArea';
export type { TextAreaProps } from './TextArea';
