import { useIsSSR } from 'react-aria';
import { useStores } from '../../stores/StoresContext';

/**
 * Whether to draw the visitor as signed in (the header's Account, a results page's Save this search).
 * The session arrives whenever it does: main.tsx asks for it at once. A page the server drew (the
 * build's prerender, or the server's render of a page of data) was drawn signed out, so while React
 * hydrates that markup the answer waits, or the markup would no longer match (and React would draw
 * the page again); the component is drawn again with it as soon as it is hydrated.
 */
export function useSignedIn(): boolean {
  const { session } = useStores();
  const hydrating = useIsSSR();
  return !hydrating && session.isSignedIn;
}
