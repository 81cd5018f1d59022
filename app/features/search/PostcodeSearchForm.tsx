import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { Button, PostcodeField } from '@ds';
import { useStores } from '../../stores/StoresContext';
import * as styles from './PostcodeSearchForm.css';
import { usePostcodeForm } from './usePostcodeForm';

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
 * postcode gets its message (requirements 5.3), and a valid one goes to /search/car/ with the PostCode parameter.
 */
export const PostcodeSearchForm = observer(function PostcodeSearchForm({
  label,
  size = 'medium',
  onSearch,
}: PostcodeSearchFormProps) {
  const { audit } = useStores();
  const navigate = useNavigate();
  const { field, submit } = usePostcodeForm((postcode) => {
    void audit.record('HomeSearch', [postcode, 'car']);
    onSearch?.();
    void navigate(`/search/car/?PostCode=${encodeURIComponent(postcode)}`);
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={label}>
      <PostcodeField {...field} />
      <div>
        <Button type="submit" size={size}>
          Search cars
        </Button>
      </div>
    </form>
  );
});
