import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import * as styles from './Form.css';

export type FormProps = Omit<RACFormProps, 'className' | 'style'>;

/**
 * A form on react-aria-components' Form. Validation is reported through ARIA and the ErrorSummary
 * (GOV.UK), not the browser's bubbles, so `validationBehavior` defaults to "aria". Server errors go in
 * `validationErrors`, keyed by field name.
 */
export function Form({ validationBehavior = 'aria', ...props }: FormProps) {
  return <RACForm {...props} validationBehavior={validationBehavior} className={styles.root} />;
}
