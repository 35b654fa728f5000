import { describe, expect, it } from 'vitest';
import { createLocalHub } from '../../lib/events.js';
import { PRESENCE_LEASE_MS, PRESENCE_REFRESH_MS, createStreamRegistry } from './event-streams.js';

/** Two or three "servers" on one hub (as PostgreSQL NOTIFY joins real ones), one clock. */
function servers(count: number) {
  const hub = createLocalHub();
  const clock = { now: 1_000_000 };
  const made = Array.from({ length: count }, () => createStreamRegistry(hub, () => clock.now));
  const openOn = (index: number, userId: string) =>
    made[index]!.open({ userId, sessionId: 's1', close: () => undefined });
  return { hub, clock, made, openOn };
}

describe('who has a page open, across servers', () => {
  it('a page on another server counts, and stops counting when it closes', () => {
    const { made, openOn } = servers(2);
    const [a, b] = made;
    const forget = openOn(0, 'u1');
    expect(a!.isOpen('u1')).toBe(true);
    expect(b!.isOpen('u1')).toBe(true);
    forget();
    expect(b!.isOpen('u1')).toBe(false);
    a!.close();
    b!.close();
  });

  it('a server that crashed (never said its pages closed) stops counting after the lease', () => {
    const { clock, made, openOn } = servers(2);
    const [a, b] = made;
    openOn(0, 'u1');
    clock.now += PRESENCE_LEASE_MS;
    expect(b!.isOpen('u1')).toBe(true);
    clock.now += 1;
    expect(b!.isOpen('u1')).toBe(false);
    // the crashed server's own view is not the question; its process is gone
    a!.close();
    b!.close();
  });

  it('a live server keeps its pages counted by saying so again, however long they stay open', () => {
    const { clock, made, openOn } = servers(2);
    const [a, b] = made;
    openOn(0, 'u1');
    for (let i = 0; i < 10; i++) {
      clock.now += PRESENCE_REFRESH_MS;
      a!.refresh();
      expect(b!.isOpen('u1')).toBe(true);
    }
    // its own pages count on it whatever the clock says
    clock.now += 10 * PRESENCE_LEASE_MS;
    expect(a!.isOpen('u1')).toBe(true);
    a!.close();
    b!.close();
  });

  it('a server that started late learns of the pages already open at the next refresh', () => {
    const { hub, clock, made, openOn } = servers(1);
    openOn(0, 'u1');
    const late = createStreamRegistry(hub, () => clock.now);
    expect(late.isOpen('u1')).toBe(false);
    made[0]!.refresh();
    expect(late.isOpen('u1')).toBe(true);
    expect(late.isOpen('u2')).toBe(false);
    made[0]!.close();
    late.close();
  });
});
