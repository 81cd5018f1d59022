export { createToastQueue, showToast, ToastRegion } from './Toast';
export type { ToastContent, ToastQueue } from './Toast';
