import { observer } from 'mobx-react-lite';
import { Button, Icon, Stack } from '@ds';
import { useStores } from '../../stores/StoresContext';
import { mainNavigation } from './navigation';
import { NavGroups } from './NavGroups';
import { PanelFrame } from './PanelFrame';

/** The burger menu of small screens: the main menus, then one menu's links with Back and close. */
export const MobileMenu = observer(function MobileMenu() {
  const { menus } = useStores();
  const section = mainNavigation.find((menu) => menu.id === menus.mobileSection);
  return (
    <PanelFrame
      isOpen={menus.isOpen('mobile')}
      onClose={() => menus.closeAll()}
      title={section ? section.label : 'Menu'}
      start={
        section ? (
          <Button variant="tertiary" size="small" onPress={() => menus.back()}>
            <Icon name="chevronLeft" size="small" />
            Back
          </Button>
        ) : null
      }
    >
      {section ? (
        <NavGroups groups={section.groups} headingLevel={3} />
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
    </PanelFrame>
  );
});

export default MobileMenu;
