import type { ReactNode } from 'react';
import { visuallyHidden } from '../../css/visuallyHidden.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** The element rendered: a span by default, so it can sit inside running text and controls. */
  elementType?: 'span' | 'div' | 'legend' | 'h1' | 'h2' | 'h3';
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
