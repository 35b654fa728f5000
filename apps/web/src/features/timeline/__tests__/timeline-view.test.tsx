import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TimelinePage } from '@doita/shared';
import { i18n } from '@/lib/i18n';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { TimelineView } from '../components/timeline-view';
import { groupByMonth } from '../components/group-by-month';
import { blogItem, memoryItem, milestoneItem, page, reminderItem } from './timeline-fixtures';

function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

/** Answers GET /api/timeline by its query (`filter`, `cursor`); records every URL asked. */
function stubTimeline(answer: (params: URLSearchParams) => TimelinePage | Response) {
  const urls: URL[] = [];
  const mock = vi.fn((input: RequestInfo | URL) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    urls.push(url);
    if (url.pathname !== '/api/timeline')
      return Promise.resolve(jsonResponse({ message: 'Not found' }, { status: 404 }));
    const result = answer(url.searchParams);
    return Promise.resolve(result instanceof Response ? result : jsonResponse(result));
  });
  vi.stubGlobal('fetch', mock);
  return urls;
}

function renderTimeline(route = '/timeline', options: { connected?: boolean } = {}) {
  const actions = { onCreateMemory: vi.fn(), onCreateReminder: vi.fn() };
  const view = renderWithProviders(
    <>
      <TimelineView
        timeZone="Asia/Ho_Chi_Minh"
        connected={options.connected ?? true}
        {...actions}
      />
      <Address />
    </>,
    { route },
  );
  return { ...actions, ...view };
}

