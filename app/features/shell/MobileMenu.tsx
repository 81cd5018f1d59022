import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Button, Drawer, Icon, Stack } from '@ds';
import { useStores } from '../../stores/StoresContext';
import { mainNavigation } from './navigation';
import { NavGroups } from './NavGroups';

/** The burger menu of small screens: the main menus, then one menu's links with Back and close, in the
 * design system's Drawer (scroll lock, focus trap, Escape and the overlay close it, focus returns). */
const MobileMenu = observer(function MobileMenu() {
  const { menus } = useStores();
  const section = mainNavigation.find((menu) => menu.id === menus.mobileSection);
  const isOpen = menus.isOpen('mobile');

  // The menu stays open across the large-screen breakpoint. Closed on a large screen, where its own
  // button is hidden, focus (which react-aria returns to that button) goes to the first main menu.
  useEffect(() => {
    if (!isOpen) return;
    return () => {
      if (!menus.isLargeScreen) return;
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          if (document.activeElement && document.activeElement !== document.body) return;
          document.querySelector<HTMLElement>('nav[aria-label="Main"] button')?.focus();
        }),
      );
    };
  }, [isOpen, menus]);
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) menus.closeAll();
      }}
      title={section ? section.label : 'Menu'}
    >
      {section ? (
        <Stack space="large">
          <div>
            <Button variant="tertiary" size="small" onPress={() => menus.back()}>
              <Icon name="chevronLeft" size="small" />
              Back
            </Button>
          </div>
          <NavGroups groups={section.groups} headingLevel={3} />
        </Stack>
      ) : (
        <Stack as="ul" space="xsmall">
          {mainNavigation.map((menu) => (
            <li key={menu.id}>
              <Button variant="tertiary" fullWidth onPress={() => menus.openSection(menu.id)}>
                {menu.label}
                <Icon name="chevronRight" size="small" />
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </Drawer>
  );
});

export default MobileMenu;
