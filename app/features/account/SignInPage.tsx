import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Text } from '@ds';
import { accountHomePath, returnUrlParameter, safeReturnPath, signInPath } from '../../lib/returnUrl';
import { useStores } from '../../stores/StoresContext';
import { Page } from '../shell/Page';
import { SignInForm } from './SignInForm';

/**
 * `/account/signin/`: the sign-in form as a page. Signed in (now, or already), it goes on to the page
 * named by `?returnUrl=` when that is a page of this site, else to the account home.
 */
const SignInPage = observer(function SignInPage() {
  const { session } = useStores();
  const navigate = useNavigate();
  const returnPath = safeReturnPath(new URLSearchParams(useLocation().search).get(returnUrlParameter));
  const destination = returnPath ?? accountHomePath;
  const signedIn = session.isSignedIn;

  // Signing in changes the session, and this sends the person on (replacing the sign-in page in history).
  useEffect(() => {
    if (signedIn) void navigate(destination, { replace: true });
  }, [signedIn, destination, navigate]);

  return (
    <Page
      title="Sign in"
      description="Sign in to your Forecourt account to keep your shortlist and saved searches on every device."
      trail={[{ label: 'Sign in', href: signInPath }]}
    >
      <Text>
        {returnPath
          ? 'Please sign in to see that page.'
          : 'Sign in to keep your shortlist and saved searches on every device.'}
      </Text>
      <SignInForm />
    </Page>
  );
});

export default SignInPage;
