import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router';
import { Button, Icon, Link } from '@ds';
import { requestCriteria } from '@domain/search/criteria';
import type { VehicleType } from '../../lib/catalogue';
import { signInHref } from '../../lib/returnUrl';
import { useStores } from '../../stores/StoresContext';
import { useSignedIn } from '../shell/useSignedIn';

/**
 * 'Save this search', once there are results to save. Saving needs an account: signed out, the
 * button is a way to sign in that comes back here.
 */
export const SaveSearchAction = observer(function SaveSearchAction({ vehicleType }: { vehicleType: VehicleType }) {
  const { results, search, modal } = useStores();
  const signedIn = useSignedIn();
  const location = useLocation();
  if (!results.isLoaded || results.results.length === 0) return null;
  return signedIn ? (
    <Button
      variant="secondary"
      onPress={() =>
        modal.open('save-search-form', {
          vehicleType,
          criteria: requestCriteria({ ...search.panel, PaginationCurrentPage: 1 }),
        })
      }
    >
      <Icon name="plus" size="small" />
      Save this search
    </Button>
  ) : (
    <Link href={signInHref(location.pathname + location.search)} variant="standalone">
      Sign in to save this search
    </Link>
  );
});
