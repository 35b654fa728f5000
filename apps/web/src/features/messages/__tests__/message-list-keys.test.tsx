import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import type { Message } from '@doita/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { MessageList, type ListHandle } from '../components/message-list';
import { makeMessage, noActions } from './message-fixtures';

const noop = () => undefined;
const actions = noActions;

const message = (id: string, minute: number, over: Partial<Message> = {}): Message =>
  makeMessage({
    id,
    text: `Tin ${id}`,
    createdAt: `2026-12-02T13:${String(minute).padStart(2, '0')}:00.000Z`,
    ...over,
  });

const MESSAGES = [
  message('a', 1, { text: 'Xem https://example.com nhé' }),
  message('b', 2, {
    reactions: [{ userId: 'me', emoji: '❤️', createdAt: '2026-12-02T13:03:00Z' }],
  }),
  message('c', 3),
];

function renderList(loadOlder = vi.fn()) {
  renderWithProviders(
    <>
      <button type="button">trước</button>
      <MessageList
        messages={MESSAGES}
        myId="me"
        partnerName="Minh"
        partnerRead={null}
        canWrite
        locale="vi"
        timeZone="Asia/Ho_Chi_Minh"
        now={new Date('2026-12-02T14:00:00Z')}
        hasOlder
        loadingOlder={false}
        olderFailed={false}
        loadOlder={loadOlder}
        actions={actions}
        onJump={noop}
        onAtBottom={noop}
        handleRef={createRef<ListHandle>()}
      />
      <button type="button">sau</button>
    </>,
  );
  return { loadOlder, user: userEvent.setup() };
}

const row = (id: string) => document.getElementById(`message-${id}`)!;
/** what Tab may stop at inside a message */
const tabStops = (id: string) =>
  [...row(id).querySelectorAll<HTMLElement>('button, a[href]')].filter((el) => el.tabIndex >= 0);

describe('<MessageList> from the keyboard', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('is one tab stop: the newest message and its buttons, none of the others', async () => {
    const { user } = renderList();
    expect(row('c').tabIndex).toBe(0);
    expect(row('a').tabIndex).toBe(-1);
    expect(tabStops('a')).toEqual([]);
    expect(tabStops('b')).toEqual([]);
    expect(tabStops('c').length).toBeGreaterThan(0);
    screen.getByRole('button', { name: 'trước' }).focus();
    await user.tab();
    expect(row('c')).toHaveFocus();
    // into the message's own button, then out of the log
    await user.tab();
    expect(row('c').contains(document.activeElement)).toBe(true);
    await user.tab();
    expect(screen.getByRole('button', { name: 'sau' })).toHaveFocus();
  });

  it('moves between messages with the arrows, Home and End, taking the tab stop along', async () => {
    const { user, loadOlder } = renderList();
    row('c').focus();
    await user.keyboard('{ArrowUp}');
    expect(row('b')).toHaveFocus();
    expect(row('b').tabIndex).toBe(0);
    expect(row('c').tabIndex).toBe(-1);
    // its reaction and actions are reachable now, the others' not
    expect(tabStops('b').length).toBeGreaterThanOrEqual(2);
    expect(tabStops('c')).toEqual([]);
    await user.keyboard('{Home}');
    expect(row('a')).toHaveFocus();
    expect(tabStops('a').some((el) => el.tagName === 'A')).toBe(true);
    // at the oldest loaded, up asks for the older page
    await user.keyboard('{ArrowUp}');
    expect(loadOlder).toHaveBeenCalledTimes(1);
    expect(row('a')).toHaveFocus();
    await user.keyboard('{End}');
    expect(row('c')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(row('c')).toHaveFocus();
  });

  it('makes a message clicked, or focused by a jump, the tab stop', async () => {
    const { user } = renderList();
    await user.click(screen.getByText('Tin b'));
    expect(row('b').tabIndex).toBe(0);
    expect(row('c').tabIndex).toBe(-1);
    act(() => row('a').querySelector<HTMLElement>('[data-testid="message-more"]')!.focus());
    expect(row('a').tabIndex).toBe(0);
    expect(row('b').tabIndex).toBe(-1);
  });
});
