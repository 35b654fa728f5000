import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AlbumForm } from '../components/album-form';

function renderForm() {
  const onSubmit = vi.fn();
  renderWithProviders(<AlbumForm pending={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
  return { onSubmit };
}

describe('<AlbumForm>', () => {
  it('asks for a name that shows something: spaces or zero-width characters are none', async () => {
    const { onSubmit } = renderForm();
    const u = userEvent.setup();
    const name = screen.getByLabelText(/Tên album/);
    for (const blank of ['   ', '\u200b\u200d', '\u2800']) {
      fireEvent.change(name, { target: { value: blank } });
      await u.click(screen.getByRole('button', { name: 'Lưu' }));
      expect(await screen.findByText('Trường này là bắt buộc')).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the name and description as they are kept (NFC, trimmed)', async () => {
    const { onSubmit } = renderForm();
    const u = userEvent.setup();
    // "Đà Lạt" typed decomposed (a + combining grave), padded
    fireEvent.change(screen.getByLabelText(/Tên album/), {
      target: { value: '  \u0110a\u0300 La\u0323t  ' },
    });
    fireEvent.change(screen.getByLabelText('Vài dòng về album'), {
      target: { value: '\u200b' },
    });
    await u.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Đà Lạt', description: '' });
  });

  it('keeps a name on one line: a pasted tab or line break is the space it is saved as', async () => {
    const { onSubmit } = renderForm();
    const u = userEvent.setup();
    const name = screen.getByLabelText(/Tên album/);
    fireEvent.change(name, { target: { value: 'Đà Lạt\t \tmùa mưa ' } });
    fireEvent.blur(name);
    expect(name).toHaveValue('Đà Lạt mùa mưa');
    fireEvent.change(name, { target: { value: 'Hội An\u2028phố cổ' } });
    await u.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Hội An phố cổ', description: '' });
  });
});
