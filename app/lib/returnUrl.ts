/**
 * Where to go back to after signing in: a page of this site only, never another site (no open
 * redirect). Signed-out visits to account pages go to sign in with `?returnUrl=` and come back.
 */
export const signInPath = '/account/signin/';
export const signOutPath = '/account/logoff/';
export const accountHomePath = '/account/mygarage/';
export const returnUrlParameter = 'returnUrl';

// Pages it makes no sense to come back to after signing in.
const notAfterSignIn = [signInPath, signOutPath];

/**
 * The path (with its query and fragment) to come back to, when `value` names a page of this site;
 * null for anything else: another origin, a protocol-relative '//host' or '/\host', a scheme such as
 * 'javascript:', control characters, or the sign-in and sign-out pages themselves.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const base = 'https://same.site';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const page = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return notAfterSignIn.includes(page) ? null : path;
}

/** The sign-in page's address, coming back to `returnPath` afterwards when it is a page of this site. */
export function signInHref(returnPath?: string): string {
  const safe = safeReturnPath(returnPath);
  return safe ? `${signInPath}?${new URLSearchParams({ [returnUrlParameter]: safe }).toString()}` : signInPath;
}
