import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingWhen } from '../../css/focusRing.css';
import { vars } from '../../tokens/vars.css';

/** A field's column: label, hint, error, control (GOV.UK order: the error sits above the control). */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  border: 0,
  padding: 0,
  margin: 0,
});

export const label = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.tight,
  padding: 0,
});

export const description = style({
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.small,
});

export const error = style({
  color: vars.color.critical,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.small,
});

/** The boxed control (input, select trigger, number group): states from RAC data attributes. */
export const control = recipe({
  base: [
    // Text entry shows the ring on any focus (a click too), where the caret goes.
    focusRingWhen('&[data-focused], &[data-focus-visible], &[data-focus-within]', '0'),
    {
      display: 'flex',
      alignItems: 'center',
      width: '100%',
      minHeight: vars.control.height,
      paddingInline: vars.space.medium,
      border: `${vars.control.borderWidth} solid ${vars.color.border}`,
      borderRadius: vars.radius.small,
      background: vars.color.surface,
      color: vars.color.text,
      fontSize: vars.fontSize.standard,
      textAlign: 'start',
      selectors: {
        '&[data-hovered]': { borderColor: vars.color.text },
        '&[data-invalid]': { borderColor: vars.color.critical, borderWidth: vars.control.focusWidth },
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
      },
      '@media': {
        '(forced-colors: active)': {
          borderColor: 'FieldText',
        },
      },
    },
  ],
  variants: {
    width: {
      full: { maxWidth: '100%' },
      long: { maxWidth: '30em' },
      medium: { maxWidth: '20em' },
      short: { maxWidth: '10em' },
    },
  },
  defaultVariants: { width: 'full' },
});

/** An input inside a group (number field, combo box): the group draws the box. */
export const bareInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.control.height,
  border: 0,
  padding: 0,
  background: 'transparent',
  color: 'inherit',
  outline: 'none',
});
