import type { ReactNode } from 'react';
import {
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  Popover as RACPopover,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
} from 'react-aria-components';
import * as listStyles from '../private/listBox.css';
import * as styles from './Menu.css';

export { MenuTrigger } from 'react-aria-components';
export type MenuProps<T> = Omit<RACMenuProps<T>, 'className' | 'style'>;

/**
 * A menu of actions or links in a popover, on react-aria-components' Menu: arrows move, Enter or
 * Space activates, typing jumps, Escape closes and returns focus to the MenuTrigger's button.
 */
export function Menu<T extends object>(props: MenuProps<T>) {
  return (
    <RACPopover className={listStyles.popover} offset={4}>
      <RACMenu {...props} className={listStyles.listBox} />
    </RACPopover>
  );
}

export interface MenuItemProps extends Omit<RACMenuItemProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

/** One action or link (with `href`, navigating through the router) in a Menu. */
export function MenuItem({ children, ...props }: MenuItemProps) {
  return (
    <RACMenuItem
      {...props}
      textValue={props.textValue ?? (typeof children === 'string' ? children : undefined)}
      className={`${listStyles.item} ${styles.item}`}
    >
      {children}
    </RACMenuItem>
  );
}
