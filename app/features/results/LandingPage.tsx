import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { Text } from '@ds';
import { useStores } from '../../stores/StoresContext';
import { NotFoundPage } from '../errors/NotFoundPage';
import { Page } from '../shell/Page';
import { PageLoading } from '../shell/PageLoading';
import { landings, townLandings, type LandingName } from './landings';
import { ResultsView } from './ResultsPage';

/**
 * A landing page: results with the route's criterion preset, under its own h1, title and description.
 * A town landing first waits for the locations lookup (its town centre's postcode), showing the same
 * loading state as while the page's code loads (the shell's PageLoading), so the page appears once, complete, or as the 404.
 */
export const LandingPage = observer(function LandingPage({ name }: { name: LandingName }) {
  const { directory, dehydratedState } = useStores();
  const params = useParams();
  const { pathname } = useLocation();
  const key = JSON.stringify(params);
  const needsLocations = townLandings.has(name);
  const lookupState = needsLocations ? directory.locationsState : 'loaded';

  useEffect(() => {
    if (needsLocations) void directory.loadLocations();
  }, [directory, needsLocations]);

  // One landing (and so one preset function) per route, parameters and lookup, so results load once.
  const landing = useMemo(
    () =>
      lookupState === 'loaded'
        ? landings[name](params, {
            findTown: (county, town) => directory.findTown(county, town),
            // Only the server's render asks the makes lookup; the app's own links name listed makes.
            knowsMake: () => dehydratedState.notFound !== pathname,
          })
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [name, key, lookupState, directory],
  );

  if (lookupState === 'failed') {
    return (
      <Page title="Sorry, we could not load this page" description="The list of towns could not be loaded.">
        <Text role="alert">Sorry, we could not load the list of towns. Please refresh the page and try again.</Text>
      </Page>
    );
  }
  if (lookupState !== 'loaded') return <PageLoading />;
  if (!landing) return <NotFoundPage />;
  return (
    <ResultsView
      key={`${name}-${key}`}
      vehicleType={landing.vehicleType}
      preset={landing.preset}
      basePath={pathname}
      title={landing.title}
      description={landing.description}
      heading={landing.heading}
      trail={landing.trail}
      pageType="landing"
    />
  );
});

export default LandingPage;
