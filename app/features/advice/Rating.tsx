import { Text } from '@ds';
import * as styles from './Advice.css';

/** The most a review scores. */
const maxScore = 5;

/** A score out of 5: the stars are decoration, the words ('4 out of 5') are what every reader gets. */
export function Rating({ score, label }: { score: number; label?: string }) {
  const whole = Math.max(0, Math.min(maxScore, Math.round(score)));
  return (
    <Text elementType="span">
      {label ? `${label}: ` : null}
      <span aria-hidden="true" className={styles.stars}>
        {'★'.repeat(whole)}
        {'☆'.repeat(maxScore - whole)}
      </span>{' '}
      {score} out of {maxScore}
    </Text>
  );
}
