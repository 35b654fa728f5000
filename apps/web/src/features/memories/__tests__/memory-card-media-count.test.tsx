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
