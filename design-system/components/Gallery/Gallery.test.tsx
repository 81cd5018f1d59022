import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Gallery, type GalleryImage } from './Gallery';

const fiesta: readonly GalleryImage[] = [
  { src: '/photos/fiesta-1.jpg', largeSrc: '/photos/fiesta-1-large.jpg', alt: 'Ford Fiesta, front three-quarter view' },
  { src: '/photos/fiesta-2.jpg', largeSrc: '/photos/fiesta-2-large.jpg', alt: 'Ford Fiesta, other side' },
  { src: '/photos/fiesta-3.jpg', largeSrc: '/photos/fiesta-3-large.jpg', alt: 'Ford Fiesta, dashboard' },
];
const defaultImageSrc = '/images/vehicles/default.svg';

function renderGallery(props: Partial<Parameters<typeof Gallery>[0]> = {}) {
  const user = userEvent.setup();
  render(<Gallery images={fiesta} label="Ford Fiesta 1.0 Zetec" defaultImageSrc={defaultImageSrc} {...props} />);
  const gallery = screen.getByRole('region', { name: 'Photos of Ford Fiesta 1.0 Zetec' });
  return { user, gallery };
}

/** The slide shown, by its APG name ("2 of 3"), and its photo. */
function slide(within_: HTMLElement) {
  const group = within(within_).getByRole('group', { name: /^\d+ of \d+$/ });
  return { group, photo: within(group).getByRole('img') };
}

