import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { brandTokens } from '../design-system/tokens/tokens';

const { color, font } = brandTokens;
const radius = Number.parseInt(brandTokens.radius.small, 10);

/**
 * The brand mark: a forecourt canopy in the brand colour beside the name. Drawn here from the tokens,
 * so it follows them; the manager shows it as an image whose text alternative is the brand title.
 */
const mark = `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="40" viewBox="0 0 220 40">
<rect width="40" height="40" rx="8" fill="${color.brand}"/>
<path d="M7 15h26M10 15l2-6h16l2 6M13 15v16M27 15v16M9 31h22" fill="none" stroke="${color.onBrand}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>
<text x="50" y="19" font-family="${font.body.replaceAll('"', "'")}" font-size="18" font-weight="700" fill="${color.text}">Forecourt</text>
<text x="50" y="35" font-family="${font.body.replaceAll('"', "'")}" font-size="12" fill="${color.textSubtle}">design system</text>
</svg>`;

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Forecourt design system',
    brandImage: `data:image/svg+xml,${encodeURIComponent(mark)}`,
    brandUrl: '?path=/docs/introduction--docs',
    brandTarget: '_self',
    colorPrimary: color.brand,
    colorSecondary: color.brand,
    appBg: color.surfaceRaised,
    appContentBg: color.surface,
    appPreviewBg: color.surface,
    appBorderColor: color.borderSubtle,
    appBorderRadius: radius,
    fontBase: font.body,
    fontCode: font.mono,
    textColor: color.text,
    textInverseColor: color.onInverse,
    textMutedColor: color.textSubtle,
    barTextColor: color.textSubtle,
    barSelectedColor: color.brand,
    barHoverColor: color.brandHover,
    barBg: color.surface,
    buttonBg: color.surface,
    buttonBorder: color.border,
    booleanBg: color.surfaceRaised,
    booleanSelectedBg: color.surface,
    inputBg: color.surface,
    inputBorder: color.border,
    inputTextColor: color.text,
    inputBorderRadius: radius,
  }),
});
