import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TimelineItem } from '@doita/shared';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { TimelineMemoryCard } from '../components/timeline-memory';
import { memoryItem } from './timeline-fixtures';

type TimelineMemory = Extract<TimelineItem, { kind: 'memory' }>;

describe('a timeline memory counts its videos apart', () => {
  const item = memoryItem('m1', '2025-03-08', {
    imageCount: 3,
    videoCount: 1,
  }) as TimelineMemory;

  it('in both languages', async () => {
    const { unmount } = renderWithProviders(<TimelineMemoryCard memory={item} />);
    expect(screen.getByTestId('timeline-memory')).toHaveTextContent('2 ảnh · 1 video');
    unmount();
    await act(() => i18n.changeLanguage('en'));
    renderWithProviders(<TimelineMemoryCard memory={item} />);
    expect(screen.getByTestId('timeline-memory')).toHaveTextContent('2 photos · 1 video');
  });

  it('counts every item a photo in an older answer without videoCount', () => {
    const older = memoryItem('m2', '2025-03-08', { imageCount: 3 });
    renderWithProviders(<TimelineMemoryCard memory={older as TimelineMemory} />);
    expect(screen.getByTestId('timeline-memory')).toHaveTextContent('3 ảnh');
  });
});
