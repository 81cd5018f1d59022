import { Stack, Text } from '@ds';
import { OverlayLayout } from '../OverlayLayout';
import { text, textList, type OverlayProps } from '../types';

/**
 * `success`, `form-confirmation` and `modal-content`: a title and paragraphs of text.
 * Data: `title`, `message` (one paragraph) or `paragraphs` (several), `reference` (shown for forms).
 */
export function MessageOverlay({ data, close, defaultTitle }: OverlayProps & { defaultTitle: string }) {
  const paragraphs = [text(data, 'message'), ...textList(data, 'paragraphs')].filter(Boolean);
  const reference = text(data, 'reference');
  return (
    <OverlayLayout title={text(data, 'title', defaultTitle)} close={close}>
      <Stack space="medium">
        {paragraphs.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
        {reference ? (
          <Text>
            Your reference is <strong>{reference}</strong>.
          </Text>
        ) : null}
      </Stack>
    </OverlayLayout>
  );
}
