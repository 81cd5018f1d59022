import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { formatNumber, Link, Text } from '@ds';
import { useStores } from '../../stores/StoresContext';
import { Page } from '../shell/Page';
import * as styles from './ManufacturersPage.css';

/** /used-cars/manufacturers/: every make, A to Z, each linking to its own used cars page. */
const ManufacturersPage = observer(function ManufacturersPage() {
  const { directory } = useStores();
  useEffect(() => void directory.loadMakes('car'), [directory]);
  return (
    <Page
      title="Used cars by manufacturer"
      description="Every make of used car for sale from UK dealers, from Audi to Volvo."
      trail={[
        { label: 'Used cars', href: '/used-cars/' },
        { label: 'Manufacturers', href: '/used-cars/manufacturers/' },
      ]}
    >
      {directory.makesState === 'failed' ? (
        <Text role="alert">Sorry, we could not load the manufacturers. Please refresh the page and try again.</Text>
      ) : (
        <ul className={styles.makes} aria-busy={directory.makesState !== 'loaded'}>
          {directory.makesByName.map((make) => (
            <li key={make.Value}>
              <Link href={`/${make.Value}/used-cars/`}>{make.Name ?? make.Value}</Link>
              {make.Counter === undefined ? null : (
                <Text elementType="span" size="small" tone="subtle">
                  {' '}
                  {formatNumber(make.Counter)} cars
                </Text>
              )}
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
});

export default ManufacturersPage;
