import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { closeModal, confirmDialog, getModals, openModal } from '@/lib/modal-store';
import { ModalHost } from '../modal-host';

const confirm = (title: string, extra: Record<string, unknown> = {}, persistent = false) =>
  openModal({ component: 'confirm', props: { title, ...extra }, persistent });

/** The host loads its dialogs lazily: the tests wait for each dialog with findBy. */
function renderHost() {
  render(<ModalHost />);
}

describe('modal host', () => {
  it('shows only the newest modal of the stack, and the one below after closing it', async () => {
    renderHost();
    act(() => {
      confirm('Thứ nhất');
      confirm('Thứ hai');
    });
    expect(await screen.findByRole('dialog', { name: 'Thứ hai' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Thứ nhất' })).not.toBeInTheDocument();
    act(() => closeModal());
    expect(await screen.findByRole('dialog', { name: 'Thứ nhất' })).toBeInTheDocument();
    act(() => closeModal());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes a modal by id, wherever it is in the stack', async () => {
    renderHost();
    let bottom = '';
    act(() => {
      bottom = confirm('Dưới');
      confirm('Trên');
    });
    await screen.findByRole('dialog', { name: 'Trên' });
    act(() => closeModal(bottom));
    expect(
      getModals()
        .map((m) => m.props)
        .map((p) => (p as { title: string }).title),
    ).toEqual(['Trên']);
    expect(screen.getByRole('dialog', { name: 'Trên' })).toBeInTheDocument();
  });

  it('Escape closes the active modal', async () => {
    const user = userEvent.setup();
    renderHost();
    act(() => {
      confirm('Lưu thay đổi?');
    });
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getModals()).toHaveLength(0);
  });

  it('a backdrop click closes it unless it is persistent', async () => {
    const user = userEvent.setup();
    renderHost();
    act(() => {
      confirm('Bắt buộc', {}, true);
    });
    await screen.findByRole('dialog', { name: 'Bắt buộc' });
    await user.click(screen.getByTestId('modal-backdrop'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Bắt buộc' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Đóng' })).not.toBeInTheDocument();

    act(() => closeModal());
    act(() => {
      confirm('Không bắt buộc');
    });
    await screen.findByRole('dialog', { name: 'Không bắt buộc' });
    await user.click(screen.getByTestId('modal-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('confirm calls onConfirm(true) then closes; cancel calls onConfirm(false)', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderHost();
    act(() => {
      confirm('Xóa kỷ niệm này?', { onConfirm, confirmLabel: 'Xóa', tone: 'danger' });
    });
    await user.click(await screen.findByRole('button', { name: 'Xóa' }));
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    act(() => {
      confirm('Lưu?', { onConfirm });
    });
    await user.click(await screen.findByRole('button', { name: 'Hủy' }));
    expect(onConfirm).toHaveBeenLastCalledWith(false);
    expect(getModals()).toHaveLength(0);
  });

  it('confirmDialog resolves with the answer', async () => {
    const user = userEvent.setup();
    renderHost();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmDialog({ title: 'Tiếp tục?' });
    });
    await user.click(await screen.findByRole('button', { name: 'Xác nhận' }));
    await expect(answer).resolves.toBe(true);
  });

  it('previews an image with its alt text and caption', async () => {
    renderHost();
    act(() => {
      openModal({
        component: 'image-preview',
        props: { src: '/images/sample-sunset.svg', alt: 'Hoàng hôn', caption: 'Đà Nẵng' },
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Hoàng hôn' });
    // the viewer is a chunk of its own, arriving after the dialog
    expect(await screen.findByRole('img', { name: 'Hoàng hôn' })).toHaveAttribute(
      'src',
      '/images/sample-sunset.svg',
    );
    expect(dialog).toHaveTextContent('Đà Nẵng');
  });
});

describe('focus after a dialog closes', () => {
  function Page({ withOpener = true }: { withOpener?: boolean }) {
    return (
      <>
        <main id="main-content" tabIndex={-1}>
          {withOpener && (
            <button type="button" onClick={() => void confirmDialog({ title: 'Xóa lời nhắc?' })}>
              Xóa
            </button>
          )}
        </main>
        <ModalHost />
      </>
    );
  }

  it('goes back to the button that opened it (Escape, cancel or confirm)', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Xóa' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Xóa lời nhắc?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('goes to the main content when the opener is gone (the item was deleted)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Xóa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa lời nhắc?' });
    rerender(<Page withOpener={false} />);
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});
