import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { MemoryCard } from '../components/memory-card';
import { LAN, MINH, makeImage, makeMemory } from './memories-fixtures';

describe('<MemoryCard>', () => {
  it('shows the date, place, title (a link to the memory), description, mood and tags', () => {
    const memory = makeMemory({
      id: 'm-1',
      title: 'Kỷ niệm Đà Lạt',
      description: 'Săn mây trên đồi',
      date: '2025-03-08',
      location: 'Đà Lạt',
      mood: 'romantic',
      tags: ['travel', 'date'],
    });
    renderWithProviders(<MemoryCard memory={memory} viewerId={LAN.id} />);
    const card = screen.getByTestId('memory-card');
    expect(within(card).getByRole('link', { name: 'Kỷ niệm Đà Lạt' })).toHaveAttribute(
      'href',
      '/memories/m-1',
    );
    expect(within(card).getByText('08/03/2025')).toHaveAttribute('dateTime', '2025-03-08');
    expect(card).toHaveTextContent('Đà Lạt');
    expect(card).toHaveTextContent('Săn mây trên đồi');
    expect(within(card).getByTestId('mood-chip')).toHaveTextContent('Lãng mạn');
    expect(card).toHaveTextContent('Du lịch');
    expect(card).toHaveTextContent('Hẹn hò');
    // my own memory: no author line
    expect(card).not.toHaveTextContent('Bởi Lan');
  });

  it('reads in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderWithProviders(
      <MemoryCard
        memory={makeMemory({ date: '2025-03-08', mood: 'happy', tags: ['food'] })}
        viewerId={LAN.id}
      />,
    );
    expect(screen.getByText('8 Mar 2025')).toBeInTheDocument();
    expect(screen.getByTestId('mood-chip')).toHaveTextContent('Happy');
    expect(screen.getByText('Food')).toBeInTheDocument();
  });

  it('shows the first photo blurred up: placeholder, srcset, size, alt from the title', () => {
    const memory = makeMemory({
      title: 'Biển',
      images: [makeImage('a', { width: 1200, height: 800 }), makeImage('b')],
    });
    renderWithProviders(<MemoryCard memory={memory} viewerId={LAN.id} />);
    const photo = screen.getByRole('img', { name: 'Biển, ảnh bìa' });
    expect(photo).toHaveAttribute('src', memory.images[0]!.url);
    expect(photo.getAttribute('srcset')).toContain('/api/files/a/320.webp?exp=1&sig=s 320w');
    expect(photo).toHaveAttribute('width', '1200');
    expect(photo).toHaveAttribute('height', '800');
    // the placeholder is decorative and shows until the photo loads
    const placeholder = document.querySelector('img[aria-hidden="true"]');
    expect(placeholder).toHaveAttribute('src', 'data:image/webp;base64,UklGRg==');
    expect(screen.getByText('2 ảnh')).toBeInTheDocument();
  });

  it("names the author of my partner's memory, and marks a private one", () => {
    renderWithProviders(
      <>
        <MemoryCard
          memory={makeMemory({ createdBy: MINH.id, ownerId: MINH.id, author: MINH })}
          viewerId={LAN.id}
        />
        <MemoryCard memory={makeMemory({ isPrivate: true })} viewerId={LAN.id} />
      </>,
    );
    const [partners, mine] = screen.getAllByTestId('memory-card');
    expect(partners).toHaveTextContent('Bởi Minh');
    expect(mine).toHaveTextContent('Chỉ mình tôi');
    expect(partners).not.toHaveTextContent('Chỉ mình tôi');
  });

  it('has a labelled heart that says whether it is a favourite', () => {
    renderWithProviders(
      <MemoryCard memory={makeMemory({ title: 'Phở', isFavorite: true })} viewerId={LAN.id} />,
    );
    expect(screen.getByRole('button', { name: 'Bỏ “Phở” khỏi yêu thích' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
