// The finance pages and overlays, one chunk for all of them: a person on one finance page is likely to
// open the next (the landing page, the calculator, the terms), and one chunk splits the shared
// design-system code of the first visit less than five would (the first-visit budgets of
// scripts/budgets.ts). The vehicle
// page's own section (VehicleFinance) comes with the vehicle page.
export { default as CarMoneyOverlay } from './CarMoneyOverlay';
export { default as FinanceCalculatorPage } from './FinanceCalculatorPage';
export { default as FinanceLandingPage } from './FinanceLandingPage';
export { default as FinanceRepExampleOverlay } from './FinanceRepExampleOverlay';
export { default as FinanceTermsPage } from './FinanceTermsPage';
