export { Dialog, DialogTrigger, Modal, modalSizes } from './Modal';
export type { DialogProps, DialogTriggerProps, ModalProps, ModalSize } from './Modal';
