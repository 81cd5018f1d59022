import type { ReactNode } from 'react';
import {
  FieldError as RACFieldError,
  Label as RACLabel,
  Text as RACText,
  type ValidationResult,
} from 'react-aria-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './field.css';

/** What a field's error may be: a fixed message or one computed from the validation result. */
type FieldErrorMessage = string | ((validation: ValidationResult) => string);

/** The props every field shares: Label + Description + FieldError (STYLE.md: Fields). */
export interface FieldTextProps {
  /** The visible label; every field has one. */
  label: ReactNode;
  /** A hint under the label, read after the label through aria-describedby. */
  description?: ReactNode;
  /** Shown when the field is invalid, after a visually hidden "Error:" (GOV.UK). */
  errorMessage?: FieldErrorMessage;
}

export const fieldWidths = ['full', 'long', 'medium', 'short'] as const;
export type FieldWidth = (typeof fieldWidths)[number];

export function FieldLabel({ children, elementType }: { children: ReactNode; elementType?: string }) {
  return (
    <RACLabel className={styles.label} elementType={elementType}>
      {children}
    </RACLabel>
  );
}

function FieldDescription({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null) return null;
  return (
    <RACText slot="description" className={styles.description}>
      {children}
    </RACText>
  );
}

/** RAC's FieldError (rendered only while the field is invalid) with the GOV.UK "Error:" prefix. */
function FieldErrorText({ errorMessage }: { errorMessage?: FieldErrorMessage }) {
  return (
    <RACFieldError className={styles.error}>
      {(validation) => (
        <>
          <VisuallyHidden>Error: </VisuallyHidden>
          {typeof errorMessage === 'function'
            ? errorMessage(validation)
            : (errorMessage ?? validation.validationErrors.join(' '))}
        </>
      )}
    </RACFieldError>
  );
}

/** The standard parts in order: label, hint, error; the control follows as children. */
export function FieldParts({ label, description, errorMessage, children }: FieldTextProps & { children: ReactNode }) {
  return (
    <>
      <FieldLabel>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText errorMessage={errorMessage} />
      {children}
    </>
  );
}
