import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { Button } from '@ds';
import { isValidPostcode, normalisePostcode, postcodeMaxLength, postcodeMessages } from '../../lib/uk/postcode';
import { useStores } from '../../stores/StoresContext';
import { usePage } from '../shell/usePage';
import * as styles from './HomePage.css';

export const HomePage = observer(function HomePage() {
  usePage({
    title: 'Used cars and vans for sale from UK dealers',
    description:
      'Search thousands of used cars and vans from UK dealers near you. Compare prices, monthly costs and finance, shortlist favourites and contact dealers.',
  });
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
    void navigate(`/search/car/?PostCode=${encodeURIComponent(value)}`);
  };

  return (
    <section className={styles.hero} aria-labelledby="home-heading">
      <h1 id="home-heading" className={styles.heading}>
        Find your next used car or van
      </h1>
      <p className={styles.lede}>
        Thousands of cars and vans from trusted UK dealers, with prices and monthly costs up front.
      </p>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Search used cars">
        <TextField
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
          <Button type="submit" size="large">
            Search cars
          </Button>
        </div>
      </form>
    </section>
  );
});
