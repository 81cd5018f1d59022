import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import * as styles from './states.css';

/**
 * The states a designer reviews. Hover, focus visible and pressed are shown by setting the data
 * attributes react-aria-components sets on a real hover, keyboard focus or press (our styles read
 * those, not :hover or :focus-visible); disabled, selected and invalid are the components' own props.
 */
export type StateName = 'rest' | 'hover' | 'focus-visible' | 'pressed' | 'disabled' | 'selected' | 'invalid';

export const stateLabels: Record<StateName, string> = {
  rest: 'Rest',
  hover: 'Hover',
  'focus-visible': 'Focus visible',
  pressed: 'Pressed',
  disabled: 'Disabled',
  selected: 'Selected',
  invalid: 'Invalid',
};

/** The attributes each forced state sets: a mouse press also hovers; keyboard focus is also focus. */
const forcedAttributes: Partial<Record<StateName, readonly string[]>> = {
  hover: ['data-hovered'],
  'focus-visible': ['data-focused', 'data-focus-visible', 'data-focus-within'],
  pressed: ['data-hovered', 'data-pressed'],
};

/**
 * Keeps `state`'s attributes on the elements `selector` matches (inside `scope`, else anywhere on the
 * page, as in a popover) for as long as the calling component is mounted: set once rendered, and set
 * again whenever React or react-aria takes them off (a pointer passing over and away) or replaces the
 * elements (collections render their items in a second pass).
 */
export function useForcedState(state: StateName, selector: string, scope?: RefObject<Element | null>) {
  useLayoutEffect(() => {
    const names = forcedAttributes[state];
    if (!names) return undefined;
    const apply = () => {
      for (const element of (scope?.current ?? document).querySelectorAll(selector))
        for (const name of names) if (!element.hasAttribute(name)) element.setAttribute(name, 'true');
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: [...names] });
    return () => observer.disconnect();
  }, [state, selector, scope]);
}

interface ForcedStateProps {
  state: StateName;
  /** Which elements inside take the state: every react-aria-components element by default. */
  target?: string;
  children: ReactNode;
}

/** Shows its children in a forced hover, focus-visible or pressed state (see useForcedState). */
function ForcedState({ state, target = '[data-rac]', children }: ForcedStateProps) {
  const ref = useRef<HTMLDivElement>(null);
  useForcedState(state, target, ref);
  return <div ref={ref}>{children}</div>;
}

const defaultStates: readonly StateName[] = ['rest', 'hover', 'focus-visible', 'pressed', 'disabled'];

interface StateRowProps {
  /** The row's name, e.g. a variant: "Primary". */
  name?: string;
  states?: readonly StateName[];
  /** Which elements of each sample take a forced state (see ForcedState). */
  target?: string;
  /**
   * Forced states the component does not style (it looks as at rest): captioned "no change", so a
   * designer sees the gap, and checked to look as at rest by visual/states.spec.ts.
   */
  unstyled?: readonly StateName[];
  /** One sample: the component as it is in `state` (pass the props for disabled, selected, invalid). */
  children: (state: StateName) => ReactNode;
}

/**
 * A component's states side by side, each named under it, for designers to compare without
 * interacting. Each sample is marked `data-story-state` for the checks in visual/states.spec.ts.
 */
export function StateRow({ name, states = defaultStates, target, unstyled = [], children }: StateRowProps) {
  return (
    <div role="group" className={styles.row} aria-label={name ? `${name} states` : 'States'} data-story-states="">
      {name ? <p className={styles.rowName}>{name}</p> : null}
      <ul className={styles.samples}>
        {states.map((state) => (
          <li
            key={state}
            className={styles.sample}
            data-story-state={state}
            data-story-unstyled={unstyled.includes(state) || undefined}
          >
            <ForcedState state={state} target={target}>
              {children(state)}
            </ForcedState>
            <span className={styles.caption}>
              {unstyled.includes(state) ? `${stateLabels[state]}: no change` : stateLabels[state]}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The states a text entry field shows: there is nothing to press. */
export const fieldStates: readonly StateName[] = ['rest', 'hover', 'focus-visible', 'disabled', 'invalid'];

/** A field's props for a sample: disabled, or invalid with its error message. */
export function fieldStateProps(state: StateName, errorMessage: string) {
  return {
    isDisabled: state === 'disabled',
    isInvalid: state === 'invalid',
    errorMessage: state === 'invalid' ? errorMessage : undefined,
  };
}

/** A variant's name as a row's name: "primary" is "Primary". */
export function variantName(variant: string): string {
  return `${variant[0]?.toUpperCase() ?? ''}${variant.slice(1)}`;
}
