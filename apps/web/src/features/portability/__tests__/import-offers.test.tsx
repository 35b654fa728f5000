import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ImportOffer } from '@doita/shared';
import { callsOf, stubApi } from '@/test/api-stub';
import { signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { ImportOffers } from '../components/import-offers';

const OFFER: ImportOffer = {
  id: 'offer-1',
  from: { id: 'user-an', displayName: 'An' },
  summary: {
    counts: { memories: 1, reminders: 1, posts: 1, comments: 2, reactions: 0, photos: 1 },
    titles: {
      memories: ['Bình kể: Hội An'],
      reminders: ['Trung thu 🥮'],
      posts: ['Đà Lạt mùa hoa'],
    },
  },
  createdAt: '2026-11-25T10:00:00.000Z',
};

/** the offers list, empty once one was answered */
function stubOffers(answer: 'accept' | 'decline') {
  let answered = false;
  return stubApi({
    'GET /api/imports/offers': () => jsonResponse({ offers: answered ? [] : [OFFER] }),
    [`POST /api/imports/offers/${OFFER.id}/${answer}`]: () => {
      answered = true;
      return jsonResponse(
        answer === 'accept'
          ? {
              accepted: {
                memories: 1,
                reminders: 1,
                posts: 1,
                comments: 2,
                reactions: 0,
                photos: 1,
              },
            }
          : { declined: true },
      );
    },
  });
}

describe('<ImportOffers>', () => {
  it('shows nothing while nothing waits', async () => {
    const fetchMock = stubApi({ 'GET /api/imports/offers': jsonResponse({ offers: [] }) });
    signIn();
    const { container } = renderWithProviders(<ImportOffers />);
    await waitFor(() => expect(callsOf(fetchMock)).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('lists what waits, by who imported it, and takes it from the keyboard', async () => {
    const fetchMock = stubOffers('accept');
    signIn();
    renderWithProviders(<ImportOffers />);
    const section = await screen.findByRole('region', { name: 'Đang chờ bạn' });
    const offer = within(section).getByRole('listitem', { name: 'Do An nhập' });
    expect(offer).toHaveTextContent('Kỷ niệm: 1');
    expect(offer).toHaveTextContent('Bình luận: 2');
    expect(offer).not.toHaveTextContent('Lượt thích');
    expect(within(offer).getByText('Trung thu 🥮')).toBeInTheDocument();

    // Tab to the first button, Enter: the same as a click
    await userEvent.tab();
    expect(within(offer).getByRole('button', { name: 'Nhận là của tôi' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(callsOf(fetchMock).map((c) => c.key)).toContain(
      `POST /api/imports/offers/${OFFER.id}/accept`,
    );
  });

  it('leaves what waits', async () => {
    const fetchMock = stubOffers('decline');
    signIn();
    renderWithProviders(<ImportOffers />);
    await userEvent.click(await screen.findByRole('button', { name: 'Bỏ qua' }));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(callsOf(fetchMock).map((c) => c.key)).toContain(
      `POST /api/imports/offers/${OFFER.id}/decline`,
    );
  });
});
