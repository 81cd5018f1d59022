import { useId, type ReactNode } from 'react';
import { Heading, Stack, Text } from '@ds';
import { Page } from '../shell/Page';
import * as styles from './SellPages.css';
import type { SellPageMeta } from './sellPages';

/** A sell page: its title, breadcrumbs and h1, an introduction, then its sections, as readable prose. */
export function SellPage({ meta, intro, children }: { meta: SellPageMeta; intro: ReactNode; children: ReactNode }) {
  return (
    <Page title={meta.title} description={meta.description} trail={meta.trail}>
      <div className={styles.prose}>
        <Stack space="xlarge">
          <Text size="large" tone="subtle">
            {intro}
          </Text>
          {children}
        </Stack>
      </div>
    </Page>
  );
}

/** A part of a sell page or of the valuation: a region named by its heading. */
export function SellSection({
  heading,
  level = 2,
  children,
}: {
  heading: ReactNode;
  /** 2 on a page (under its h1), 3 in an overlay (under its title). */
  level?: 2 | 3;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Stack space="small">
        <Heading level={level} size="large" id={id}>
          {heading}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}
