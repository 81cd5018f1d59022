import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/vars.css';

const toneColor = createVar();

/**
 * A raised surface with a thick start border in the tone's colour, the icon in that colour too (each
 * tone's role holds at least 4.5:1 on the raised surface); the text stays the body colour. In forced
 * colours the border and icon take the text colour, and the icon's shape still tells the tones apart.
 */
export const root = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    padding: vars.space.large,
    paddingInlineEnd: vars.space.small,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.medium,
    border: `1px solid ${vars.color.borderSubtle}`,
    borderInlineStart: `6px solid ${toneColor}`,
    '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
  },
  variants: {
    tone: {
      info: { vars: { [toneColor]: vars.color.brand } },
      success: { vars: { [toneColor]: vars.color.positive } },
      warning: { vars: { [toneColor]: vars.color.caution } },
      critical: { vars: { [toneColor]: vars.color.critical } },
    },
  },
});

/** The icon box is one line high, so the icon sits level with the title. */
export const icon = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: `calc(${vars.fontSize.standard} * ${vars.lineHeight.tight})`,
  color: toneColor,
  '@media': { '(forced-colors: active)': { color: 'CanvasText' } },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: 1,
  minWidth: 0,
  paddingInlineEnd: vars.space.small,
  overflowWrap: 'break-word',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({ lineHeight: vars.lineHeight.standard });

/** Paragraphs in the body sit close, as the lines of one message. */
globalStyle(`${body} > *`, { margin: 0 });
globalStyle(`${body} > * + *`, { marginBlockStart: vars.space.small });

export const action = style({ margin: 0 });

/** Dismiss sits in the top corner, pulled up so its 44 px target does not push the title down. */
export const dismiss = style({ flexShrink: 0, marginBlock: `calc(-1 * ${vars.space.small})` });
