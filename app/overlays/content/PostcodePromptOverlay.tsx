import { Button, PostcodeField, Stack, Text } from '@ds';
import { usePostcodeForm } from '../../features/search/usePostcodeForm';
import { OverlayLayout } from '../OverlayLayout';
import type { OverlayProps } from '../types';

/**
 * `postcode-prompt` and `vdp-force-postcode` (the vehicle page's, for the distance to the dealer): asks for a postcode before something that needs one (distances, delivery).
 * Data: `reason` (why we ask), `onPostcode(postcode)` (told the valid, normalised postcode).
 */
export default function PostcodePromptOverlay({ data, close }: OverlayProps<'postcode-prompt' | 'vdp-force-postcode'>) {
  const onPostcode = data.onPostcode;
  const { field, submit } = usePostcodeForm((postcode) => {
    onPostcode?.(postcode);
    close();
  });

  return (
    <OverlayLayout title="Enter your postcode" close={close} closeLabel={null}>
      <form onSubmit={submit} noValidate>
        <Stack space="medium">
          <Text>{data.reason ?? 'We use your postcode to show how far each vehicle is from you.'}</Text>
          <PostcodeField {...field} />
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
