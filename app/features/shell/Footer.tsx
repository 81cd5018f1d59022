import { observer } from 'mobx-react-lite';
import { Button, Inline, Link, Stack, Text } from '@ds';
import { useStores } from '../../stores/StoresContext';
import { copyrightLine, legalText } from './legal';
import { NavGroups } from './NavGroups';
import { footerNavigation, socialLinks } from './navigation';
import * as styles from './Footer.css';

/** The site footer: link table, Dealer login, Get the app, social links, legal text and copyright. */
export const Footer = observer(function Footer() {
  const { modal } = useStores();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Footer">
          <NavGroups groups={footerNavigation} />
        </nav>
        <div className={styles.bar}>
          <Inline space="large">
            <Button variant="secondary" size="small" onPress={() => modal.open('dealer-tools')}>
              Dealer login
            </Button>
            <Button variant="secondary" size="small" onPress={() => modal.open('cazoo-qr')}>
              Get the app
            </Button>
            <Inline as="ul" space="medium" aria-label="Forecourt on social media">
              {socialLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} isExternal variant="subtle">
                    {link.label}
                  </Link>
                </li>
              ))}
            </Inline>
          </Inline>
        </div>
        <Stack space="small">
          {legalText.map((paragraph) => (
            <Text size="small" tone="subtle" key={paragraph}>
              {paragraph}
            </Text>
          ))}
          <Text size="small" tone="subtle">
            {copyrightLine()}
          </Text>
        </Stack>
      </div>
    </footer>
  );
});
