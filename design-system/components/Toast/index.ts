export { createToastQueue, showToast, ToastRegion, toastTones } from './Toast';
export type { ToastContent, ToastQueue, ToastRegionProps, ToastTone } from './Toast';
