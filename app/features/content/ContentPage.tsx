import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Button, Heading, Link, Stack, Text } from '@ds';
import { useStores } from '../../stores/StoresContext';
import { Page } from '../shell/Page';
import { contentPages, type ContentPageData, type ContentPageName } from './content';
import * as styles from './ContentPage.css';

/**
 * One of the footer's information pages: the same frame, its own words (content.ts). `children` (the
 * contact page's forms) come after the words, before Share this page.
 */
export const ContentPage = observer(function ContentPage({
  name,
  children,
}: {
  name: ContentPageName;
  children?: ReactNode;
}) {
  const { modal } = useStores();
  const page: ContentPageData = contentPages[name];
  return (
    <Page title={page.title} description={page.description} trail={[{ label: page.title, href: page.path }]}>
      <div className={styles.prose}>
        <Stack space="large">
          <Text size="large" tone="subtle">
            {page.intro}
          </Text>
          {page.sections.map((section) => (
            <Stack as="section" space="small" key={section.heading}>
              <Heading level={2}>{section.heading}</Heading>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
              {section.links?.length ? (
                <Stack as="ul" space="small">
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} isExternal={link.external}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </Stack>
              ) : null}
            </Stack>
          ))}
          {children}
          <div>
            <Button variant="secondary" onPress={() => modal.open('social-share', { title: page.title })}>
              Share this page
            </Button>
          </div>
        </Stack>
      </div>
    </Page>
  );
});

export default ContentPage;
