export { Box, Inline, Stack, boxElements, spaces } from './Box';
