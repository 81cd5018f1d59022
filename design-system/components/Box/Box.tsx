import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../css/sprinkles.css';
import * as styles from './Box.css';

export const spaces = [
  'none',
  'xxsmall',
  'xsmall',
  'small',
  'medium',
  'large',
  'xlarge',
  'xxlarge',
  'xxxlarge',
] as const;
type Space = (typeof spaces)[number];

export const boxElements = [
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'ul',
  'ol',
  'li',
  'span',
] as const;
type BoxElement = (typeof boxElements)[number];

type NativeProps = Omit<ComponentPropsWithoutRef<'div'>, 'className' | 'style' | 'color'>;

/** The layout props, each described for the props tables; values are tokens (see Foundations). */
interface LayoutProps extends Sprinkles {
  /** How the box lays out: block, flex, grid, inline forms, or none. */
  display?: Sprinkles['display'];
  /** With flex: children in a row or a column. */
  flexDirection?: Sprinkles['flexDirection'];
  /** With flex: whether children wrap onto new lines. */
  flexWrap?: Sprinkles['flexWrap'];
  /** With flex: children's alignment across the direction. */
  alignItems?: Sprinkles['alignItems'];
  /** With flex: children's spread along the direction. */
  justifyContent?: Sprinkles['justifyContent'];
  /** Space between children, a spacing token. */
  gap?: Sprinkles['gap'];
  /** Space inside all four edges, a spacing token. */
  padding?: Sprinkles['padding'];
  /** Space inside the left and right edges. */
  paddingX?: Sprinkles['paddingX'];
  /** Space inside the top and bottom edges. */
  paddingY?: Sprinkles['paddingY'];
  /** Space inside the top edge. */
  paddingTop?: Sprinkles['paddingTop'];
  /** Space inside the bottom edge. */
  paddingBottom?: Sprinkles['paddingBottom'];
  /** Space inside the left edge. */
  paddingLeft?: Sprinkles['paddingLeft'];
  /** Space inside the right edge. */
  paddingRight?: Sprinkles['paddingRight'];
  /** The surface colour: surface, surfaceRaised or brandSubtle. */
  background?: Sprinkles['background'];
  /** The text colour: text or textSubtle. */
  color?: Sprinkles['color'];
  /** Rounded corners, a radius token. */
  borderRadius?: Sprinkles['borderRadius'];
}

export interface BoxProps extends NativeProps, LayoutProps {
  /** The element rendered: pick the one that carries the right meaning (nav, main, ul...). */
  as?: BoxElement;
  /** The content. */
  children?: ReactNode;
}

const sprinkleKeys = new Set<string>(sprinkles.properties);

/** Splits sprinkle props (layout tokens) from native props (ids, aria-*, handlers). */
function splitProps(props: Record<string, unknown>) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    (sprinkleKeys.has(key) ? atoms : native)[key] = value;
  }
  return { atoms: atoms as Sprinkles, native };
}

/** The layout atom: any element with token-only spacing, flex and surface props. */
export function Box({ as = 'div', children, ...props }: BoxProps) {
  const { atoms, native } = splitProps(props);
  const Element = as as ElementType;
  return (
    <Element {...native} className={[styles.root({ list: as === 'ul' || as === 'ol' }), sprinkles(atoms)].join(' ')}>
      {children}
    </Element>
  );
}

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> {
  /** Vertical space between children. */
  space?: Space;
}

/** Children stacked vertically with an even gap. */
export function Stack({ space = 'medium', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={space} {...props} />;
}

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'flexWrap'> {
  /** Space between children, horizontally and between wrapped rows. */
  space?: Space;
  /** Keep children on one line instead of wrapping at narrow widths. */
  noWrap?: boolean;
}

/** Children in a row that wraps at narrow widths (reflow at 320 px). */
export function Inline({ space = 'small', noWrap = false, alignItems = 'center', ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={noWrap ? 'nowrap' : 'wrap'}
      alignItems={alignItems}
      gap={space}
      {...props}
    />
  );
}
