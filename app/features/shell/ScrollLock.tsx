import { usePreventScroll } from 'react-aria';

/**
 * Locks the page's scroll while it is mounted (react-aria's usePreventScroll, which compensates for
 * the scrollbar). A chunk of its own (3 KiB gzip): the header mounts it the first time a main menu
 * opens, so a first visit that opens none does not download it.
 */
export default function ScrollLock() {
  usePreventScroll();
  return null;
}
