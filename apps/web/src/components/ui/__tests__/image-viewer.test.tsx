import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAllModals, openModal, type PreviewImage } from '@/lib/modal-store';
import { i18n } from '@/lib/i18n';
import { ModalHost } from '../modal-host';

const images: PreviewImage[] = ['Đà Lạt 1', 'Đà Lạt 2', 'Đà Lạt 3'].map((alt, i) => ({
  src: `/api/files/p${i}/1920.webp?exp=1&sig=s`,
  srcSet: `/api/files/p${i}/320.webp 320w, /api/files/p${i}/1920.webp 1920w`,
  alt,
  caption: 'Kỷ niệm: Đà Lạt',
  width: 1600,
  height: 1000,
  placeholder: 'data:image/webp;base64,AA==',
  // the first photo predates originals
  originalUrl: i === 0 ? null : `/api/files/p${i}/original.jpg?exp=1&sig=s`,
}));

async function openViewer(startIndex = 0) {
  render(
    <>
      <button type="button">Xem ảnh</button>
      <ModalHost />
    </>,
  );
  const opener = screen.getByRole('button', { name: 'Xem ảnh' });
  opener.focus();
  act(() => {
    openModal({ component: 'image-preview', props: { images, startIndex } });
  });
  await screen.findByTestId('image-viewer');
  return { opener };
}
const photo = () => screen.getByRole('img', { name: /^Đà Lạt/ });
const stage = () => screen.getByTestId('image-viewer-stage');
const scale = () => Number(stage().dataset.scale);
const live = () => screen.getByText(/^Ảnh \d trên 3$|^Photo \d of 3$/);

let pointerId = 0;
/** one finger (or pen) touching the stage at x, y and lifting there or at `to` */
function tap(x: number, y: number, to = { x, y }) {
  const id = ++pointerId;
  fireEvent.pointerDown(stage(), { pointerId: id, pointerType: 'touch', clientX: x, clientY: y });
  fireEvent.pointerMove(stage(), {
    pointerId: id,
    pointerType: 'touch',
    clientX: to.x,
    clientY: to.y,
  });
  fireEvent.pointerUp(stage(), {
    pointerId: id,
    pointerType: 'touch',
    clientX: to.x,
    clientY: to.y,
  });
}
const swipe = (from: number, to: number, y = 300) => tap(from, y, { x: to, y: y + 5 });

