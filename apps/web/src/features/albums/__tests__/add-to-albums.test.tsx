import { act, screen, within } from '@testing-library/react';
import type { Memory } from '@doita/shared';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '@/components/ui/modal-host';
import { closeAllModals } from '@/lib/modal-store';
import { signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { MemoryAlbumActions } from '../components/add-to-albums';
import { AN, hrefOf, makeAlbum } from './albums-fixtures';

// the picker reads only the memory's id and privacy
const MEMORY = { id: 'm1', isPrivate: false } as Memory;

describe('<MemoryAlbumActions> album picker', () => {
  afterEach(() => act(() => closeAllModals()));

  it('pages the albums, ticks a box at once, and unticks it when the server refuses', async () => {
    signIn(AN);
    let answerAdd: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(hrefOf(input), 'http://localhost');
      if (init?.method === 'POST') {
        return new Promise<Response>((resolve) => {
          answerAdd = resolve;
        });
      }
      const second = url.searchParams.get('cursor') === 'c1';
      return Promise.resolve(
        jsonResponse(
          second
            ? {
                nextCursor: null,
                albums: [makeAlbum({ id: 'a2', name: 'Biển', hasMemory: false })],
              }
            : { nextCursor: 'c1', albums: [makeAlbum({ hasMemory: false })] },
        ),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <>
        <MemoryAlbumActions memory={MEMORY} connected />
        <ModalHost />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào album' }));
    const picker = await screen.findByRole('dialog', { name: 'Thêm vào album' });
    await within(picker).findByRole('checkbox', { name: /Đà Lạt/ });
    expect(within(picker).queryByRole('checkbox', { name: /Biển/ })).toBeNull();
    await userEvent.click(within(picker).getByRole('button', { name: 'Xem thêm album' }));
    const sea = await within(picker).findByRole('checkbox', { name: /Biển/ });
    expect(within(picker).queryByRole('button', { name: 'Xem thêm album' })).toBeNull();

    // Ticked in the same event, while the server has not answered yet.
    await userEvent.click(sea);
    expect(sea).toBeChecked();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
    // The server refuses: the box goes back.
    act(() =>
      answerAdd(jsonResponse({ message: 'Memory not found', code: 'NOT_FOUND' }, { status: 404 })),
    );
    await vi.waitFor(() => expect(sea).not.toBeChecked());
  });
});
