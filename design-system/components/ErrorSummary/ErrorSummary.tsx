import { useEffect, useId, useRef, type MouseEvent } from 'react';
import * as styles from './ErrorSummary.css';

export interface ErrorSummaryItem {
  /**
   * The id of the field's input (or first input of a group), where the link moves focus. Without one
   * the message is shown as text: an error about the whole form (GOV.UK lists those too).
   */
  fieldId?: string;
  message: string;
}

export interface ErrorSummaryProps {
  /** Each invalid field's message and the id of its input; each links to its field. */
  errors: readonly ErrorSummaryItem[];
  /** The heading; "There is a problem" by default. */
  title?: string;
  /**
   * When the summary takes focus: each time this value changes while there are errors (e.g. a count
   * of failed submits), so fixing one field on blur does not pull focus back. Without it, focus moves
   * whenever the list of errors changes.
   */
  focusKey?: string | number;
}

/**
 * The GOV.UK error summary: at the top of a form after a failed submit it takes focus, is announced,
 * and links each error to its field. Renders nothing while there are no errors.
 */
export function ErrorSummary({ errors, title = 'There is a problem', focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hasErrors = errors.length > 0;
  const focusOn = focusKey ?? errors;

  useEffect(() => {
    const summary = ref.current;
    if (!hasErrors || !summary) return;
    // Brought in at the top of what scrolls (a page, or a small dialog at 400 % zoom), its focus ring
    // in sight too (its scroll margin), then focused where it is.
    summary.scrollIntoView?.({ block: 'start' });
    summary.focus({ preventScroll: true });
  }, [hasErrors, focusOn]);

  if (!hasErrors) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    // GOV.UK: bring the field's label (or legend) into view with the field, then focus the field.
    const label =
      field.closest('fieldset, [role="group"], [role="radiogroup"]') ??
      document.querySelector(`label[for="${fieldId}"]`);
    (label ?? field).scrollIntoView?.();
    field.focus({ preventScroll: true });
  };

  return (
    <div ref={ref} tabIndex={-1} className={styles.root} aria-labelledby={titleId}>
      <div role="alert">
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <ul className={styles.list}>
          {errors.map(({ fieldId, message }) => (
            <li key={`${fieldId ?? ''}:${message}`}>
              {fieldId ? (
                <a href={`#${fieldId}`} className={styles.link} onClick={(event) => focusField(event, fieldId)}>
                  {message}
                </a>
              ) : (
                <span className={styles.message}>{message}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
