import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyImportCounts } from '@doita/shared';
import type { ExportJob, ImportJob } from '@doita/shared';
import { i18n } from '@/lib/i18n';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import { callsOf, errorAnswer, stubApi } from '@/test/api-stub';
import { signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { DataPortability } from '../components/data-portability';

const ID = '7b0c2a52-9f55-4d1e-8c3b-0a4f3d2e1c11';
const exportJob = (overrides: Partial<ExportJob> = {}): ExportJob => ({
  id: ID,
  status: 'running',
  progress: 40,
  downloadUrl: null,
  error: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});
const importJob = (overrides: Partial<ImportJob> = {}): ImportJob => ({
  id: ID,
  status: 'ready',
  progress: 100,
  counts: emptyImportCounts(),
  error: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

afterEach(async () => {
  storage.remove(STORAGE_KEYS.exportJob);
  storage.remove(STORAGE_KEYS.importJob);
  await act(() => i18n.changeLanguage('vi'));
});

describe('<DataPortability> export', () => {
  it('starts an export, shows its progress, then its download, and keeps the job across a reload', async () => {
    let polls = 0;
    const fetchMock = stubApi({
      'POST /api/exports': jsonResponse({ export: { id: ID, status: 'pending' } }, { status: 202 }),
      [`GET /api/exports/${ID}`]: () =>
        jsonResponse({
          export:
            ++polls === 1
              ? exportJob()
              : exportJob({
                  status: 'ready',
                  progress: 100,
                  downloadUrl: `/api/exports/${ID}/download`,
                }),
        }),
    });
    signIn();
    const first = renderWithProviders(<DataPortability />);
    await userEvent.click(screen.getByRole('button', { name: 'Tải dữ liệu của chúng ta' }));
    expect(await screen.findByText('Đang chuẩn bị tệp… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Tiến độ chuẩn bị tệp ZIP' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    // a button, not a link: a link would open the file for whoever came to hold it
    expect(
      await screen.findByRole('button', { name: 'Tải tệp ZIP xuống' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tải tệp ZIP xuống' })).toBeNull();
    expect(storage.get(STORAGE_KEYS.exportJob)).toBe(ID);
    first.unmount();

    // a reload: the remembered job is asked about again, no new export started
    renderWithProviders(<DataPortability />);
    expect(await screen.findByRole('button', { name: 'Tải tệp ZIP xuống' })).toBeInTheDocument();
    expect(callsOf(fetchMock).filter((c) => c.key === 'POST /api/exports')).toHaveLength(1);
  });

  it('forgets a job this account cannot see', async () => {
    storage.set(STORAGE_KEYS.exportJob, ID);
    stubApi({});
    signIn();
    renderWithProviders(<DataPortability />);
    await waitFor(() => expect(storage.get(STORAGE_KEYS.exportJob)).toBeNull());
    expect(screen.getByRole('button', { name: 'Tải dữ liệu của chúng ta' })).toBeInTheDocument();
  });
});

describe('<DataPortability> export download', () => {
  const ready = () =>
    jsonResponse({
      export: exportJob({
        status: 'ready',
        progress: 100,
        downloadUrl: `/api/exports/${ID}/download`,
      }),
    });

  it('asks for a single-use link, then lets the browser download it by itself', async () => {
    storage.set(STORAGE_KEYS.exportJob, ID);
    const url = `/api/exports/${ID}/download?ticket=${'t'.repeat(43)}`;
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubApi({
      [`GET /api/exports/${ID}`]: ready(),
      [`POST /api/exports/${ID}/download-link`]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const opened: { href: string; download: string; rel: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      opened.push({
        href: this.getAttribute('href') ?? '',
        download: this.download,
        rel: this.rel,
      });
    });
    signIn();
    renderWithProviders(<DataPortability />);
    const button = await screen.findByRole('button', { name: 'Tải tệp ZIP xuống' });
    await userEvent.click(button);
    // busy while the link is asked for
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(opened).toEqual([]);
    answer(jsonResponse({ url, expiresAt: '2026-11-25T10:15:00.000Z' }));
    await waitFor(() => expect(opened).toEqual([{ href: url, download: '', rel: 'noreferrer' }]));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy', 'true'));
    // the link is asked for with my token; the ZIP is never fetched into the page
    const asked = fetchMock.mock.calls.find(
      ([input]) => typeof input === 'string' && input.endsWith('/download-link'),
    );
    expect(new Headers(asked?.[1]?.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(callsOf(fetchMock).filter((c) => c.key.endsWith('/download'))).toEqual([]);
    click.mockRestore();
  });

  it('says so, in both languages, when the file is no longer mine to take', async () => {
    for (const [language, title] of [
      ['vi', 'Tệp này không còn nữa'],
      ['en', 'This file is no longer available'],
    ] as const) {
      await act(() => i18n.changeLanguage(language));
      storage.set(STORAGE_KEYS.exportJob, ID);
      stubApi({
        [`GET /api/exports/${ID}`]: ready(),
        [`POST /api/exports/${ID}/download-link`]: errorAnswer({ status: 404, code: 'NOT_FOUND' }),
      });
      signIn();
      const view = renderWithProviders(<DataPortability />);
      const name = language === 'vi' ? 'Tải tệp ZIP xuống' : 'Download the ZIP';
      await userEvent.click(await screen.findByRole('button', { name }));
      expect(await screen.findByRole('alert')).toHaveTextContent(title);
      view.unmount();
    }
  });
});

describe('<DataPortability> import', () => {
  it('asks for a file before sending anything', async () => {
    const fetchMock = stubApi({});
    signIn();
    renderWithProviders(<DataPortability />);
    await userEvent.click(screen.getByRole('button', { name: 'Nhập dữ liệu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hãy chọn một tệp ZIP.');
    expect(screen.getByLabelText('Tệp ZIP')).toHaveAttribute('aria-invalid', 'true');
    expect(callsOf(fetchMock)).toEqual([]);
  });

  it('shows what a finished import added and skipped', async () => {
    storage.set(STORAGE_KEYS.importJob, ID);
    const counts = emptyImportCounts();
    counts.memories = { added: 3, skipped: 1, held: 2 };
    counts.photos = { added: 6, skipped: 0, held: 0 };
    stubApi({ [`GET /api/imports/${ID}`]: jsonResponse({ import: importJob({ counts }) }) });
    signIn();
    renderWithProviders(<DataPortability />);
    const table = await screen.findByRole('table', { name: 'Kết quả nhập' });
    const row = within(table).getByRole('row', { name: /Kỷ niệm/ });
    expect(row).toHaveTextContent('Kỷ niệm312');
    expect(screen.getByText('Đã nhập xong')).toBeInTheDocument();
    // what the file says the partner wrote waits for them, and the screen says so
    expect(screen.getByText(/đang chờ người ấy/)).toBeInTheDocument();
  });

  it('words a failed import in the user’s language', async () => {
    await act(() => i18n.changeLanguage('en'));
    storage.set(STORAGE_KEYS.importJob, ID);
    stubApi({
      [`GET /api/imports/${ID}`]: jsonResponse({
        import: importJob({
          status: 'failed',
          progress: 5,
          error: {
            code: 'UNSUPPORTED_VERSION',
            message: 'Export format version 2 is not supported',
          },
        }),
      }),
    });
    signIn();
    renderWithProviders(<DataPortability />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This file's version is not supported yet.");
    expect(alert).toHaveTextContent('Nothing was changed.');
  });
});
