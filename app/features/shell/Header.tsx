import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useFocusWithin } from 'react-aria';
import { Button as RACButton } from 'react-aria-components';
import { Icon, IconButton, Link, SkipLink } from '@ds';
import { mainMenus, type MainMenu, type MenuName } from '../../stores/MenuStore';
import { useStores } from '../../stores/StoresContext';
import { useShortlist } from '../shortlist/useShortlist';
import { mainContentId } from './ids';
import { mainNavigation, type NavMenu } from './navigation';
import { NavGroups } from './NavGroups';
import * as styles from './Header.css';
import { useSignedIn } from './useSignedIn';

// The panels' code (react-aria's modal, focus scope) loads the first time one opens.
const MobileMenu = lazy(() => import('./MobileMenu'));
const SidePanels = lazy(() => import('./SidePanels'));
const ScrollLock = lazy(() => import('./ScrollLock'));

const isMainMenu = (name: MenuName | null): name is MainMenu => mainMenus.includes(name as MainMenu);

/**
 * The header (requirements 2.12, 4.7): skip link, logo, the main menus (a disclosure navigation on
 * large screens, the burger menu on small ones) and the Recent, Shortlist and Account/Sign in buttons.
 * One menu is open at a time; an open menu locks page scroll (react-aria compensates for the
 * scrollbar), Escape or a click on the overlay closes it and focus goes back to its button, and focus
 * moving out of it (Tab past its last link, or into the page) closes it.
 */
export const Header = observer(function Header() {
  const { menus } = useStores();
  const signedIn = useSignedIn();
  const mainOpen = isMainMenu(menus.active) ? menus.active : null;
  const triggers = useRef(new Map<MenuName, HTMLElement>());

  useEffect(() => {
    if (!mainOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      menus.closeAll();
      triggers.current.get(mainOpen)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mainOpen, menus]);

  const trigger = (name: MenuName) => (element: HTMLElement | null) => {
    if (element) triggers.current.set(name, element);
    else triggers.current.delete(name);
  };

  return (
    <header className={styles.header}>
      <SkipLink targetId={mainContentId} />
      {/* Side panels and the burger menu are modals (they lock scroll themselves); main menus are not. */}
      {mainOpen ? (
        <Suspense fallback={null}>
          <ScrollLock />
        </Suspense>
      ) : null}
      <div className={styles.bar}>
        <Link href="/" variant="subtle" aria-label="Forecourt home">
          <span className={styles.logo}>Forecourt</span>
        </Link>

        <nav aria-label="Main" className={styles.mainNav}>
          <ul className={styles.menuList}>
            {mainNavigation.map((menu) => (
              <MainMenuItem key={menu.id} menu={menu} triggerRef={trigger(menu.id)} />
            ))}
          </ul>
        </nav>

        <div className={styles.actions}>
          <RACButton ref={trigger('recent')} className={styles.actionButton} onPress={() => menus.toggle('recent')}>
            <Icon name="clock" />
            <span className={styles.actionLabel}>Recent</span>
          </RACButton>
          <ShortlistButton triggerRef={trigger('shortlist')} />
          {signedIn ? (
            <RACButton ref={trigger('account')} className={styles.actionButton} onPress={() => menus.toggle('account')}>
              <Icon name="user" />
              <span className={styles.actionLabel}>Account</span>
            </RACButton>
          ) : (
            <Link href="/account/signin/" variant="subtle">
              <span className={styles.signIn}>
                <Icon name="user" />
                <span className={styles.actionLabel}>Sign in</span>
              </span>
            </Link>
          )}
          <span className={styles.burger}>
            <IconButton label="Menu" icon="menu" onPress={() => menus.toggle('mobile')} />
          </span>
        </div>
      </div>
      {mainOpen ? (
        // A pointer-only convenience: keyboard users close with Escape or the menu's button.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div className={styles.overlay} data-testid="menu-overlay" onClick={() => menus.closeAll()} />
      ) : null}
      {menus.isAnyOpen && !mainOpen ? (
        <Suspense fallback={null}>
          <MobileMenu />
          <SidePanels />
        </Suspense>
      ) : null}
    </header>
  );
});

/**
 * The Shortlist button, with the count once there is one ('Shortlist, 3 vehicles'). The count is the
 * shortlist store's, which loads only when there is something to count (a signed-out shortlist in
 * the cookie, or a signed-in visitor), so a first visit does not carry it; the figure sits over the
 * heart, so its arrival moves nothing.
 */
const ShortlistButton = observer(function ShortlistButton({
  triggerRef,
}: {
  triggerRef: (element: HTMLElement | null) => void;
}) {
  const { menus } = useStores();
  const count = useShortlist()?.count ?? 0;
  return (
    <RACButton
      ref={triggerRef}
      className={styles.actionButton}
      aria-label={count > 0 ? `Shortlist, ${count} ${count === 1 ? 'vehicle' : 'vehicles'}` : undefined}
      onPress={() => menus.toggle('shortlist')}
    >
      <span className={styles.countHolder}>
        <Icon name="heart" />
        {count > 0 ? (
          <span className={styles.count} aria-hidden="true">
            {count}
          </span>
        ) : null}
      </span>
      <span className={styles.actionLabel}>Shortlist</span>
    </RACButton>
  );
});

/**
 * One main menu: its button and, while open, its panel of links. Focus moving to anything outside the
 * two closes it (a blur with nowhere to go, e.g. a click on the overlay, is the overlay's to handle).
 */
const MainMenuItem = observer(function MainMenuItem({
  menu,
  triggerRef,
}: {
  menu: NavMenu;
  triggerRef: (element: HTMLElement | null) => void;
}) {
  const { menus } = useStores();
  const isOpen = menus.isOpen(menu.id);
  const panelId = `menu-${menu.id}`;
  const { focusWithinProps } = useFocusWithin({
    onBlurWithin: (event) => {
      if (event.relatedTarget instanceof Node) menus.close(menu.id);
    },
  });
  return (
    <li {...focusWithinProps}>
      <RACButton
        ref={triggerRef}
        className={styles.menuButton}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onPress={() => menus.toggle(menu.id)}
      >
        {menu.label}
        <Icon name={isOpen ? 'chevronUp' : 'chevronDown'} size="small" />
      </RACButton>
      {isOpen ? (
        <div id={panelId} className={styles.panel}>
          <NavGroups groups={menu.groups} />
        </div>
      ) : null}
    </li>
  );
});
