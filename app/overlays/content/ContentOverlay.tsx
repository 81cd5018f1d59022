import { Heading, Link, Stack, Text } from '@ds';
import { OverlayLayout } from '../OverlayLayout';
import type { OverlayProps } from '../types';

/**
 * `modal-content`: an explanation that belongs beside what it explains rather than on a page of its
 * own (what an admin fee is, what a price label was judged against), so the person keeps their place.
 * A title, a message or paragraphs, optional headed sections and a link to read more. Data: `title`,
 * `message`, `paragraphs`, `sections`, `link`.
 */
export default function ContentOverlay({ data, close }: OverlayProps<'modal-content'>) {
  const paragraphs = [data.message ?? '', ...(data.paragraphs ?? [])].filter(Boolean);
  return (
    <OverlayLayout title={data.title ?? 'More information'} close={close}>
      <Stack space="large">
        {paragraphs.length ? (
          <Stack space="medium">
            {paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
        ) : null}
        {data.sections?.map((section) => (
          <Stack as="section" space="small" key={section.heading}>
            <Heading level={3} size="large">
              {section.heading}
            </Heading>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
        ))}
        {data.link ? (
          <Text>
            <Link href={data.link.href}>{data.link.label}</Link>
          </Text>
        ) : null}
      </Stack>
    </OverlayLayout>
  );
}
