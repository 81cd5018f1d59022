import { Stack, Text } from '@ds';
import { OverlayLayout } from '../OverlayLayout';
import type { MessageData } from '../types';

/**
 * `success` and `form-confirmation`: a title and paragraphs of text.
 * Data: `title`, `message` (one paragraph) or `paragraphs` (several), `reference` (shown for forms).
 */
export function MessageOverlay({
  data,
  close,
  defaultTitle,
}: {
  data: Readonly<MessageData>;
  close: () => void;
  defaultTitle: string;
}) {
  const paragraphs = [data.message ?? '', ...(data.paragraphs ?? [])].filter(Boolean);
  const reference = data.reference ?? '';
  return (
    <OverlayLayout title={data.title ?? defaultTitle} close={close}>
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
