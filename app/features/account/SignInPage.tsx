import { observer } from 'mobx-react-lite';
import { Navigate, useSearchParams } from 'react-router';
import { Text } from '@ds';
import { accountHomePath, returnUrlParameter, safeReturnPath, signInPath } from '../../lib/returnUrl';
import { useStores } from '../../stores/StoresContext';
import { Page } from '../shell/Page';
import { SignInForm } from './SignInForm';

/**
 * `/account/signin/`: the sign-in form as a page. Signed in (now, or already), it goes on to the page
 * named by `?returnUrl=` when that is a page of this site, else to the account home.
 */
export const SignInPage = observer(function SignInPage() {
  const { session } = useStores();
  const [params] = useSearchParams();
  const returnPath = safeReturnPath(params.get(returnUrlParameter));

  // Signing in changes the session, and this sends the person on (replacing the sign-in page in history).
  if (session.isSignedIn) return <Navigate to={returnPath ?? accountHomePath} replace />;
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
