import { describe, expect, it } from 'vitest';
import { nextTask } from '@/lib/next-task';

describe('nextTask', () => {
  it('settles in a later task, not among the current task’s microtasks', async () => {
    let settled = false;
    const waiting = nextTask().then(() => {
      settled = true;
    });
    // however long the current task's microtask queue runs, it has not settled
    for (let i = 0; i < 100; i++) await Promise.resolve();
    expect(settled).toBe(false);
    await waiting;
    expect(settled).toBe(true);
  });

  it('comes after a task queued before it, as a timer does', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued first'));
    await nextTask().then(() => order.push('next task'));
    expect(order).toEqual(['queued first', 'next task']);
  });
});