/** IntersectionObserver is missing from jsdom: a stand-in the test can trigger. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeObserver {
    targets: Element[] = [];
    constructor(public callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets = [];
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    reveal() {
      for (const o of observers)
        if (o.targets.length > 0)
          o.callback(
            o.targets.map(
              (target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry,
            ),
            o as unknown as IntersectionObserver,
          );
    },
  };
}

describe('<TimelineView>', () => {
  it('shows a skeleton, then the items under month headers in vi and en', async () => {
    stubTimeline(() =>
      page([
        memoryItem('m1', '2026-11-20'),
        reminderItem('r1', '2026-11-02', true),
        blogItem('b1', '2026-10-15'),
        milestoneItem('ms1', '2026-10-01', 'days', 300),
      ]),
    );
    renderTimeline();
    expect(screen.getByTestId('timeline-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải dòng thời gian');
    const months = await screen.findAllByTestId('timeline-month');
    expect(months).toHaveLength(2);
    expect(within(months[0]!).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Tháng 11 năm 2026',
    );
    expect(within(months[0]!).getAllByRole('listitem')).toHaveLength(2);
    expect(within(months[1]!).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Tháng 10 năm 2026',
    );
    await act(() => i18n.changeLanguage('en'));
    expect(within(months[0]!).getByRole('heading', { level: 2 })).toHaveTextContent(
      'November 2026',
    );
  });

  it('shows each kind as its card: memory, reminder, post and milestone', async () => {
    stubTimeline(() =>
      page([
        memoryItem('m1', '2026-11-20', { isPrivate: true }),
        reminderItem('r1', '2026-11-02', true),
        blogItem('b1', '2026-10-15'),
        milestoneItem('ms1', '2026-10-01', 'days', 300),
        milestoneItem('ms2', '2026-03-10', 'years', 2),
      ]),
    );
    renderTimeline();
    const memory = await screen.findByTestId('timeline-memory');
    expect(within(memory).getByRole('link', { name: 'Kỷ niệm m1' })).toHaveAttribute(
      'href',
      '/memories/m1',
    );
    expect(memory).toHaveTextContent('Chỉ mình tôi');
    expect(memory).toHaveTextContent('Yêu thương');
    const reminder = screen.getByTestId('timeline-reminder');
    // 12:30 UTC is 19:30 in Ho Chi Minh City
    expect(reminder).toHaveTextContent('Đến hạn 02/11/2026 lúc 19:30');
    expect(reminder).toHaveTextContent('Đã hoàn thành');
    expect(
      within(screen.getByTestId('timeline-blog')).getByRole('link', { name: 'Bài b1' }),
    ).toHaveAttribute('href', '/blog/b1');
    const milestones = screen.getAllByTestId('timeline-milestone');
    expect(milestones[0]).toHaveTextContent('Ngày thứ 300 bên nhau');
    expect(milestones[1]).toHaveTextContent('2 năm bên nhau');
  });

  it('keeps the filter in the address and asks the server for it', async () => {
    const user = userEvent.setup();
    const urls = stubTimeline((params) =>
      params.get('filter') === 'blog'
        ? page([blogItem('b1', '2026-10-15')])
        : page([memoryItem('m1', '2026-11-20')]),
    );
    renderTimeline();
    await screen.findByTestId('timeline-memory');
    expect(urls[0]?.searchParams.get('filter')).toBe('all');
    expect(screen.getByRole('tab', { name: 'Tất cả' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Blog' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/timeline?filter=blog');
    expect(await screen.findByTestId('timeline-blog')).toBeInTheDocument();
    expect(urls.at(-1)?.searchParams.get('filter')).toBe('blog');
    expect(screen.getByRole('tab', { name: 'Blog' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'timeline-tab-blog');

    // arrow keys move along the tabs and choose
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('address')).toHaveTextContent('/timeline?filter=anniversaries');
    expect(screen.getByRole('tab', { name: 'Ngày kỷ niệm' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/timeline$/);
  });

  it('starts from the filter in the address', async () => {
    const urls = stubTimeline(() => page([reminderItem('r1', '2026-11-02')]));
    renderTimeline('/timeline?filter=reminders');
    await screen.findByTestId('timeline-reminder');
    expect(urls[0]?.searchParams.get('filter')).toBe('reminders');
    expect(screen.getByRole('tab', { name: 'Nhắc nhở' })).toHaveAttribute('aria-selected', 'true');
  });

  it('fetches the next page with the cursor as the sentinel nears, or by the button', async () => {
    const user = userEvent.setup();
    const observer = stubIntersectionObserver();
    const urls = stubTimeline((params) => {
      const cursor = params.get('cursor');
      if (!cursor) return page([memoryItem('m1', '2026-11-20')], 'c-2');
      if (cursor === 'c-2') return page([memoryItem('m2', '2026-11-03')], 'c-3');
      return page([memoryItem('m3', '2025-01-01')], null);
    });
    renderTimeline();
    await screen.findByRole('link', { name: 'Kỷ niệm m1' });
    act(() => observer.reveal());
    await screen.findByRole('link', { name: 'Kỷ niệm m2' });
    expect(urls[1]?.searchParams.get('cursor')).toBe('c-2');
    // one page boundary inside November keeps one month
    expect(screen.getAllByTestId('timeline-month')).toHaveLength(1);
    expect(screen.getByText('Đang hiện 2 mục')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tải thêm' }));
    await screen.findByRole('link', { name: 'Kỷ niệm m3' });
    expect(urls[2]?.searchParams.get('cursor')).toBe('c-3');
    expect(screen.getByTestId('timeline-end')).toHaveTextContent('những ngày đầu tiên');
    expect(screen.queryByRole('button', { name: 'Tải thêm' })).toBeNull();
  });

  it.each([
    ['all', 'Câu chuyện của hai bạn bắt đầu từ đây', 'Lưu kỷ niệm đầu tiên'],
    ['memories', 'Chưa có kỷ niệm nào', 'Lưu kỷ niệm đầu tiên'],
    ['reminders', 'Chưa có lời nhắc nào đến hạn', 'Tạo lời nhắc'],
  ])('shows the empty state of %s with its call to action', async (filter, title, action) => {
    const user = userEvent.setup();
    stubTimeline(() => page([]));
    const { onCreateMemory, onCreateReminder } = renderTimeline(`/timeline?filter=${filter}`);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: action }));
    expect(filter === 'reminders' ? onCreateReminder : onCreateMemory).toHaveBeenCalledTimes(1);
  });

  it('offers to write a post when the blog filter is empty', async () => {
    stubTimeline(() => page([]));
    renderTimeline('/timeline?filter=blog');
    expect(await screen.findByRole('link', { name: 'Viết một bài' })).toHaveAttribute(
      'href',
      '/blog/new',
    );
  });

  it('shows the failure with a retry that asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubTimeline(() =>
      fail
        ? jsonResponse({ message: 'boom' }, { status: 500 })
        : page([memoryItem('m1', '2026-11-20')]),
    );
    renderTimeline();
    expect(await screen.findByText('Chưa tải được dòng thời gian')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByTestId('timeline-memory')).toBeInTheDocument();
  });

  it('a cursor the server no longer knows says so and reloads from the first page', async () => {
    const user = userEvent.setup();
    let firstPages = 0;
    const urls = stubTimeline((params) => {
      const cursor = params.get('cursor');
      if (!cursor) {
        firstPages += 1;
        return page([memoryItem(`m${firstPages}`, '2026-11-20')], firstPages === 1 ? 'old' : null);
      }
      return jsonResponse({ message: 'Invalid cursor', code: 'INVALID_CURSOR' }, { status: 400 });
    });
    renderTimeline();
    await screen.findByRole('link', { name: 'Kỷ niệm m1' });
    await user.click(screen.getByRole('button', { name: 'Tải thêm' }));
    expect(
      await screen.findByText('Liên kết trang này không còn hợp lệ. Hãy tải lại dòng thời gian.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    await screen.findByRole('link', { name: 'Kỷ niệm m2' });
    expect(urls.at(-1)?.searchParams.get('cursor')).toBeNull();
    expect(screen.getByTestId('timeline-end')).toBeInTheDocument();
  });

  it('without a partner, still shows own memories with a hint to connect', async () => {
    stubTimeline(() => page([memoryItem('m1', '2026-11-20', { isPrivate: true })]));
    renderTimeline('/timeline', { connected: false });
    expect(await screen.findByTestId('timeline-memory')).toBeInTheDocument();
    const hint = screen.getByTestId('timeline-connect-hint');
    expect(within(hint).getByRole('link', { name: 'Kết nối ngay' })).toHaveAttribute(
      'href',
      '/couple/connect',
    );
  });
});

describe('groupByMonth', () => {
  it('keeps consecutive items of a month together, newest first', () => {
    const months = groupByMonth([
      memoryItem('a', '2026-11-30'),
      memoryItem('b', '2026-11-01'),
      memoryItem('c', '2026-10-31'),
      memoryItem('d', '2025-10-31'),
    ]);
    expect(months.map((m) => [m.key, m.items.length])).toEqual([
      ['2026-11', 2],
      ['2026-10', 1],
      ['2025-10', 1],
    ]);
  });
});
