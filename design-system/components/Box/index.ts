export { Box, Inline, Stack, boxElements, spaces } from './Box';
export type { BoxElement, BoxProps, InlineProps, Space, StackProps } from './Box';
