import { Unstyled } from '@storybook/addon-docs/blocks';
import type { ReactNode } from 'react';
import { Icon, iconNames, iconSizes, ScrollRegion } from '@ds';
import { breakpoints, brandTokens, iconSize, toastTimeouts } from '@ds/tokens/tokens';
import { contrastPairs, contrastRatio } from '@ds/tokens/contrast';
import * as styles from './tokenDocs.css';

type Tokens = Readonly<Record<string, string | number>>;

interface TokenTableProps<T extends Tokens> {
  /** The table's name, read out by screen readers and shown above it. */
  caption: string;
  tokens: T;
  /** A live sample of one token: a swatch, a bar, a shadow. */
  sample?: (name: keyof T & string) => ReactNode;
  /** What the token is for, in a designer's words. */
  usage?: Partial<Record<keyof T & string, ReactNode>>;
  /** The value's unit where tokens.ts keeps a bare number (ms, px). */
  unit?: string;
}

/** A rem value with its size in pixels at the browser's default text size. */
function withPixels(value: string | number, unit = '') {
  const rem = /^([\d.]+)rem$/.exec(String(value));
  return rem ? `${value} (${Number(rem[1]) * 16} px)` : `${value}${unit}`;
}

/** One row per token of a group in tokens.ts: its name, its value, a sample and what it is for. */
function TokenTable<T extends Tokens>({ caption, tokens, sample, usage, unit }: TokenTableProps<T>) {
  const rows = Object.entries(tokens) as Array<[keyof T & string, string | number]>;
  const headings = ['Token', 'Value', ...(sample ? ['Sample'] : []), ...(usage ? ['Used for'] : [])];
  return (
    // Unstyled: the docs page's own table and text styles would override the samples' sizes and fonts.
    <Unstyled>
      <ScrollRegion aria-label={caption}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {headings.map((heading) => (
                <th key={heading} className={styles.cell} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, value]) => (
              <tr key={name}>
                <th className={styles.cell} scope="row">
                  <code>{name}</code>
                </th>
                <td className={styles.cell}>
                  <code>{withPixels(value, unit)}</code>
                </td>
                {sample ? <td className={styles.cell}>{sample(name)}</td> : null}
                {usage ? <td className={styles.cell}>{usage[name]}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Unstyled>
  );
}

/** Every colour role with its value and a swatch. */
export function ColorSwatches() {
  return (
    <TokenTable
      caption="Colour roles"
      tokens={brandTokens.color}
      sample={(role) => <span className={styles.swatch[role]} />}
    />
  );
}

/** The pairs in use with their WCAG contrast ratios (the unit test fails below the minimum). */
export function ContrastPairs() {
  return (
    <Unstyled>
      <ScrollRegion aria-label="Contrast">
        <table className={styles.table}>
          <caption className={styles.caption}>Contrast of every foreground/background pair in use</caption>
          <thead>
            <tr>
              {['Sample', 'Foreground', 'Background', 'Ratio', 'Minimum', 'Used for'].map((heading) => (
                <th key={heading} className={styles.cell} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {contrastPairs.map((pair) => (
              <tr key={`${pair.foreground}-${pair.background}-${pair.minimum}`}>
                <td className={styles.cell}>
                  {/* Text pairs as text; the 3:1 pairs (borders, rings, checked controls) as a border, which they are. */}
                  <span className={`${styles.pairBackground[pair.background]} ${styles.pairSample[pair.foreground]}`}>
                    {pair.minimum === 3 ? <span className={styles.pairBorder[pair.foreground]} /> : 'Aa'}
                  </span>
                </td>
                <td className={styles.cell}>
                  <code>{pair.foreground}</code>
                </td>
                <td className={styles.cell}>
                  <code>{pair.background}</code>
                </td>
                <td className={styles.cell}>
                  {contrastRatio(brandTokens.color[pair.foreground], brandTokens.color[pair.background]).toFixed(2)}:1
                </td>
                <td className={styles.cell}>{pair.minimum}:1</td>
                <td className={styles.cell}>{pair.usage}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Unstyled>
  );
}

const sampleText = 'Used cars near you';

/** The font families. */
export function FontFamilies() {
  return (
    <TokenTable
      caption="Font families"
      tokens={brandTokens.font}
      sample={(font) => <span className={styles.font[font]}>Ford Fiesta 1.0 EcoBoost, WF19 XYZ</span>}
      usage={{ body: 'all text', mono: 'registration plates, codes' }}
    />
  );
}

/** The type scale, each size with a live sample at the tight line height. */
export function TypeScale() {
  return (
    <TokenTable
      caption="Type scale"
      tokens={brandTokens.fontSize}
      sample={(size) => <span className={styles.fontSize[size]}>{sampleText}</span>}
    />
  );
}

/** The font weights. */
export function FontWeights() {
  return (
    <TokenTable
      caption="Font weights"
      tokens={brandTokens.fontWeight}
      sample={(weight) => <span className={styles.fontWeight[weight]}>{sampleText}</span>}
      usage={{
        regular: 'body text, hints, descriptions',
        medium: 'labels, buttons, tabs',
        strong: 'headings, prices, badges',
      }}
    />
  );
}

/** The line heights, each with a paragraph narrow enough to wrap. */
export function LineHeights() {
  return (
    <TokenTable
      caption="Line heights"
      tokens={brandTokens.lineHeight}
      sample={(height) => (
        <span className={styles.lineHeight[height]}>
          Full service history, two keys, one previous owner and a new MOT.
        </span>
      )}
      usage={{ tight: 'headings, prices, one-line labels', standard: 'paragraphs, hints, error messages' }}
    />
  );
}

/** The spacing scale. */
export function SpaceScale() {
  return (
    <TokenTable
      caption="Spacing"
      tokens={brandTokens.space}
      sample={(space) => <span className={styles.spaceBar[space]} />}
    />
  );
}

/** Control sizes: targets, heights, borders and the focus ring. */
export function ControlSizes() {
  return (
    <TokenTable
      caption="Control sizes"
      tokens={brandTokens.control}
      sample={(size) => <span className={styles.control[size]} />}
      usage={{
        minTarget: 'the smallest target anything may have (WCAG 2.5.8): icon buttons in dense rows',
        height: 'buttons, fields, selects and tabs: one height, so controls line up',
        borderWidth: 'field and secondary button borders',
        focusWidth: 'the focus ring, drawn outside the control in the focus colour',
      }}
    />
  );
}

/** The corner radii. */
export function RadiusScale() {
  return (
    <TokenTable
      caption="Radii"
      tokens={brandTokens.radius}
      sample={(radius) => <span className={styles.radius[radius]} />}
      usage={{
        small: 'fields, badges, checkboxes, tabs, tooltips',
        medium: 'buttons, cards, list boxes, toasts, photos',
        large: 'dialogs and panels',
        full: 'switches, radios, toggle buttons, progress bars, the slider',
      }}
    />
  );
}

/** The shadows, from a card to a dialog. */
export function ShadowScale() {
  return (
    <TokenTable
      caption="Shadows"
      tokens={brandTokens.shadow}
      sample={(shadow) => <span className={styles.shadow[shadow]} />}
      usage={{
        small: 'vehicle cards, tooltips, the slider’s thumb',
        medium: 'list boxes and menus, the header’s menus',
        large: 'dialogs, drawers and toasts',
      }}
    />
  );
}

/** The z-index layers, lowest first. */
export function LayerScale() {
  return (
    <TokenTable
      caption="Layers"
      tokens={brandTokens.zIndex}
      usage={{
        base: 'the page',
        sticky: 'the site header, above the page',
        overlay: 'the header’s bar, above the backdrop of its open menus',
        modal: 'dialogs and drawers, and their dimmed backdrop',
        popover: 'list boxes, menus and tooltips, even inside a dialog',
        toast: 'toasts, above everything a person is working in',
        skipLink: 'the skip link, above everything when it has focus',
      }}
    />
  );
}

/** The motion durations (0 ms for anyone who asks for reduced motion). */
export function DurationScale() {
  return (
    <TokenTable
      caption="Durations"
      tokens={brandTokens.duration}
      usage={{
        fast: 'colour changes of buttons, checkboxes, radios and switches',
        medium: 'dialogs and toasts appearing, the gallery’s photos',
        panel: 'drawers and the search panel sliding in and out',
      }}
    />
  );
}

/** How long a toast stays on screen. */
export function ToastTimings() {
  return (
    <TokenTable
      caption="Toast timings"
      tokens={toastTimeouts}
      unit=" ms"
      usage={{
        success: 'a success message on the shortlist',
        other: 'the shortlist’s other messages',
        general: 'a toast anywhere else',
      }}
    />
  );
}

/** The screen widths where layouts change. */
export function Breakpoints() {
  return (
    <TokenTable
      caption="Breakpoints"
      tokens={{ large: breakpoints.large }}
      unit=" px"
      usage={{
        large:
          'from this width up: the header’s desktop menus, the results’ filter column beside the cards, two columns of dealers',
      }}
    />
  );
}

/** The shortlist rail's widths: above each, one more whole card. */
export function ShortlistWidths() {
  return (
    <TokenTable
      caption="Shortlist rail widths"
      tokens={Object.fromEntries(breakpoints.shortlist.map((width, index) => [`shortlist ${index + 1}`, width]))}
      unit=" px"
    />
  );
}

/** The icon sizes, each with a sample. */
export function IconSizes() {
  return (
    <TokenTable
      caption="Icon sizes"
      tokens={iconSize}
      sample={(size) => <Icon name="heart" size={size} />}
      usage={{
        small: 'inside controls and links: chevrons, ticks, the external-link arrow, the toast’s Dismiss',
        medium: 'the default: the header’s icons, icon buttons, the shortlist heart',
        large: 'an icon that stands on its own, larger than the text beside it',
      }}
    />
  );
}

/** Every icon by name, at each size. */
export function IconGallery() {
  return (
    <TokenTable
      caption="Icons"
      tokens={Object.fromEntries(iconNames.map((name) => [name, name]))}
      sample={(name) => (
        <span className={styles.icons}>
          {iconSizes.map((size) => (
            <Icon key={size} name={name as (typeof iconNames)[number]} size={size} />
          ))}
        </span>
      )}
    />
  );
}
