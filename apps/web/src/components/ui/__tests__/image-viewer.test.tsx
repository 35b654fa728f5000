import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAllModals, openModal } from '@/lib/modal-store';
import { i18n } from '@/lib/i18n';
import { ModalHost } from '../modal-host';

const images = ['Đà Lạt 1', 'Đà Lạt 2', 'Đà Lạt 3'].map((alt, i) => ({
  src: `/p/${i}.webp`,
  srcSet: `/p/${i}-320.webp 320w, /p/${i}.webp 1920w`,
  alt,
  caption: 'Kỷ niệm Đà Lạt',
  width: 1600,
  height: 1000,
  placeholder: 'data:image/webp;base64,AA==',
}));

async function openViewer(startIndex = 0) {
  render(<ModalHost />);
  act(() => {
    openModal({ component: 'image-preview', props: { images, startIndex } });
  });
  return screen.findByTestId('image-viewer');
}
const shown = () => screen.getByTestId('image-viewer').querySelector('img')!;

describe('image viewer (full-screen preview)', () => {
  afterEach(() => act(() => closeAllModals()));

  it('opens at the photo asked for, sized before it loads, with its caption and position', async () => {
    await openViewer(1);
    expect(screen.getByRole('dialog', { name: 'Đà Lạt 2' })).toBeInTheDocument();
    expect(shown()).toHaveAttribute('alt', 'Đà Lạt 2');
    expect(shown()).toHaveAttribute('srcset', images[1]!.srcSet);
    expect(shown()).toHaveAttribute('width', '1600');
    expect(shown()).toHaveAttribute('height', '1000');
    expect(screen.getByText('Kỷ niệm Đà Lạt')).toBeInTheDocument();
    expect(screen.getByTestId('image-viewer-counter')).toHaveTextContent('Ảnh 2/3');
  });

  it('arrow keys step through the photos, wrapping around; Escape closes', async () => {
    const user = userEvent.setup();
    await openViewer();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('alt', 'Đà Lạt 2');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shown()).toHaveAttribute('alt', 'Đà Lạt 1');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAttribute('alt', 'Đà Lạt 3');
    expect(screen.getByTestId('image-viewer-counter')).toHaveTextContent('Ảnh 3/3');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has labelled previous and next buttons (English too)', async () => {
    await act(() => i18n.changeLanguage('en'));
    const user = userEvent.setup();
    await openViewer();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByTestId('image-viewer-counter')).toHaveTextContent('Photo 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shown()).toHaveAttribute('alt', 'Đà Lạt 1');
  });

  it('a swipe on a touch screen goes to the next or previous photo; a short move does not', async () => {
    const viewer = await openViewer();
    const swipe = (from: number, to: number, y = 300) => {
      fireEvent.pointerDown(viewer, { pointerType: 'touch', clientX: from, clientY: y });
      fireEvent.pointerUp(viewer, { pointerType: 'touch', clientX: to, clientY: y + 5 });
    };
    swipe(300, 120);
    expect(shown()).toHaveAttribute('alt', 'Đà Lạt 2');
    swipe(100, 320);
    expect(shown()).toHaveAttribute('alt', 'Đà Lạt 1');
    swipe(200, 180);
    expect(shown()).toHaveAttribute('alt', 'Đà Lạt 1');
  });

  it('one photo: no arrows, no counter', async () => {
    render(<ModalHost />);
    act(() => {
      openModal({ component: 'image-preview', props: { src: '/p/a.webp', alt: 'Một ảnh' } });
    });
    await screen.findByTestId('image-viewer');
    expect(screen.queryByRole('button', { name: 'Ảnh tiếp theo' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('image-viewer-counter')).not.toBeInTheDocument();
  });
});
