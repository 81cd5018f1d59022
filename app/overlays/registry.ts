import FailOverlay from './content/FailOverlay';
import type { OverlayName } from './names';
import type { OverlayLoader } from './types';

/**
 * Overlays by name (requirements 2.13): each loads its own chunk the first time it opens. `fail` is the
 * exception: it is what shows when loading a chunk fails, so it ships with the app.
 * Every listed name has its overlay: the type requires each name of names.ts (a name without an
 * overlay is a compile error), so the modal host never meets a name it cannot show.
 */
export const overlayRegistry: { readonly [N in OverlayName]: OverlayLoader<N> } = {
  fail: () => Promise.resolve({ default: FailOverlay }),
  success: () => import('./content/SuccessOverlay'),
  'form-confirmation': () => import('./content/FormConfirmationOverlay'),
  'modal-content': () => import('./content/ContentOverlay'),
  'modal-list': () => import('./content/ListOverlay'),
  iframe: () => import('./content/IframeOverlay'),
  'modal-iframe': () => import('./content/ModalIframeOverlay'),
  'social-share': () => import('./content/SocialShareOverlay'),
  'cazoo-qr': () => import('./content/AppQrOverlay'),
  'operating-status': () => import('./content/OperatingStatusOverlay'),
  'out-of-hours': () => import('./content/OutOfHoursOverlay'),
  'out-of-hours-overlay': () => import('./content/OutOfHoursOverlay'),
  'postcode-prompt': () => import('./content/PostcodePromptOverlay'),
  'generation-info': () => import('./content/GenerationInfoOverlay'),
  'online-dealer': () => import('./content/OnlineDealerOverlay'),
  'online-dealership': () => import('./content/OnlineDealerOverlay'),
  'gumtree-redirect': () => import('./content/GumtreeRedirectOverlay'),
  'finance-explained': () => import('./content/FinanceExplainedOverlay'),
  'finance-terms': () => import('./content/FinanceTermsOverlay'),
  'dealer-tools': () => import('./content/DealerToolsOverlay'),
  // The account's forms share one chunk with its pages (app/features/account/index.ts).
  'forms/signin': () => import('../features/account').then((m) => ({ default: m.SignInOverlay })),
  'forms/register': () => import('../features/account').then((m) => ({ default: m.RegisterOverlay })),
  'forms/complete-account': () => import('../features/account').then((m) => ({ default: m.CompleteAccountOverlay })),
  'forms/password-reminder': () => import('../features/account').then((m) => ({ default: m.PasswordReminderOverlay })),
  // The vehicle page's (app/features/vehicle).
  'vehicle-description': () => import('../features/vehicle/VehicleDescriptionOverlay'),
  'vehicle-spec': () => import('../features/vehicle/VehicleSpecOverlay'),
  'running-cost': () => import('../features/vehicle/RunningCostOverlay'),
  'dealer-map': () => import('../features/vehicle/DealerMapOverlay'),
  'vdp-force-postcode': () => import('./content/PostcodePromptOverlay'),
  // Contacting the dealer (app/features/contact).
  'forms/contact-dealer': () => import('../features/contact/ContactDealerOverlay'),
  'forms/report-ad': () => import('../features/contact/ReportAdvertOverlay'),
  'forms/trade-a-vehicle': () => import('../features/contact/PartExchangeOverlay'),
  'forms/merchandising-finance-enquiry': () => import('../features/contact/FinanceEnquiryOverlay'),
  'forms/contact-page-consumer': () => import('../features/contact/ContactPageConsumerOverlay'),
  'forms/contact-page-dealer': () => import('../features/contact/ContactPageDealerOverlay'),
  // Finance (app/features/finance): one chunk with its pages.
  'finance-rep-example': () => import('../features/finance').then((m) => ({ default: m.FinanceRepExampleOverlay })),
  carmoney: () => import('../features/finance').then((m) => ({ default: m.CarMoneyOverlay })),
  // Car Advice (app/features/advice): one chunk with its pages.
  'car-review': () => import('../features/advice').then((m) => ({ default: m.ReviewOverlay })),
  'van-review': () => import('../features/advice').then((m) => ({ default: m.ReviewOverlay })),
  'review-list': () => import('../features/advice').then((m) => ({ default: m.ReviewListOverlay })),
  'pricing-hub-filter': () => import('../features/advice').then((m) => ({ default: m.PriceGuideFilterOverlay })),
  'pricing-hub-compare': () => import('../features/advice').then((m) => ({ default: m.PriceGuideCompareOverlay })),
  'reduced-list': () => import('../features/advice').then((m) => ({ default: m.ReducedListOverlay })),
  // Selling (app/features/sell): one chunk with its pages.
  'cap-hpi': () => import('../features/sell').then((m) => ({ default: m.CapHpiOverlay })),
  'save-search-form': () => import('../features/account/SaveSearchOverlay'),
  'my-saved-search-edit': () => import('../features/account/EditSavedSearchOverlay'),
};
