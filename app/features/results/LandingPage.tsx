import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../errors/NotFoundPage';
import { landings, type LandingName } from './landings';
import { ResultsView } from './ResultsPage';

/** A landing page: results with the route's criterion preset, under its own h1, title and description. */
export function LandingPage({ name }: { name: LandingName }) {
  const params = useParams();
  const { pathname } = useLocation();
  const key = JSON.stringify(params);
  // One landing (and so one preset function) per route and parameters, so results load once.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const landing = useMemo(() => landings[name](params), [name, key]);
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
}

export default LandingPage;
