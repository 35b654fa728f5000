import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { MemoryCard } from '../components/memory-card';
import { LAN, makeImage, makeMemory } from './memories-fixtures';

const video = (id: string) => makeImage(id, { kind: 'video' });

describe('a memory card counts its videos apart', () => {
  const memory = makeMemory({
    images: [makeImage('a'), makeImage('b', { kind: 'live' }), video('c')],
  });

  it('in Vietnamese', () => {
    renderWithProviders(<MemoryCard memory={memory} viewerId={LAN.id} />);
    expect(screen.getByTestId('memory-card')).toHaveTextContent('2 ảnh · 1 video');
  });

  it('in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderWithProviders(<MemoryCard memory={memory} viewerId={LAN.id} />);
    expect(screen.getByTestId('memory-card')).toHaveTextContent('2 photos · 1 video');
    expect(screen.getByTestId('memory-card')).not.toHaveTextContent('3 photos');
  });

  it('says only videos when there are no photos', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderWithProviders(
      <MemoryCard memory={makeMemory({ images: [video('a'), video('b')] })} viewerId={LAN.id} />,
    );
    expect(screen.getByTestId('memory-card')).toHaveTextContent('2 videos');
    expect(screen.getByTestId('memory-card')).not.toHaveTextContent('photo');
  });
});

describe('a memory card whose cover is a video', () => {
  const preparing = makeImage('v', {
    kind: 'video',
    url: '',
    renditions: [],
    placeholder: null,
  });

  it('shows a film sign while the video is prepared, never an image with nothing to load', () => {
    renderWithProviders(
      <MemoryCard memory={makeMemory({ title: 'Biển', images: [preparing] })} viewerId={LAN.id} />,
    );
    const card = screen.getByTestId('memory-card');
    expect(card.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: /Biển/ })).toBeInTheDocument();
    // one video: the card says so once, among its badges
    expect(card).toHaveTextContent('Video');
  });

  it('shows a ready video by its poster, said as a video in English too', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderWithProviders(
      <MemoryCard memory={makeMemory({ images: [video('p')] })} viewerId={LAN.id} />,
    );
    const card = screen.getByTestId('memory-card');
    const sources = [...card.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources.some((src) => src?.includes('/api/files/p/'))).toBe(true);
    expect(card).toHaveTextContent('Video');
    expect(screen.getAllByText('Video')).toHaveLength(1);
  });
});
