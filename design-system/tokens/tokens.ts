/**
 * Raw token values for the one brand theme. Components never read these directly: they read the
 * theme contract (`vars`), which `theme.css.ts` fills with these values.
 */
export const breakpoints = {
  /** Large screen: menus switch between mobile and desktop layouts here (requirements 9.5). */
  large: 1024,
  /** Shortlist visible-card widths (requirements 9.2): >2099 7, >1763 6, >1449 5, >1168 4, >605 3. */
  shortlist: [605, 1168, 1449, 1763, 2099],
} as const;

const durations = {
  fast: '150ms',
  medium: '250ms',
  /** Search panel and sub-panel close transition (requirements 9.3). */
  panel: '500ms',
} as const;

/** How long a toast stays (requirements 9.6): success 2000 ms, others 4000 ms (shortlist); elsewhere 5000 ms. */
export const toastTimeouts = {
  success: 2000,
  other: 4000,
  general: 5000,
} as const;

/** Postcode check delay after typing stops (requirements 9.3). */
export const postcodeDebounceMs = 1000;

/** Lazy images start loading this far outside the viewport (requirements 9.4). */
export const imageLazyMargin = '1200px';

/** Icon boxes: the icons' width and height, in rem so they follow the reader's text size. */
export const iconSize = {
  small: '1rem',
  medium: '1.25rem',
  large: '1.5rem',
} as const;

export const brandTokens = {
  color: {
    text: '#1b1d21',
    textSubtle: '#4d535c',
    surface: '#ffffff',
    surfaceRaised: '#f3f4f7',
    border: '#767c86',
    borderSubtle: '#d9dce1',
    focus: '#1f5bd8',
    brand: '#4a22c9',
    brandHover: '#3a18a6',
    onBrand: '#ffffff',
    brandSubtle: '#efeafd',
    positive: '#137333',
    onPositive: '#ffffff',
    critical: '#b3261e',
    onCritical: '#ffffff',
    caution: '#8a4b00',
    onCaution: '#ffffff',
    link: '#2445b8',
    linkHover: '#1a3387',
    inverse: '#1b1d21',
    onInverse: '#ffffff',
    overlay: 'rgb(27 29 33 / 0.6)',
    /** A UK rear number plate's yellow, behind the registration field's text. */
    plate: '#ffd500',
  },
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '12px',
    large: '16px',
    xlarge: '24px',
    xxlarge: '32px',
    xxxlarge: '48px',
  },
  radius: {
    small: '4px',
    medium: '8px',
    large: '16px',
    full: '9999px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xsmall: '0.75rem',
    small: '0.875rem',
    standard: '1rem',
    large: '1.125rem',
    xlarge: '1.5rem',
    xxlarge: '2rem',
    xxxlarge: '2.5rem',
  },
  lineHeight: {
    tight: '1.2',
    standard: '1.5',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    strong: '700',
  },
  shadow: {
    small: '0 1px 2px rgb(0 0 0 / 0.12)',
    medium: '0 4px 12px rgb(0 0 0 / 0.16)',
    large: '0 12px 32px rgb(0 0 0 / 0.24)',
  },
  duration: durations,
  zIndex: {
    base: '0',
    sticky: '100',
    overlay: '300',
    modal: '400',
    popover: '450',
    toast: '500',
    skipLink: '600',
  },
  control: {
    /** Minimum target size: WCAG 2.2 asks for 24 px; we use 44 px for primary controls. */
    minTarget: '24px',
    height: '44px',
    borderWidth: '2px',
    focusWidth: '3px',
  },
} as const;
