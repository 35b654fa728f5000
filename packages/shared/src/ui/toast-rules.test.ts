import { describe, expect, it } from 'vitest';
import { MAX_TOASTS, newToastId, pushToast, toastDuration } from './toast-rules.js';

describe('toastDuration', () => {
  it('uses 5 s for success and info, 7 s for warning and error', () => {
    expect(toastDuration('success')).toBe(5000);
    expect(toastDuration('info')).toBe(5000);
    expect(toastDuration('warning')).toBe(7000);
    expect(toastDuration('error')).toBe(7000);
  });
  it('treats 0 and null as "stays until dismissed"', () => {
    expect(toastDuration('success', 0)).toBe(0);
    expect(toastDuration('error', null)).toBe(0);
  });
  it('honours an explicit positive duration and ignores nonsense', () => {
    expect(toastDuration('info', 1200)).toBe(1200);
    expect(toastDuration('info', -5)).toBe(5000);
    expect(toastDuration('info', Number.NaN)).toBe(5000);
  });
});

describe('pushToast', () => {
  it('puts the newest on top and keeps at most five', () => {
    let stack: number[] = [];
    for (let i = 1; i <= 7; i++) stack = pushToast(stack, i);
    expect(stack).toEqual([7, 6, 5, 4, 3]);
    expect(stack).toHaveLength(MAX_TOASTS);
  });
});

describe('newToastId', () => {
  it('is a timestamp plus a random string', () => {
    expect(newToastId(1700000000000, () => 0.123456789)).toMatch(/^1700000000000-[0-9a-z]+$/);
    expect(newToastId()).not.toBe(newToastId());
  });
});
