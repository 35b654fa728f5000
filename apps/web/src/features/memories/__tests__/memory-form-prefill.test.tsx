import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formDrafts } from '@/lib/form-drafts';
import { signIn } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { readMemoryDraft } from '../hooks/memory-draft';
import { MEMORY_DRAFT } from '../hooks/memory-draft-key';
import { MemoryForm } from '../components/memory-form';
import { LAN } from './memories-fixtures';

describe('<MemoryForm> prefilled (a done item of our list becomes a memory)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T03:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('starts from the given title, description and day, ready to save, not from a draft', async () => {
    signIn(LAN);
    // a draft left earlier would open as it was left, were the form not prefilled
    formDrafts.write(MEMORY_DRAFT, LAN.id, {
      savedAt: Date.now(),
      values: {
        title: 'Bản nháp cũ',
        description: 'x',
        content: '',
        date: '2026-01-01',
        location: '',
        mood: '',
        tags: [],
        isPrivate: false,
      },
      photos: [],
    });
    expect(readMemoryDraft(LAN.id)?.values.title).toBe('Bản nháp cũ');
    renderWithProviders(
      <MemoryForm
        prefill={{ title: 'Ngắm hoàng hôn Hồ Tây', description: 'Đi xe đạp', date: '2026-11-20' }}
        onDone={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Tiêu đề')).toHaveValue('Ngắm hoàng hôn Hồ Tây');
    expect(screen.getByLabelText('Mô tả')).toHaveValue('Đi xe đạp');
    expect(screen.getByLabelText('Ngày')).toHaveValue('20/11/2026');
    expect(screen.queryByText(/Bản nháp cũ/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Lưu kỷ niệm/ })).toBeEnabled();
    await userEvent.setup().type(screen.getByLabelText('Tiêu đề'), '!');
    expect(screen.getByLabelText('Tiêu đề')).toHaveValue('Ngắm hoàng hôn Hồ Tây!');
  });
});
