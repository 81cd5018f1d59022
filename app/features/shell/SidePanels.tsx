import { observer } from 'mobx-react-lite';
import { Drawer, Link, Stack, Text } from '@ds';
import { PostcodeSearchForm } from '../search/PostcodeSearchForm';
import { useStores } from '../../stores/StoresContext';

/**
 * The Recent, Shortlist and Account side panels opened from the header: frames, titles and empty
 * states. Their vehicle lists come with the shortlist and recently viewed features.
 */
export const SidePanels = observer(function SidePanels() {
  const { menus, session } = useStores();
  const close = () => menus.closeAll();
  const onOpenChange = (open: boolean) => {
    if (!open) close();
  };
  return (
    <>
      <Drawer isOpen={menus.isOpen('recent')} onOpenChange={onOpenChange} title="Recently viewed">
        <Stack space="medium">
          <Text>You haven’t viewed any vehicles yet. The last 4 you look at will appear here.</Text>
          <PostcodeSearchForm label="Search cars near you" onSearch={close} />
        </Stack>
      </Drawer>
      <Drawer isOpen={menus.isOpen('shortlist')} onOpenChange={onOpenChange} title="Your shortlist">
        <Stack space="medium">
          <Text>Your shortlist is empty. Select the heart on any advert to save up to 25 vehicles here.</Text>
          {session.isSignedIn ? null : (
            <Text size="small" tone="subtle">
              Sign in to keep your shortlist on every device.
            </Text>
          )}
        </Stack>
      </Drawer>
      <Drawer isOpen={menus.isOpen('account')} onOpenChange={onOpenChange} title="Your account">
        <Stack as="ul" space="small">
          <li>
            <Link href="/account/mygarage/">Account home</Link>
          </li>
          <li>
            <Link href="/account/logoff/">Sign out</Link>
          </li>
        </Stack>
      </Drawer>
    </>
  );
});

export default SidePanels;
