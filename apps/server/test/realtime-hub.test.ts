import { STREAM_RECENT_CHANGE_MS } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { coupleTopic, createLocalHub, streamsTopic, userTopic } from '../src/lib/events.js';

/**
 * The hub remembers when each topic last carried a page event, for a stream's `hello`: a
 * page's first stream opens after its first answers were read, and a change between the
 * two reached neither.
 */
describe('realtime hub: how long ago a topic last changed', () => {
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it('the newest page event on any of the topics, heard or not by a listener here', () => {
    const time = clock();
    const hub = createLocalHub(time.now);
    const couple = coupleTopic('c1');
    const me = userTopic('u1');
    expect(hub.heardAgo([me, couple])).toBeUndefined();
    hub.publish({ topic: couple, event: 'changed', data: { areas: 'memories', by: 'u2' } });
    time.advance(400);
    expect(hub.heardAgo([me, couple])).toBe(400);
    hub.publish({ topic: me, event: 'notification' });
    time.advance(100);
    expect(hub.heardAgo([me, couple])).toBe(100);
    expect(hub.heardAgo([couple])).toBe(500);
    // another couple's change is not this stream's
    expect(hub.heardAgo([coupleTopic('c2')])).toBeUndefined();
  });

  it('says how long it has listened: a server started after the page knows nothing older', () => {
    const time = clock();
    const hub = createLocalHub(time.now);
    expect(hub.listeningFor()).toBe(0);
    time.advance(90_000);
    expect(hub.listeningFor()).toBe(90_000);
  });

  it('stream bookkeeping between servers is not a change; old changes are forgotten', () => {
    const time = clock();
    const hub = createLocalHub(time.now);
    hub.publish({ topic: streamsTopic('u1'), event: 'stream_opened', data: { id: 'x' } });
    expect(hub.heardAgo([streamsTopic('u1')])).toBeUndefined();
    hub.publish({ topic: userTopic('u1'), event: 'reminders' });
    time.advance(STREAM_RECENT_CHANGE_MS);
    expect(hub.heardAgo([userTopic('u1')])).toBe(STREAM_RECENT_CHANGE_MS);
    time.advance(1);
    expect(hub.heardAgo([userTopic('u1')])).toBeUndefined();
  });

  it('stays bounded under many topics, keeping the recent ones', () => {
    const time = clock();
    const hub = createLocalHub(time.now);
    for (let i = 0; i < 12_000; i++) hub.publish({ topic: userTopic(`old${i}`), event: 'changed' });
    time.advance(STREAM_RECENT_CHANGE_MS + 1);
    for (let i = 0; i < 12_000; i++) hub.publish({ topic: userTopic(`new${i}`), event: 'changed' });
    expect(hub.heardAgo([userTopic('old5')])).toBeUndefined();
    expect(hub.heardAgo([userTopic('new5')])).toBe(0);
    expect(hub.heardAgo([userTopic('new11999')])).toBe(0);
    // the old ones were swept, not only hidden: what it keeps is the last window's topics
    expect(hub.remembered()).toBeLessThanOrEqual(12_000);
    expect(hub.remembered()).toBeGreaterThanOrEqual(10_000);
  });
});
