import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS } from '@doita/shared';
import {
  addToast,
  clearToasts,
  getToasts,
  markToastRead,
  removeToast,
  toast,
} from '../toast-store';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  it('gives each type its default duration: success and info 5 s, warning and error 7 s', () => {
    toast.success('s');
    toast.info('i');
    toast.warning('w');
    toast.error('e');
    const byTitle = Object.fromEntries(getToasts().map((t) => [t.title, t.duration]));
    expect(byTitle).toEqual({ s: 5000, i: 5000, w: 7000, e: 7000 });
  });

  it('removes a toast when its duration runs out, not before', () => {
    toast.success('saved');
    vi.advanceTimersByTime(4999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);

    toast.error('failed');
    vi.advanceTimersByTime(6999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('keeps a toast with duration 0 until it is closed', () => {
    const id = addToast({ type: 'info', title: 'stays', duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect(getToasts().map((t) => t.title)).toEqual(['stays']);
    removeToast(id);
    expect(getToasts()).toHaveLength(0);
  });

  it('honours a custom duration', () => {
    addToast({ type: 'success', title: 'quick', duration: 1200 });
    vi.advanceTimersByTime(1199);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('puts the newest on top and keeps at most five', () => {
    for (let i = 1; i <= 7; i += 1) addToast({ type: 'info', title: `t${i}`, duration: 0 });
    expect(getToasts()).toHaveLength(MAX_TOASTS);
    expect(getToasts().map((t) => t.title)).toEqual(['t7', 't6', 't5', 't4', 't3']);
  });

  it('gives ids made of a timestamp and a random part, and a creation time', () => {
    const id = toast.info('x');
    const [created] = getToasts();
    expect(id).toMatch(/^\d+-[a-z0-9]+$/);
    expect(created?.createdAt).toBeTypeOf('number');
    expect(created?.isRead).toBe(false);
  });

  it('marks a toast read without removing it', () => {
    const id = toast.warning('look');
    markToastRead(id);
    expect(getToasts()[0]).toMatchObject({ id, isRead: true });
  });

  it('clears all toasts and their timers', () => {
    toast.success('a');
    toast.error('b');
    clearToasts();
    expect(getToasts()).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(getToasts()).toEqual([]);
  });
});
