import type { ReactNode } from 'react';
import * as styles from './guidance.css';

interface ExampleProps {
  /** What the example shows, in a sentence a designer would say. */
  children: ReactNode;
  /** A live example made of the design system's own components. */
  example?: ReactNode;
}

function Panel({ kind, children, example }: ExampleProps & { kind: 'do' | 'dont' }) {
  return (
    <div className={`${styles.panelBase} ${styles.tone[kind]}`}>
      <p className={styles.verdict[kind]}>{kind === 'do' ? 'Do' : 'Don’t'}</p>
      {/* sb-unstyled: the docs page's own paragraph and heading styles stay out of the live example. */}
      {example ? <div className={`${styles.example} sb-unstyled`}>{example}</div> : null}
      <p className={styles.why}>{children}</p>
    </div>
  );
}

/** A good practice, with an optional live example. */
export function Do(props: ExampleProps) {
  return <Panel kind="do" {...props} />;
}

/** A practice to avoid, with an optional live example. */
export function Dont(props: ExampleProps) {
  return <Panel kind="dont" {...props} />;
}

/** A do beside its don't. */
export function DoDont({ children }: { children: ReactNode }) {
  return <div className={styles.pairs}>{children}</div>;
}
