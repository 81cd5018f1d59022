import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, normalisePostcode, PostcodeField } from '@ds';
import { postcodeSubmitError } from '../../lib/uk/postcode';
import { useStores } from '../../stores/StoresContext';
import * as styles from './PostcodeSearchForm.css';

export interface PostcodeSearchFormProps {
  /** The form's accessible name. */
  label: string;
  size?: 'medium' | 'large';
  /** Called after a valid search starts (e.g. to close the panel the form sits in). */
  onSearch?: () => void;
}

/**
 * "Your postcode" + "Search cars": the quickest way into a search (home page, the empty Recent
 * panel). The field checks the postcode 1 s after typing stops; on submit an empty or invalid
 * postcode gets the spec's message, and a valid one goes to /search/car/ with the PostCode parameter.
 */
export const PostcodeSearchForm = observer(function PostcodeSearchForm({
  label,
  size = 'medium',
  onSearch,
}: PostcodeSearchFormProps) {
  const { audit } = useStores();
  const navigate = useNavigate();
  const [postcode, setPostcode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = postcodeSubmitError(postcode);
    setError(message);
    if (message) return;
    const value = normalisePostcode(postcode);
    void audit.record('HomeSearch', [value, 'car']);
    onSearch?.();
    void navigate(`/search/car/?PostCode=${encodeURIComponent(value)}`);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={label}>
      <PostcodeField
        label="Your postcode"
        value={postcode}
        onChange={(value) => {
          setPostcode(value);
          setError(null);
        }}
        isInvalid={error !== null}
        errorMessage={error ?? undefined}
      />
      <div>
        <Button type="submit" size={size}>
          Search cars
        </Button>
      </div>
    </form>
  );
});
