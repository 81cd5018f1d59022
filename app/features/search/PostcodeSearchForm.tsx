import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { Button } from '@ds';
import { isValidPostcode, normalisePostcode, postcodeMaxLength, postcodeMessages } from '../../lib/uk/postcode';
import { useStores } from '../../stores/StoresContext';
import * as styles from './PostcodeSearchForm.css';

export interface PostcodeSearchFormProps {
  /** The form's accessible name. */
  label: string;
  /** Keeps field ids unique when two forms share a page. */
  idPrefix: string;
  size?: 'medium' | 'large';
  /** Called after a valid search starts (e.g. to close the panel the form sits in). */
  onSearch?: () => void;
}

/**
 * "Your postcode" + "Search cars": the quickest way into a search (home page, the empty Recent
 * panel). An empty postcode and an invalid one get the spec's messages; a valid one goes to
 * /search/car/ with the PostCode parameter.
 * TODO(S3/S5): use the design system's PostcodeField once it lands.
 */
export const PostcodeSearchForm = observer(function PostcodeSearchForm({
  label,
  idPrefix,
  size = 'medium',
  onSearch,
}: PostcodeSearchFormProps) {
  const { audit } = useStores();
  const navigate = useNavigate();
  const [postcode, setPostcode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = normalisePostcode(postcode);
    const message = !value
      ? postcodeMessages.requiredOnSubmit
      : isValidPostcode(value)
        ? null
        : postcodeMessages.invalid;
    setError(message);
    if (message) return;
    void audit.record('HomeSearch', [value, 'car']);
    onSearch?.();
    void navigate(`/search/car/?PostCode=${encodeURIComponent(value)}`);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={label}>
      <TextField
        id={`${idPrefix}-postcode`}
        className={styles.field}
        value={postcode}
        onChange={(value) => {
          setPostcode(value);
          setError(null);
        }}
        maxLength={postcodeMaxLength}
        isInvalid={error !== null}
        validationBehavior="aria"
        autoComplete="postal-code"
      >
        <Label className={styles.label}>Your postcode</Label>
        <Input className={styles.input} placeholder="e.g. SW1A 1AA" spellCheck={false} />
        <FieldError className={styles.error}>{error}</FieldError>
      </TextField>
      <div>
        <Button type="submit" size={size}>
          Search cars
        </Button>
      </div>
    </form>
  );
});
