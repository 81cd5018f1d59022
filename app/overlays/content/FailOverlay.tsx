import { Button, Text } from '@ds';
import { OverlayLayout } from '../OverlayLayout';
import type { OverlayProps } from '../types';

/**
 * `fail`: something did not work (a chunk did not load, a request failed). Bundled with the app, not
 * loaded on demand, because it is what shows when loading on demand fails.
 */
export default function FailOverlay({ data, close }: OverlayProps<'fail'>) {
  const retry = data.retry;
  return (
    <OverlayLayout
      title={data.title ?? 'Sorry, something went wrong'}
      close={close}
      actions={
        retry ? (
          <Button
            onPress={() => {
              close();
              retry();
            }}
          >
            Try again
          </Button>
        ) : null
      }
    >
      <Text>{data.message ?? 'Please check your internet connection and try again.'}</Text>
    </OverlayLayout>
  );
}
