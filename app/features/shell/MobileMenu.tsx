import { observer } from 'mobx-react-lite';
import { Button, Drawer, Icon, Stack } from '@ds';
import { useStores } from '../../stores/StoresContext';
import { mainNavigation } from './navigation';
import { NavGroups } from './NavGroups';

/** The burger menu of small screens: the main menus, then one menu's links with Back and close, in the
 * design system's Drawer (scroll lock, focus trap, Escape and the overlay close it, focus returns). */
export const MobileMenu = observer(function MobileMenu() {
  const { menus } = useStores();
  const section = mainNavigation.find((menu) => menu.id === menus.mobileSection);
  return (
    <Drawer
      isOpen={menus.isOpen('mobile')}
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
