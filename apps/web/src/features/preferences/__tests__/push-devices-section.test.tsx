import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PushSubscriptionView } from '@doita/shared';
import { i18n } from '@/lib/i18n';
import { getToasts } from '@/lib/toast-store';
import { callsOf, stubApi } from '@/test/api-stub';
import { signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { PushDevicesSection } from '../components/push-devices-section';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const device = (id: string, userAgent: string | null, lastUsedAt: string | null) =>
  ({
    id,
    userAgent,
    createdAt: '2026-03-01T01:00:00.000Z',
    lastUsedAt,
  }) satisfies PushSubscriptionView;

function renderSection() {
  signIn();
  renderWithProviders(<PushDevicesSection timeZone="Asia/Ho_Chi_Minh" />);
  return userEvent.setup();
}

describe('<PushDevicesSection>', () => {
  afterEach(() => act(() => void i18n.changeLanguage('vi')));

  it('lists each device: its browser, when it was added and last notified', async () => {
    stubApi({
      'GET /api/push/subscriptions': jsonResponse({
        subscriptions: [
          device('d1', IPHONE, '2026-03-10T03:05:00.000Z'),
          device('d2', WINDOWS_FIREFOX, null),
          device('d3', null, null),
        ],
      }),
    });
    renderSection();
    const rows = await screen.findAllByTestId('push-device');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Safari trên iOS'),
      expect.stringContaining('Firefox trên Windows'),
      expect.stringContaining('Trình duyệt không rõ'),
    ]);
    expect(rows[0]).toHaveTextContent('Nhận thông báo gần nhất');
    expect(rows[0]).toHaveTextContent('10:05');
    expect(rows[1]).toHaveTextContent('Chưa nhận thông báo nào');
    expect(screen.getByRole('region', { name: 'Thiết bị nhận thông báo' })).toBeInTheDocument();
  });

  it('removes one, then shows the list the server has left', async () => {
    let left = [device('d1', IPHONE, null), device('d2', WINDOWS_FIREFOX, null)];
    const mock = stubApi({
      'GET /api/push/subscriptions': () => jsonResponse({ subscriptions: left }),
      'DELETE /api/push/subscriptions/d1': () => {
        left = left.filter((d) => d.id !== 'd1');
        return jsonResponse({ message: 'Unsubscribed' });
      },
    });
    const u = renderSection();
    await screen.findAllByTestId('push-device');
    await u.click(screen.getByRole('button', { name: 'Ngừng gửi thông báo tới Safari trên iOS' }));
    await waitFor(() => expect(screen.getAllByTestId('push-device')).toHaveLength(1));
    expect(screen.getByTestId('push-device')).toHaveTextContent('Firefox trên Windows');
    expect(callsOf(mock).map((call) => call.key)).toContain('DELETE /api/push/subscriptions/d1');
    expect(getToasts().map((toast) => toast.title)).toContain('Đã gỡ thiết bị');
  });

  it('says so when there is none, and offers a retry when the list fails', async () => {
    stubApi({ 'GET /api/push/subscriptions': jsonResponse({ subscriptions: [] }) });
    renderSection();
    expect(await screen.findByTestId('push-devices-empty')).toHaveTextContent(
      'Chưa có thiết bị nào nhận thông báo',
    );
  });

  it('shows the error with a retry that fetches again', async () => {
    let fail = true;
    stubApi({
      'GET /api/push/subscriptions': () =>
        fail
          ? jsonResponse({ message: 'Internal error' }, { status: 500 })
          : jsonResponse({ subscriptions: [device('d1', IPHONE, null)] }),
    });
    const u = renderSection();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được danh sách thiết bị');
    fail = false;
    await u.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByTestId('push-device')).toHaveTextContent('Safari trên iOS');
  });

  it('speaks English too', async () => {
    await act(() => i18n.changeLanguage('en'));
    stubApi({
      'GET /api/push/subscriptions': jsonResponse({ subscriptions: [device('d1', IPHONE, null)] }),
    });
    renderSection();
    expect(await screen.findByTestId('push-device')).toHaveTextContent('Safari on iOS');
    expect(
      screen.getByRole('button', { name: 'Stop notifications to Safari on iOS' }),
    ).toBeVisible();
    expect(screen.getByText('Not notified yet')).toBeInTheDocument();
  });
});
