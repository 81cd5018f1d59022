export { Dialog, DialogTrigger, Modal, modalSizes } from './Modal';