describe('photo viewer (the image preview modal)', () => {
  afterEach(() => act(() => closeAllModals()));

  it('opens at the photo asked for: its renditions, its size before it loads, the blurred placeholder', async () => {
    await openViewer(1);
    expect(screen.getByRole('dialog', { name: 'Đà Lạt 2' })).toBeInTheDocument();
    expect(photo()).toHaveAttribute('alt', 'Đà Lạt 2');
    expect(photo()).toHaveAttribute('srcset', images[1]!.srcSet);
    expect(photo()).toHaveAttribute('sizes', '100vw');
    expect(photo()).toHaveAttribute('width', '1600');
    expect(photo()).toHaveAttribute('height', '1000');
    const placeholder = stage().querySelector('img[aria-hidden="true"]');
    expect(placeholder).toHaveAttribute('src', images[1]!.placeholder);
    // loaded, the photo shows and the placeholder goes
    fireEvent.load(photo());
    expect(stage().querySelector('img[aria-hidden="true"]')).toBeNull();
    expect(screen.getByText('Kỷ niệm: Đà Lạt')).toBeInTheDocument();
    expect(screen.getByTestId('image-viewer-counter')).toHaveTextContent('2 / 3');
    expect(live()).toHaveTextContent('Ảnh 2 trên 3');
    expect(live().closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('arrow keys step through the photos, wrapping around, and announce each; Escape closes and gives focus back', async () => {
    const user = userEvent.setup();
    const { opener } = await openViewer();
    expect(screen.getByTestId('image-viewer')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(photo()).toHaveAttribute('alt', 'Đà Lạt 2');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(photo()).toHaveAttribute('alt', 'Đà Lạt 1');
    await user.keyboard('{ArrowLeft}');
    expect(photo()).toHaveAttribute('alt', 'Đà Lạt 3');
    expect(screen.getByTestId('image-viewer-counter')).toHaveTextContent('3 / 3');
    expect(live()).toHaveTextContent('Ảnh 3 trên 3');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    await openViewer();
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('+ and - zoom in steps up to 4x, 0 fits the photo again; the zoom buttons follow', async () => {
    const user = userEvent.setup();
    await openViewer();
    const zoomIn = screen.getByRole('button', { name: 'Phóng to' });
    const zoomOut = screen.getByRole('button', { name: 'Thu nhỏ' });
    expect(zoomIn).toHaveAttribute('aria-keyshortcuts', '+');
    expect(scale()).toBe(1);
    expect(zoomOut).toBeDisabled();
    await user.keyboard('+');
    expect(scale()).toBe(1.5);
    expect(photo()).toHaveAttribute('sizes', '200vw');
    await user.keyboard('+++');
    expect(scale()).toBe(4);
    expect(zoomIn).toBeDisabled();
    await user.keyboard('-');
    expect(scale()).toBeCloseTo(2.67, 2);
    await user.keyboard('0');
    expect(scale()).toBe(1);
    await user.click(zoomIn);
    expect(scale()).toBe(1.5);
    await user.click(zoomOut);
    expect(scale()).toBe(1);
    // the browser's own zoom (Ctrl and +) is left alone
    await user.keyboard('{Control>}+{/Control}');
    expect(scale()).toBe(1);
  });

  it('a new photo starts fitted', async () => {
    const user = userEvent.setup();
    await openViewer();
    await user.keyboard('++');
    expect(scale()).toBe(2.25);
    await user.keyboard('{ArrowRight}');
    expect(scale()).toBe(1);
  });

  it('the wheel zooms in and out; a double click toggles', async () => {
    await openViewer();
    fireEvent.wheel(stage(), { deltaY: -300, clientX: 10, clientY: 10 });
    expect(scale()).toBeGreaterThan(1.5);
    fireEvent.wheel(stage(), { deltaY: 3000 });
    expect(scale()).toBe(1);
    fireEvent.pointerDown(stage(), { pointerId: 99, pointerType: 'mouse', button: 0 });
    fireEvent.pointerUp(stage(), { pointerId: 99, pointerType: 'mouse', button: 0 });
    fireEvent.doubleClick(stage(), { clientX: 20, clientY: 20 });
    expect(scale()).toBe(2.5);
    fireEvent.doubleClick(stage());
    expect(scale()).toBe(1);
  });

  it('a double tap zooms in and back out; two taps far apart or slow do not', async () => {
    await openViewer();
    tap(100, 200);
    tap(104, 203);
    expect(scale()).toBe(2.5);
    // zoomed, a finger pans instead of swiping to the next photo
    swipe(300, 100);
    expect(photo()).toHaveAttribute('alt', 'Đà Lạt 1');
    tap(100, 200);
    tap(100, 200);
    expect(scale()).toBe(1);
    tap(100, 200);
    tap(200, 300);
    expect(scale()).toBe(1);
    // a dblclick some browsers add after a double tap does not undo it
    tap(50, 50);
    tap(50, 50);
    fireEvent.doubleClick(stage());
    expect(scale()).toBe(2.5);
  });

  it('a double tap is timed from the first finger lifting to the second touching', async () => {
    await openViewer();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const at = (x: number, kind: 'pointerDown' | 'pointerUp') =>
        fireEvent[kind](stage(), { pointerId: 1, pointerType: 'touch', clientX: x, clientY: 80 });
      // a slow pair: the second touch comes 301 ms after the first lift
      at(80, 'pointerDown');
      at(80, 'pointerUp');
      vi.advanceTimersByTime(301);
      at(80, 'pointerDown');
      at(80, 'pointerUp');
      expect(scale()).toBe(1);
      // a quick touch after that one, the finger resting on the glass before it lifts
      vi.advanceTimersByTime(300);
      at(80, 'pointerDown');
      vi.advanceTimersByTime(600);
      at(80, 'pointerUp');
      expect(scale()).toBe(2.5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('two fingers pinch to zoom (and back), around their midpoint', async () => {
    await openViewer();
    const at = (id: number, x: number) => ({
      pointerId: id,
      pointerType: 'touch',
      clientX: x,
      clientY: 200,
    });
    fireEvent.pointerDown(stage(), at(1, 100));
    fireEvent.pointerDown(stage(), at(2, 200));
    fireEvent.pointerMove(stage(), at(2, 300));
    expect(scale()).toBe(2);
    fireEvent.pointerMove(stage(), at(1, 0));
    expect(scale()).toBe(3);
    fireEvent.pointerMove(stage(), at(1, 190));
    fireEvent.pointerMove(stage(), at(2, 200));
    expect(scale()).toBe(1);
    fireEvent.pointerUp(stage(), at(1, 190));
    fireEvent.pointerUp(stage(), at(2, 200));
    expect(scale()).toBe(1);
    expect(photo()).toHaveAttribute('alt', 'Đà Lạt 1');
  });

  it('a swipe goes to the next or previous photo; a short or mostly vertical move does not', async () => {
    await openViewer();
    swipe(300, 120);
    expect(photo()).toHaveAttribute('alt', 'Đà Lạt 2');
    swipe(100, 320);
    expect(photo()).toHaveAttribute('alt', 'Đà Lạt 1');
    swipe(200, 170);
    expect(photo()).toHaveAttribute('alt', 'Đà Lạt 1');
    tap(200, 100, { x: 260, y: 400 });
    expect(photo()).toHaveAttribute('alt', 'Đà Lạt 1');
    // the mouse drags, it does not swipe
    fireEvent.pointerDown(stage(), { pointerId: 7, pointerType: 'mouse', button: 0, clientX: 300 });
    fireEvent.pointerUp(stage(), { pointerId: 7, pointerType: 'mouse', button: 0, clientX: 50 });
    expect(photo()).toHaveAttribute('alt', 'Đà Lạt 1');
  });

  it('downloads the original, or the largest rendition of a photo from before originals', async () => {
    const user = userEvent.setup();
    await openViewer();
    const download = () => screen.getByRole('link', { name: 'Tải ảnh gốc' });
    expect(download()).toHaveAttribute('href', images[0]!.src);
    expect(download()).toHaveAttribute('download', 'Kỷ niệm Đà Lạt - 1.webp');
    await user.keyboard('{ArrowRight}');
    expect(download()).toHaveAttribute('href', images[1]!.originalUrl);
    expect(download()).toHaveAttribute('download', 'Kỷ niệm Đà Lạt - 2.jpg');
  });

  it('names every button in a tooltip and in English too', async () => {
    await act(() => i18n.changeLanguage('en'));
    const user = userEvent.setup();
    await openViewer();
    for (const name of ['Zoom in', 'Zoom out', 'Previous photo', 'Next photo', 'Close']) {
      const button = screen.getByRole('button', { name });
      fireEvent.pointerEnter(button, { pointerType: 'mouse' });
      expect(await screen.findByRole('tooltip')).toHaveTextContent(name);
      fireEvent.pointerLeave(button);
      await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    }
    expect(screen.getByRole('link', { name: 'Download original' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(live()).toHaveTextContent('Photo 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(photo()).toHaveAttribute('alt', 'Đà Lạt 1');
  });

  it('one photo: no arrows, no counter', async () => {
    render(<ModalHost />);
    act(() => {
      openModal({ component: 'image-preview', props: { src: '/p/a.webp', alt: 'Một ảnh' } });
    });
    await screen.findByTestId('image-viewer');
    expect(screen.queryByRole('button', { name: 'Ảnh tiếp theo' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('image-viewer-counter')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tải ảnh gốc' })).toHaveAttribute(
      'download',
      'Một ảnh - 1.webp',
    );
  });
});
