import { afterEach, describe, expect, it } from 'vitest';
import { Admission } from '../src/plugins/overload.js';

/** An admission on a clock the test moves; its own timer is closed after each test. */
const opened: Admission[] = [];
function admission(targetMs: number, maxInFlight: number) {
  let now = 0;
  const made = new Admission(targetMs, maxInFlight, () => now);
  opened.push(made);
  /** `count` requests answered over `ms` of busy time, as many at once as it admits */
  const serve = (count: number, ms: number) => {
    for (let left = count; left > 0;) {
      const batch = Math.min(left, made.limit());
      for (let i = 0; i < batch; i++) expect(made.enter()).toBe(true);
      now += (ms * batch) / count;
      for (let i = 0; i < batch; i++) made.leave();
      left -= batch;
    }
  };
  /** a second with `count` answers in it, then the once-a-second measure */
  const second = (count: number) => {
    serve(count, 1000);
    made.measure();
  };
  /** how many are let in at once now */
  const admitted = () => made.limit();
  const advance = (ms: number) => {
    now += ms;
  };
  return { made, second, admitted, advance };
}

afterEach(() => {
  for (const made of opened.splice(0)) made.close();
});

describe('admission: requests at once from the measured rate', () => {
  it('admits up to the ceiling until a rate is measured, and refuses past it', () => {
    const { made } = admission(2000, 256);
    for (let i = 0; i < 256; i++) expect(made.enter()).toBe(true);
    expect(made.enter()).toBe(false);
    made.leave();
    expect(made.enter()).toBe(true);
  });

  it('admits rate x target once measured, never past the ceiling nor under the floor', () => {
    const a = admission(2000, 256);
    a.second(50);
    expect(a.admitted()).toBe(100);

    const fast = admission(2000, 256);
    fast.second(400);
    expect(fast.admitted()).toBe(256);

    const slow = admission(2000, 256);
    slow.second(5);
    expect(slow.admitted()).toBe(16);
  });

  it('takes a slower second at once when it was full: what it admits is what that rate serves', () => {
    const { made, second, admitted, advance } = admission(2000, 1000);
    second(350);
    expect(admitted()).toBe(700);
    // refusals by the thousand took the engine's share of the machine: the 700 admitted are
    // all in, one more is refused, and 50 of them are answered in the second
    for (let i = 0; i < 700; i++) expect(made.enter()).toBe(true);
    expect(made.enter()).toBe(false);
    advance(1000);
    for (let i = 0; i < 50; i++) made.leave();
    made.measure();
    expect(admitted()).toBe(100);
  });

  it('takes it at once too when the refusal was for the database’s queue', () => {
    const { made, second, admitted } = admission(2000, 1000);
    second(350);
    made.refused();
    second(50);
    expect(admitted()).toBe(100);
  });

  it('only weighs in a slower second that was not full: a few slow answers are not the rate', () => {
    const { second, admitted } = admission(2000, 1000);
    second(350);
    // ten answers of a tenth of a second each: the server was asked little, not slow
    second(10);
    // 350 + (10 - 350) x 0.3 = 248 a second
    expect(admitted()).toBe(496);
  });

  it('comes back up by weights, so one fast second does not open the doors', () => {
    const { second, admitted } = admission(2000, 1000);
    // the first rate measured is taken as it is
    second(50);
    second(350);
    // 50 + (350 - 50) x 0.3 = 140 a second
    expect(admitted()).toBe(280);
    second(350);
    // 140 + 210 x 0.3 = 203
    expect(admitted()).toBe(406);
  });

  it('keeps the rate when a second had too few answers to tell', () => {
    const { second, admitted } = admission(2000, 1000);
    second(100);
    second(3);
    expect(admitted()).toBe(200);
  });
});
