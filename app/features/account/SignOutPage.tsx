import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Button, Inline, Link, Text } from '@ds';
import { signInPath, signOutPath } from '../../lib/returnUrl';
import { accountStore } from '../../stores/AccountStore';
import { useStore } from '../../stores/StoresContext';
import { Page } from '../shell/Page';

const headings = {
  idle: 'Signing you out',
  loading: 'Signing you out',
  loaded: 'You have signed out',
  failed: 'You are still signed in',
} as const;

/**
 * `/account/logoff/`: signs out as it opens, then says so with ways on. The header, menus and
 * shortlist follow the new session without a reload.
 */
const SignOutPage = observer(function SignOutPage() {
  const account = useStore(accountStore);
  useEffect(() => void account.signOut(), [account]);
  const status = account.signOutStatus;

  return (
    <Page
      title="Sign out"
      heading={headings[status]}
      description="Sign out of your Forecourt account."
      trail={[{ label: 'Sign out', href: signOutPath }]}
    >
      {status === 'loaded' ? (
        <>
          <Text role="status">You have signed out of your Forecourt account on this device.</Text>
          <Inline space="large">
            <Link href="/" variant="standalone">
              Search used cars and vans
            </Link>
            <Link href={signInPath} variant="standalone">
              Sign in again
            </Link>
          </Inline>
        </>
      ) : status === 'failed' ? (
        <>
          <Text role="alert">{account.signOutError}</Text>
          <div>
            <Button onPress={() => void account.signOut()}>Try again</Button>
          </div>
        </>
      ) : (
        <Text role="status">Signing you out…</Text>
      )}
    </Page>
  );
});

export default SignOutPage;
