import { useEffect, useId } from 'react';
import { Button, type ButtonProps } from './Button';

/**
 * A Button that goes pending while its call runs (a form's submit, a delete) and may leave the page
 * when the call ends. Focused, it is announced as it turns pending and back by notes in react-aria's
 * live region that point at it by id, kept there 7 s: when it leaves, it takes those notes with it,
 * so no note is left naming nothing. A page's first note arrives 100 ms late and is taken as it
 * arrives. A module of its own: the code that sends something loads it, a first visit does not.
 */
export function PendingButton({ id, ...props }: ButtonProps) {
  const ownId = useId();
  const buttonId = id ?? ownId;
  useEffect(
    () => () => {
      const forget = () =>
        document
          .querySelectorAll(`[data-live-announcer] [aria-labelledby~="${buttonId}"]`)
          .forEach((note) => note.remove());
      const late = new MutationObserver(forget);
      forget();
      late.observe(document.body, { childList: true, subtree: true });
      setTimeout(() => late.disconnect(), 100);
    },
    [buttonId],
  );
  return <Button {...props} id={buttonId} />;
}
