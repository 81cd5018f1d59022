import { useParams } from 'react-router';
import { Link, Text } from '@ds';
import { NotFoundPage } from '../errors/NotFoundPage';
import { Page } from './Page';
import { upcomingPages, type UpcomingPageName } from './upcoming';

/**
 * A route whose page a later issue builds: its real title, breadcrumbs and h1, and an honest word
 * that the page is not open yet, with a way on. Parameters that name nothing real give the 404.
 */
export function UpcomingPage({ name }: { name: UpcomingPageName }) {
  const meta = upcomingPages[name](useParams());
  if (!meta) return <NotFoundPage />;
  return (
    <Page title={meta.title} description={meta.description} trail={meta.trail}>
      <Text>This page is not open yet. You can search used cars and vans near you from the home page.</Text>
      <Text>
        <Link href="/" variant="standalone">
          Search by postcode
        </Link>
      </Text>
    </Page>
  );
}

export default UpcomingPage;
