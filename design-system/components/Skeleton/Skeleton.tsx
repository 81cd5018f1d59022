import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  /** text: lines of text; rect: a photo or card; circle: an avatar or icon. */
  shape?: SkeletonShape;
  /** Lines of text to stand in for (shape "text"). */
  lines?: number;
}

/**
 * A grey placeholder while content loads; hidden from assistive technology, so announce loading
 * elsewhere (e.g. aria-busy on the region or a Spinner). Shimmer stops under reduced motion.
 */
export function Skeleton({ shape = 'text', lines = 1 }: SkeletonProps) {
  if (shape !== 'text') return <div aria-hidden="true" className={styles.block({ shape })} />;
  return (
    <div aria-hidden="true" className={styles.lines}>
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className={styles.block({ shape, last: lines > 1 && index === lines - 1 })} />
      ))}
    </div>
  );
}
