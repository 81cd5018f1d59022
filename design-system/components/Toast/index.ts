export { createToastQueue, showToast, ToastRegion, toastPlacements, toastTones } from './Toast';
export type { ToastContent, ToastPlacement, ToastQueue, ToastRegionProps, ToastTone } from './Toast';
