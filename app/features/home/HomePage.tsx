import { Text } from '@ds';
import { PostcodeSearchForm } from '../search/PostcodeSearchForm';
import { Page } from '../shell/Page';
import * as styles from './HomePage.css';

export function HomePage() {
  return (
    <div className={styles.hero}>
      <Page
        title="Used cars and vans for sale from UK dealers"
        description="Search thousands of used cars and vans from UK dealers near you. Compare prices, monthly costs and finance, shortlist favourites and contact dealers."
        heading="Find your next used car or van"
      >
        <Text size="large" tone="subtle">
          Thousands of cars and vans from trusted UK dealers, with prices and monthly costs up front.
        </Text>
        <PostcodeSearchForm label="Search used cars" size="large" />
      </Page>
    </div>
  );
}
