/**
 * The security headers every page and file of the site is served with, defined here only: `vite
 * preview` (vite.config.ts) and the page renderer (render/server.ts) send them, production's nginx
 * snippet deploy/nginx/forecourt-headers.conf repeats them (securityHeaders.test.ts holds the two
 * together), and the e2e suite runs under them (e2e/fixtures.ts fails a test on any CSP violation).
 *
 * The Content-Security-Policy allows exactly what the app loads:
 * - scripts and styles: the site's own files only. Vite's build writes no inline script or style (the
 *   module preload polyfill is off); vanilla-extract compiles to CSS files; React's `style` props go
 *   through the CSSOM, which CSP does not govern. No 'unsafe-inline', no 'unsafe-eval'. The
 *   exceptions, each allowed by its hash: the one fixed inline script that loads the locale data before
 *   the first paint (render/localeData.ts), react-aria's two fixed <style> elements (below), and
 *   react-aria's visually hidden style as an attribute of a prerendered page (`style-src-attr`, below).
 * - Google reCAPTCHA (app/lib/recaptcha.ts), loaded only when the session says it is required: its
 *   script from www.google.com/recaptcha/ and www.gstatic.com/recaptcha/, its challenge in a frame from
 *   www.google.com/recaptcha/ or recaptcha.google.com/recaptcha/ (Google's own CSP guidance).
 * - images: the site's own (vehicle images are served under /images/) and data: URIs (the default
 *   vehicle image in design-system/components/Image/defaultImage.ts, the QR code of the app overlay).
 * - frames: the `iframe` and `modal-iframe` overlays frame a partner's secure page (any https page, the
 *   rule app/overlays/content/FrameOverlay.tsx enforces; sandboxed, no referrer), which also covers the
 *   dealer map (www.openstreetmap.org) and reCAPTCHA's challenge.
 * - no web fonts (the system font stack): font-src 'none'.
 * - the API is on the site's own origin (requirements 7.1): connect-src 'self'.
 */

import { createHash } from 'node:crypto';
import { localeDataScript } from './localeData.ts';

/**
 * The <style> elements react-aria adds to the page, word for word: every pressable element's
 * `touch-action` (usePress, on every page) and the overscroll rule while an overlay locks scrolling
 * on a touch screen (usePreventScroll). CSP allows them by their SHA-256 (a static site has no
 * per-response nonce to give react-aria's `csp-nonce` meta). securityHeaders.test.ts renders those
 * react-aria components and checks these are the texts they add; a react-aria upgrade that changes
 * one fails it (and the e2e suite).
 */
export const reactAriaStyles = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
] as const;

/**
 * The `style` attributes the prerendered pages (render/prerender.ts) are written with, word for
 * word. In the browser React sets styles through the CSSOM, which CSP does not govern; in prerendered
 * HTML they are attributes, which `style-src-attr` allows by their hashes ('unsafe-hashes': these
 * exact texts and no other). app/prerender.test.tsx and app/serverRender.test.tsx fail on any other, naming it.
 */
export const prerenderStyleAttributes = [
  // react-aria's visually hidden style: the segmented control's radio inputs, a select's hidden one.
  'border:0;clip:rect(0 0 0 0);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute;width:1px;white-space:nowrap',
  // The finance calculator's sliders (react-aria's track, fill and thumb) at its starting figures:
  // deposit £1,000 (£0 to £9,000 for the £10,000 price, leaving the £1,000 minimum credit) and term 60
  // (24 to 60 months).
  'position:relative;touch-action:none',
  'position:absolute;inset-inline-start:0%;width:11.11111111111111%;height:100%',
  'position:absolute;left:11.11111111111111%;transform:translate(-50%, -50%);touch-action:none',
  'position:absolute;inset-inline-start:0%;width:100%;height:100%',
  'position:absolute;left:100%;transform:translate(-50%, -50%);touch-action:none',
] as const;

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Each directive with its sources, in the order they are sent. */
const contentSecurityPolicyDirectives: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['default-src', ["'self'"]],
  [
    'script-src',
    [
      "'self'",
      sha256Source(localeDataScript),
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ],
  ],
  ['style-src', ["'self'", ...reactAriaStyles.map(sha256Source)]],
  ['style-src-attr', ["'unsafe-hashes'", ...prerenderStyleAttributes.map(sha256Source)]],
  ['img-src', ["'self'", 'data:']],
  ['font-src', ["'none'"]],
  ['connect-src', ["'self'"]],
  ['frame-src', ['https:']],
  ['object-src', ["'none'"]],
  ['base-uri', ["'none'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
];

export const contentSecurityPolicy = contentSecurityPolicyDirectives
  .map(([name, sources]) => `${name} ${sources.join(' ')}`)
  .join('; ');

/**
 * Browser features the app never uses, denied to it and to every frame it shows. Writing to the
 * clipboard is kept for the page itself (the share overlay's "Copy link"); reading it is left at its
 * default (this page only, behind the browser's own prompt), as the e2e suite reads it back to check
 * "Copy link". Only names Chromium recognises: an unknown one is a console error on every page.
 */
const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

const permissionsPolicy = [...deniedFeatures.map((feature) => `${feature}=()`), 'clipboard-write=(self)'].join(', ');

/** Every header, by name; the values sent as they are. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy,
  // Two years, subdomains too; browsers ignore it on plain http (local previews). Not `preload`: that
  // is a commitment for the whole domain, for its owner to make.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': permissionsPolicy,
  'X-Content-Type-Options': 'nosniff',
  // For browsers older than CSP's frame-ancestors; the same rule.
  'X-Frame-Options': 'DENY',
  // No other site's window keeps a handle on ours (nothing here opens a window it talks to).
  'Cross-Origin-Opener-Policy': 'same-origin',
};
