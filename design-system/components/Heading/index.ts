export { Heading, headingLevels, headingSizes } from './Heading';
export type { HeadingLevel, HeadingProps, HeadingSize } from './Heading';
