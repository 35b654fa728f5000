import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Image } from '@doita/shared';
import { Photo } from '../photo';

const image: Image = {
  id: 'img-1',
  url: '/api/files/a/960.webp?sig=s',
  renditions: [{ width: 960, url: '/api/files/a/960.webp?sig=s' }],
  placeholder: 'data:image/webp;base64,AA==',
  width: 960,
  height: 720,
  originalUrl: null,
};
const placeholderOf = (container: HTMLElement) =>
  container.querySelector('img[aria-hidden="true"]');

describe('Photo: the placeholder until the photo is in, then the photo', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fades the photo in when it loads, the placeholder gone', async () => {
    const { container } = render(<Photo image={image} alt="Hoàng hôn ở Đà Lạt" sizes="100vw" />);
    const photo = screen.getByRole('img', { name: 'Hoàng hôn ở Đà Lạt' });
    expect(photo).toHaveClass('opacity-0');
    expect(placeholderOf(container)).not.toBeNull();

    fireEvent.load(photo);
    await vi.waitFor(() => expect(photo).toHaveClass('opacity-100'));
    expect(placeholderOf(container)).toBeNull();
  });

  it('shows a photo the browser already has, with no load event to come', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(960);
    const { container } = render(<Photo image={image} alt="Biển Nha Trang" sizes="100vw" />);
    const photo = screen.getByRole('img', { name: 'Biển Nha Trang' });
    await vi.waitFor(() => expect(photo).toHaveClass('opacity-100'));
    expect(placeholderOf(container)).toBeNull();
  });
});
