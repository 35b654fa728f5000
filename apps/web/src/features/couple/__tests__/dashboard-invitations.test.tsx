import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { callsOf, stubApi } from '@/test/api-stub';
import { makeUser, signIn } from '@/test/fixtures';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { DashboardInvitations } from '../components/dashboard-invitations';
import { AN, makeCouple, makeInvitation } from './couple-fixtures';

const me = makeUser({ id: AN.id, displayName: AN.displayName, email: AN.email });
const notFound = () => jsonResponse({ message: 'No couple' }, { status: 404 });
/** my invitation to an address: the invitee is the address, nothing more */
const sent = makeCouple({
  status: 'pending',
  user2: {
    id: '',
    displayName: 'lan@example.com',
    firstName: null,
    lastName: null,
    email: 'lan@example.com',
    avatarUrl: null,
  },
  connectedAt: null,
  createdAt: '2026-03-08T03:00:00.000Z',
});

function renderPanel() {
  signIn(me);
  return renderWithProviders(<DashboardInvitations user={me} />, { route: '/' });
}

describe('<DashboardInvitations> (the unconnected dashboard)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T03:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows nothing when no invitation waits', async () => {
    const fetchMock = stubApi({
      'GET /api/couple/connection': notFound(),
      'GET /api/couple/invitations': jsonResponse({ requests: [] }),
    });
    const { container } = renderPanel();
    await waitFor(() =>
      expect(callsOf(fetchMock).map((c) => c.key)).toContain('GET /api/couple/invitations'),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('an invitation to me: Accept connects and refetches', async () => {
    const fetchMock = stubApi({
      'GET /api/couple/connection': notFound(),
      'GET /api/couple/invitations': jsonResponse({ requests: [makeInvitation()] }),
      'POST /api/couple/respond': jsonResponse({ couple: makeCouple({ id: 'couple-9' }) }),
    });
    renderPanel();
    const region = await screen.findByRole('region', { name: 'Lời mời của bạn' });
    expect(within(region).getByText('Chi Lê muốn kết nối với bạn')).toBeInTheDocument();
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Chấp nhận' }));
    await waitFor(() =>
      expect(callsOf(fetchMock)).toContainEqual({
        key: 'POST /api/couple/respond',
        body: { coupleId: 'couple-9', action: 'accept' },
      }),
    );
  });

  it('an invitation to me: Decline sends decline', async () => {
    const fetchMock = stubApi({
      'GET /api/couple/connection': notFound(),
      'GET /api/couple/invitations': jsonResponse({ requests: [makeInvitation()] }),
      'POST /api/couple/respond': jsonResponse({ couple: null }),
    });
    renderPanel();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Từ chối' }));
    await waitFor(() =>
      expect(callsOf(fetchMock)).toContainEqual({
        key: 'POST /api/couple/respond',
        body: { coupleId: 'couple-9', action: 'decline' },
      }),
    );
  });

  it('my invitation waits, in English too; Cancel withdraws it', async () => {
    await act(() => i18n.changeLanguage('en'));
    const fetchMock = stubApi({
      'GET /api/couple/connection': jsonResponse({ couple: sent }),
      'GET /api/couple/invitations': jsonResponse({ requests: [] }),
      'DELETE /api/couple/invitation': jsonResponse({ message: 'Invitation cancelled' }),
    });
    renderPanel();
    const region = await screen.findByRole('region', { name: 'Your invitations' });
    expect(within(region).getByText('Waiting for lan@example.com to accept')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(within(region).getByRole('button', { name: 'Cancel invitation' }));
    expect(await screen.findByText('Invitation cancelled')).toBeInTheDocument();
    expect(callsOf(fetchMock).map((c) => c.key)).toContain('DELETE /api/couple/invitation');
  });

  it('a failed cancel says so in the banner', async () => {
    stubApi({
      'GET /api/couple/connection': jsonResponse({ couple: sent }),
      'GET /api/couple/invitations': jsonResponse({ requests: [] }),
      'DELETE /api/couple/invitation': jsonResponse(
        { message: 'No pending invitation', code: 'NOT_FOUND' },
        { status: 404 },
      ),
    });
    renderPanel();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Hủy lời mời' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không hủy được lời mời');
  });
});
