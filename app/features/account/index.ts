// The account's pages and overlays, one chunk for all of them: a person who opens one is likely to
// open the next (sign in, register, complete account), and one chunk splits the shared design-system
// code of the first visit less than eight would (the first-visit budgets of scripts/budgets.ts).
export { default as CompleteAccountOverlay } from './CompleteAccountOverlay';
export { default as PasswordReminderOverlay } from './PasswordReminderOverlay';
export { default as RegisterOverlay } from './RegisterOverlay';
export { default as RequireSignIn } from './RequireSignIn';
export { default as SignInOverlay } from './SignInOverlay';
export { default as SignInPage } from './SignInPage';
export { default as SignOutPage } from './SignOutPage';
