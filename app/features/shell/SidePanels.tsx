import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { Drawer, Link, Stack } from '@ds';
import { useStores } from '../../stores/StoresContext';
import { Loading } from './Loading';

// Each panel's content (and its store) loads the first time that panel opens, not with the burger menu.
const RecentPanel = lazy(() => import('../recent/RecentPanel'));
const ShortlistPanel = lazy(() => import('../shortlist/ShortlistPanel'));

/**
 * The Recent, Shortlist and Account panels opened from the header. The shortlist takes the whole
 * width (a row of cards, as many as the screen allows); the others slide in at the side.
 */
const SidePanels = observer(function SidePanels() {
  const { menus } = useStores();
  const close = () => menus.closeAll();
  const onOpenChange = (open: boolean) => {
    if (!open) close();
  };
  return (
    <>
      <Drawer isOpen={menus.isOpen('recent')} onOpenChange={onOpenChange} title="Recently viewed">
        <Suspense fallback={<Loading label="Loading recently viewed vehicles" />}>
          <RecentPanel onClose={close} />
        </Suspense>
      </Drawer>
      <Drawer isOpen={menus.isOpen('shortlist')} onOpenChange={onOpenChange} title="Your shortlist" placement="top">
        <Suspense fallback={<Loading label="Loading your shortlist" />}>
          <ShortlistPanel onClose={close} />
        </Suspense>
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
