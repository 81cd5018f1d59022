import { useState, type FormEvent } from 'react';
import { Button, normalisePostcode, PostcodeField, Stack, Text } from '@ds';
import { postcodeSubmitError } from '../../lib/uk/postcode';
import { OverlayLayout } from '../OverlayLayout';
import { callback, text, type OverlayProps } from '../types';

/**
 * `postcode-prompt`: asks for a postcode before something that needs one (distances, delivery).
 * Data: `reason` (why we ask), `onPostcode(postcode)` (told the valid, normalised postcode).
 */
export default function PostcodePromptOverlay({ data, close }: OverlayProps) {
  const onPostcode = callback<[string]>(data, 'onPostcode');
  const [postcode, setPostcode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = postcodeSubmitError(postcode);
    setError(message);
    if (message) return;
    onPostcode?.(normalisePostcode(postcode));
    close();
  };

  return (
    <OverlayLayout title="Enter your postcode" close={close} closeLabel={null}>
      <form onSubmit={submit} noValidate>
        <Stack space="medium">
          <Text>{text(data, 'reason', 'We use your postcode to show how far each vehicle is from you.')}</Text>
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
            <Button type="submit">Continue</Button>{' '}
            <Button variant="tertiary" onPress={close}>
              Cancel
            </Button>
          </div>
        </Stack>
      </form>
    </OverlayLayout>
  );
}
