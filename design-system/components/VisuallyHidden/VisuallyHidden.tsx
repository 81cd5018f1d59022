import type { ReactNode } from 'react';
import { visuallyHidden } from '../../css/visuallyHidden.css';

export interface VisuallyHiddenProps {
  /** Text read by screen readers and not shown. */
  children: ReactNode;
  /** The element rendered: a span by default, so it can sit inside running text and controls. */
  elementType?: 'span' | 'div' | 'legend' | 'h1' | 'h2' | 'h3';
  /** An id, to name or describe something through aria-labelledby or aria-describedby. */
  id?: string;
}

/** Content for assistive technology only: read out, not shown. */
export function VisuallyHidden({ children, elementType: Element = 'span', id }: VisuallyHiddenProps) {
  return (
    <Element id={id} className={visuallyHidden}>
      {children}
    </Element>
  );
}
