import { useEffect, useId, useRef, type MouseEvent } from 'react';
import * as styles from './ErrorSummary.css';

export interface ErrorSummaryItem {
  /** The id of the field's input (or first input of a group), where the link moves focus. */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  errors: readonly ErrorSummaryItem[];
  title?: string;
}

/**
 * The GOV.UK error summary: at the top of a form after a failed submit it takes focus, is announced,
 * and links each error to its field. Renders nothing while there are no errors.
 */
export function ErrorSummary({ errors, title = 'There is a problem' }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [hasErrors, errors]);

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
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a
                href={`#${error.fieldId}`}
                className={styles.link}
                onClick={(event) => focusField(event, error.fieldId)}
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
