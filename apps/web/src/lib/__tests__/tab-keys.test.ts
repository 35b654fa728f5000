import { describe, expect, it } from 'vitest';
import { tabKeyTarget } from '../tab-keys';

describe('tabKeyTarget', () => {
  it('wraps the arrows around and jumps to the ends with Home and End', () => {
    expect(tabKeyTarget('ArrowRight', 0, 5)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 4, 5)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 5)).toBe(4);
    expect(tabKeyTarget('ArrowLeft', 3, 5)).toBe(2);
    expect(tabKeyTarget('Home', 3, 5)).toBe(0);
    expect(tabKeyTarget('End', 1, 5)).toBe(4);
  });
  it('ignores other keys and empty lists', () => {
    expect(tabKeyTarget('Enter', 1, 5)).toBeNull();
    expect(tabKeyTarget('ArrowDown', 1, 5)).toBeNull();
    expect(tabKeyTarget('ArrowRight', 0, 0)).toBeNull();
  });
});
