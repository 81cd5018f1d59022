import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/vars.css';

export const list = recipe({
  base: { display: 'grid', margin: 0, padding: 0, minWidth: 0 },
  variants: {
    layout: {
      tiles: {
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(8rem, 100%), 1fr))',
        gap: vars.space.medium,
      },
      rows: {},
    },
  },
});

export const item = recipe({
  base: { display: 'grid', minWidth: 0 },
  variants: {
    layout: {
      tiles: {
        alignContent: 'start',
        gap: vars.space.xxsmall,
        padding: vars.space.medium,
        borderRadius: vars.radius.medium,
        background: vars.color.surfaceRaised,
        // Forced colours drop backgrounds: a border keeps each fact a tile.
        '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
      },
      rows: {
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
        gap: vars.space.medium,
        paddingBlock: vars.space.small,
        borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
        '@media': { '(forced-colors: active)': { borderBlockEndColor: 'CanvasText' } },
      },
    },
  },
});

export const term = style({ fontSize: vars.fontSize.small, color: vars.color.textSubtle, overflowWrap: 'anywhere' });

export const description = style({ margin: 0, fontWeight: vars.fontWeight.strong, overflowWrap: 'anywhere' });