describe('Gallery', () => {
  it('is an APG carousel: a named region, a "1 of 3" slide, Previous and Next, and the image count', () => {
    const { gallery } = renderGallery();
    expect(gallery).toHaveAttribute('aria-roledescription', 'carousel');
    const { group, photo } = slide(gallery);
    expect(group).toHaveAccessibleName('1 of 3');
    expect(group).toHaveAttribute('aria-roledescription', 'slide');
    expect(photo).toHaveAccessibleName('Ford Fiesta, front three-quarter view');
    expect(photo).toHaveAttribute('src', '/photos/fiesta-1.jpg');
    expect(within(gallery).getByRole('button', { name: 'Previous image' })).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'Next image' })).toBeInTheDocument();
    expect(within(gallery).getByText('1 / 3')).toBeVisible();
    expect(within(gallery).getByText('Image 1 of 3')).toBeInTheDocument();
    // Nothing is announced on the first render.
    expect(within(gallery).getByRole('status')).toHaveTextContent(/^$/);
  });

  it('moves with Next and Previous, wrapping at both ends, and announces each move politely', async () => {
    const { user, gallery } = renderGallery();
    const status = within(gallery).getByRole('status');
    await user.click(within(gallery).getByRole('button', { name: 'Next image' }));
    expect(slide(gallery).group).toHaveAccessibleName('2 of 3');
    expect(slide(gallery).photo).toHaveAccessibleName('Ford Fiesta, other side');
    expect(status).toHaveTextContent('Image 2 of 3');
    expect(within(gallery).getByText('2 / 3')).toBeVisible();

    await user.click(within(gallery).getByRole('button', { name: 'Next image' }));
    await user.click(within(gallery).getByRole('button', { name: 'Next image' }));
    expect(slide(gallery).group).toHaveAccessibleName('1 of 3');
    expect(status).toHaveTextContent('Image 1 of 3');

    await user.click(within(gallery).getByRole('button', { name: 'Previous image' }));
    expect(slide(gallery).group).toHaveAccessibleName('3 of 3');
    expect(status).toHaveTextContent('Image 3 of 3');
    expect(within(gallery).getByText('3 / 3')).toBeVisible();
  });

  it('moves with the Left and Right arrow keys while focus is inside the gallery', async () => {
    const { user, gallery } = renderGallery();
    await user.keyboard('{ArrowRight}');
    expect(slide(gallery).group).toHaveAccessibleName('1 of 3');

    await user.tab();
    expect(within(gallery).getByRole('button', { name: 'Previous image' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(slide(gallery).group).toHaveAccessibleName('2 of 3');
    expect(within(gallery).getByRole('status')).toHaveTextContent('Image 2 of 3');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(slide(gallery).group).toHaveAccessibleName('3 of 3');
    expect(within(gallery).getByRole('status')).toHaveTextContent('Image 3 of 3');
  });

  it('picks a photo with its thumbnail, marked current, and the arrow keys keep focus on the current one', async () => {
    const { user, gallery } = renderGallery();
    const picker = within(gallery).getByRole('group', { name: 'Choose an image' });
    const thumbnails = within(picker).getAllByRole('button');
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Image 1 of 3: Ford Fiesta, front three-quarter view',
      'Image 2 of 3: Ford Fiesta, other side',
      'Image 3 of 3: Ford Fiesta, dashboard',
    ]);
    expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');

    await user.click(within(picker).getByRole('button', { name: 'Image 3 of 3: Ford Fiesta, dashboard' }));
    expect(slide(gallery).photo).toHaveAccessibleName('Ford Fiesta, dashboard');
    expect(thumbnails[2]).toHaveAttribute('aria-current', 'true');
    expect(thumbnails[0]).not.toHaveAttribute('aria-current');
    expect(within(gallery).getByRole('status')).toHaveTextContent('Image 3 of 3');

    await user.keyboard('{ArrowRight}');
    expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');
    expect(thumbnails[0]).toHaveFocus();
  });

  it('loads only the photo shown: the first eagerly at high priority, later ones lazily', async () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ src: `/photos/${i + 1}.jpg`, alt: `Photo ${i + 1}` }));
    const { user, gallery } = renderGallery({ images: many, hasThumbnails: false });
    expect(within(gallery).getAllByRole('img')).toHaveLength(1);
    expect(slide(gallery).photo).toHaveAttribute('loading', 'eager');
    expect(slide(gallery).photo).toHaveAttribute('fetchpriority', 'high');

    await user.click(within(gallery).getByRole('button', { name: 'Next image' }));
    expect(within(gallery).getAllByRole('img')).toHaveLength(1);
    expect(slide(gallery).photo).toHaveAccessibleName('Photo 2');
    expect(slide(gallery).photo).toHaveAttribute('loading', 'lazy');
    expect(slide(gallery).photo).not.toHaveAttribute('fetchpriority');
  });

  it('loads the thumbnails lazily', () => {
    const { gallery } = renderGallery();
    const picker = within(gallery).getByRole('group', { name: 'Choose an image' });
    // The thumbnails' images are decoration (their buttons are named), so they are not "img" roles.
    const images = picker.querySelectorAll('img');
    expect(images).toHaveLength(3);
    for (const image of images) expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('falls back to the default image when a photo fails to load', () => {
    const { gallery } = renderGallery();
    const { photo } = slide(gallery);
    fireEvent.error(photo);
    expect(photo).toHaveAttribute('src', defaultImageSrc);
    expect(photo).toHaveAccessibleName('Ford Fiesta, front three-quarter view');
  });

  it('moves by a horizontal swipe of at least 40 px, and not by a short or vertical one', () => {
    const { gallery } = renderGallery();
    const frame = slide(gallery).group.parentElement as HTMLElement;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(frame, { pointerId: 1, isPrimary: true, button: 0, clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(frame, { pointerId: 1, isPrimary: true, button: 0, clientX: to[0], clientY: to[1] });
    };
    swipe([200, 100], [150, 100]);
    expect(slide(gallery).group).toHaveAccessibleName('2 of 3');
    expect(within(gallery).getByRole('status')).toHaveTextContent('Image 2 of 3');
    swipe([100, 100], [160, 110]);
    expect(slide(gallery).group).toHaveAccessibleName('1 of 3');
    swipe([200, 100], [170, 100]);
    expect(slide(gallery).group).toHaveAccessibleName('1 of 3');
    swipe([200, 100], [140, 220]);
    expect(slide(gallery).group).toHaveAccessibleName('1 of 3');
    // A scroll the browser takes over (pointercancel) is not a swipe.
    fireEvent.pointerDown(frame, { pointerId: 2, isPrimary: true, button: 0, clientX: 200, clientY: 100 });
    fireEvent.pointerCancel(frame, { pointerId: 2, isPrimary: true });
    fireEvent.pointerUp(frame, { pointerId: 2, isPrimary: true, button: 0, clientX: 100, clientY: 100 });
    expect(slide(gallery).group).toHaveAccessibleName('1 of 3');
  });

  it('opens full screen at the same photo, pages there, and on close keeps it and returns focus', async () => {
    const { user, gallery } = renderGallery();
    await user.click(within(gallery).getByRole('button', { name: 'Next image' }));
    const open = within(gallery).getByRole('button', { name: 'View full screen' });
    await user.click(open);

    const dialog = await screen.findByRole('dialog', { name: 'Photos of Ford Fiesta 1.0 Zetec' });
    const carousel = within(dialog).getByRole('region', { name: 'Photos of Ford Fiesta 1.0 Zetec' });
    expect(slide(carousel).group).toHaveAccessibleName('2 of 3');
    expect(slide(carousel).photo).toHaveAttribute('src', '/photos/fiesta-2-large.jpg');
    expect(within(carousel).getByText('2 / 3')).toBeInTheDocument();
    expect(within(carousel).getByRole('status')).toHaveTextContent(/^$/);
    await waitFor(() => expect(within(carousel).getByRole('button', { name: 'Next image' })).toHaveFocus());

    await user.keyboard('{ArrowRight}');
    expect(slide(carousel).group).toHaveAccessibleName('3 of 3');
    expect(slide(carousel).photo).toHaveAttribute('src', '/photos/fiesta-3-large.jpg');
    expect(within(carousel).getByRole('status')).toHaveTextContent('Image 3 of 3');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
    expect(slide(gallery).group).toHaveAccessibleName('3 of 3');
    // The move was made (and announced) full screen; the page's gallery does not announce it again.
    expect(within(gallery).getByRole('status')).toHaveTextContent(/^$/);
  });

  it('follows a controlled index, asking the parent to change it', async () => {
    const onIndexChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <Gallery images={fiesta} label="Ford Fiesta" index={1} onIndexChange={onIndexChange} />,
    );
    const gallery = screen.getByRole('region', { name: 'Photos of Ford Fiesta' });
    expect(slide(gallery).group).toHaveAccessibleName('2 of 3');
    await user.click(within(gallery).getByRole('button', { name: 'Next image' }));
    expect(onIndexChange).toHaveBeenCalledWith(2);
    expect(slide(gallery).group).toHaveAccessibleName('2 of 3');
    act(() => rerender(<Gallery images={fiesta} label="Ford Fiesta" index={2} onIndexChange={onIndexChange} />));
    expect(slide(gallery).group).toHaveAccessibleName('3 of 3');
  });

  it('starts at defaultIndex when it holds its own index', () => {
    const { gallery } = renderGallery({ defaultIndex: 2 });
    expect(slide(gallery).group).toHaveAccessibleName('3 of 3');
    expect(slide(gallery).photo).toHaveAttribute('loading', 'eager');
  });

  it('shows one photo without Previous, Next, count or thumbnails', () => {
    const { gallery } = renderGallery({ images: fiesta.slice(0, 1) });
    expect(slide(gallery).group).toHaveAccessibleName('1 of 1');
    expect(within(gallery).queryByRole('button', { name: /image/ })).toBeNull();
    expect(within(gallery).queryByText('1 / 1')).toBeNull();
    expect(within(gallery).getByRole('button', { name: 'View full screen' })).toBeInTheDocument();
  });

  it('shows the default image, and no controls, when there are no photos', () => {
    render(<Gallery images={[]} label="Ford Fiesta" defaultImageSrc={defaultImageSrc} />);
    const image = screen.getByRole('img', { name: 'No photos of Ford Fiesta' });
    expect(image).toHaveAttribute('src', defaultImageSrc);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
