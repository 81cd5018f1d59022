export { Text, textElements, textSizes, textTones, textWeights } from './Text';
