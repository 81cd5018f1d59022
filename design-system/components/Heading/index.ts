export { Heading, headingLevels, headingSizes } from './Heading';
export type { HeadingLevel } from './Heading';
