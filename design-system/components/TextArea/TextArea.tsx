import { useEffect, useState } from 'react';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { formatNumber } from '../../format';
import { FieldParts, type FieldTextProps, type FieldWidth } from '../private/Field';
import * as fieldStyles from '../private/field.css';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'className' | 'style' | 'children'>, FieldTextProps {
  /** Visible lines before it grows a scroll bar (the person can drag it taller). */
  rows?: number;
  /**
   * The most characters the answer may have: a count under the box says how many are left (or how many
   * too many), GOV.UK's character count. Typing past it is allowed, so a pasted text is not cut off
   * unseen; the form's check refuses it.
   */
  characterLimit?: number;
  /** How wide the box is. */
  width?: FieldWidth;
}

/** How long after typing stops the count is announced (GOV.UK waits too, so not every key speaks). */
export const countAnnounceDelayMs = 1000;

/** The count's words: 'You have 1,980 characters remaining' or 'You have 5 characters too many'. */
export function characterCountText(length: number, limit: number): string {
  const left = limit - length;
  const plural = (n: number) => `${formatNumber(n)} character${n === 1 ? '' : 's'}`;
  return left >= 0 ? `You have ${plural(left)} remaining` : `You have ${plural(-left)} too many`;
}

/**
 * A labelled multi-line text box on react-aria-components' TextField and TextArea: label, hint and
 * error are wired into aria-describedby (the error after a visually hidden "Error:"). With a
 * `characterLimit`, the limit is in the description, the count shows under the box, and screen readers
 * hear the count once typing pauses.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  rows = 5,
  characterLimit,
  width = 'full',
  value,
  defaultValue,
  onChange,
  ...props
}: TextAreaProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const text = value ?? uncontrolled;
  const countText = characterLimit === undefined ? null : characterCountText(text.length, characterLimit);
  const announced = useAnnouncedLater(countText);
  return (
    <RACTextField
      {...props}
      value={text}
      onChange={(next) => {
        if (value === undefined) setUncontrolled(next);
        onChange?.(next);
      }}
      className={fieldStyles.field}
    >
      <FieldParts
        label={label}
        description={
          characterLimit === undefined ? (
            description
          ) : (
            <>
              {asSentence(description)}
              {description ? ' ' : null}
              <>You can enter up to {formatNumber(characterLimit)} characters.</>
            </>
          )
        }
        errorMessage={errorMessage}
      >
        <RACTextArea rows={rows} className={`${fieldStyles.control({ width })} ${styles.textArea}`} />
      </FieldParts>
      {countText !== null ? (
        <>
          <div className={styles.count} data-over={text.length > (characterLimit ?? Infinity) || undefined} aria-hidden>
            {countText}
          </div>
          <div className={visuallyHidden} aria-live="polite">
            {announced}
          </div>
        </>
      ) : null}
    </RACTextField>
  );
}

/**
 * A hint ends a sentence before the limit's sentence follows it: a GOV.UK hint has no full stop of its own, and
 * without one the two run together ('...asked you to do You can enter up to...').
 */
function asSentence(hint: TextAreaProps['description']): TextAreaProps['description'] {
  return typeof hint === 'string' && !/[.!?]$/.test(hint.trim()) ? `${hint.trim()}.` : hint;
}

/** `text`, once it has stayed the same for a moment (and nothing before the first change). */
function useAnnouncedLater(text: string | null): string {
  const [initial] = useState(text);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (text === initial) return;
    const timer = setTimeout(() => setAnnounced(text ?? ''), countAnnounceDelayMs);
    return () => clearTimeout(timer);
  }, [text, initial]);
  return announced;
}
