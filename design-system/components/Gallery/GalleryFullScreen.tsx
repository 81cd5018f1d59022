import { Dialog, Modal } from '../Modal/Modal';
import { Carousel, type CarouselProps } from './Carousel';

export interface GalleryFullScreenProps extends Omit<CarouselProps, 'place' | 'firstIndex' | 'thumbnails' | 'action'> {
  onClose: () => void;
}

/**
 * The gallery full screen: the large photos in a modal dialog named like the gallery, opened at the
 * photo the page showed. react-aria returns focus to "View full screen" when it closes.
 */
export default function GalleryFullScreen({ onClose, ...carousel }: GalleryFullScreenProps) {
  return (
    <Modal size="fullScreen" isOpen onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog title={carousel.name}>
        <Carousel {...carousel} place="fullScreen" />
      </Dialog>
    </Modal>
  );
}
