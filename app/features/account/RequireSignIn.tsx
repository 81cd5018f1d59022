import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signInHref } from '../../lib/returnUrl';
import { useStores } from '../../stores/StoresContext';
import { PageLoading } from '../shell/PageLoading';

/**
 * An account page: shown when signed in; a signed-out visit goes to sign in, which comes back here
 * afterwards (`?returnUrl=`, a path of this site only). Waits for the session while it loads.
 */
const RequireSignIn = observer(function RequireSignIn({ children }: { children: ReactNode }) {
  const { session } = useStores();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const known = session.status === 'loaded' || session.status === 'failed';
  const signedOut = known && !session.isSignedIn;

  useEffect(() => {
    if (signedOut) void navigate(signInHref(`${pathname}${search}${hash}`), { replace: true });
  }, [signedOut, navigate, pathname, search, hash]);

  return session.isSignedIn ? children : <PageLoading />;
});

export default RequireSignIn;
