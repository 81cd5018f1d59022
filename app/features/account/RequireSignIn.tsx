import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { signInHref } from '../../lib/returnUrl';
import { useStores } from '../../stores/StoresContext';
import { PageLoading } from '../shell/PageLoading';

/**
 * An account page: shown when signed in; a signed-out visit goes to sign in, which comes back here
 * afterwards (`?returnUrl=`, a path of this site only). Waits for the session while it loads.
 */
export const RequireSignIn = observer(function RequireSignIn({ children }: { children: ReactNode }) {
  const { session } = useStores();
  const { pathname, search, hash } = useLocation();
  if (session.status === 'idle' || session.status === 'loading') return <PageLoading />;
  if (!session.isSignedIn) return <Navigate to={signInHref(`${pathname}${search}${hash}`)} replace />;
  return children;
});

export default RequireSignIn;
