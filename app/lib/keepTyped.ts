/**
 * What a visitor typed or ticked on a prerendered page before the app hydrated it, given to the app. React keeps such a field as the visitor left it but does not know of the change: its
 * state still holds the starting value, which the next render would write back (the typed text lost).
 * After hydration a field React does not agree with is told to React as the visitor's own input
 * (the `input` or `click` event its change handlers listen to), so the page's state takes it.
 *
 * React records, at hydration, the value it renders as the field's `defaultValue` (`defaultChecked`),
 * so a field whose `value` (`checked`) differs is one the visitor changed. React also watches each
 * field's `value` and `checked` setters to tell its own writes from the visitor's: the field is first
 * put back through them to React's value, then set to the visitor's with the browser's own setter,
 * as a person's typing does. All changes are read before any is told: telling one re-renders the
 * page, which writes React's values back into the others.
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

// By tag name, not `instanceof`: fields of another document (a test's, a frame's) count too.
const isInput = (field: Element): field is HTMLInputElement => field.tagName === 'INPUT';
const isTicked = (field: Field): field is HTMLInputElement =>
  isInput(field) && (field.type === 'checkbox' || field.type === 'radio');
const notTyped = ['hidden', 'submit', 'button', 'reset', 'image', 'file'];

/** The visitor's change to `field`, to tell React, or null when React's value is the field's. */
function changeOf(field: Field): (() => void) | null {
  if (field.disabled) return null;
  if (isTicked(field)) {
    // A radio the visitor chose (the one React had chosen, unticked by the browser, is not a choice).
    const changed =
      field.type === 'radio' ? field.checked && !field.defaultChecked : field.checked !== field.defaultChecked;
    return changed
      ? () => {
          field.checked = field.defaultChecked;
          field.click();
        }
      : null;
  }
  if ((isInput(field) && notTyped.includes(field.type)) || field.value === field.defaultValue) return null;
  const typed = field.value;
  return () => {
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
}

/** Tells React of every field in `root` the visitor changed before it hydrated the page; returns how many. */
export function keepTyped(root: ParentNode): number {
  const changes = [...root.querySelectorAll<Field>('input, textarea')]
    .map(changeOf)
    .filter((change) => change !== null);
  changes.forEach((tell) => tell());
  return changes.length;
}
