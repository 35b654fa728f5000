import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Turn, endTurns, startTurns, takingTurns } from '../turns';

// Node delivers a port's messages in one go (a browser, one task each): the turns take
// timers here, one task each, which the test runs one at a time.
beforeEach(() => {
  vi.stubGlobal('MessageChannel', undefined);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The next task: the turn waiting, and what it set drawn. */
const nextTask = () =>
  act(() => {
    vi.advanceTimersToNextTimer();
  });

/** The frame the first render gets before the first turn (a paint: no turn runs in it). */
const frame = () =>
  act(() => {
    vi.advanceTimersToNextTimer();
  });

/** What each part had drawn after each task, in the order the parts are on the page. */
const drawn = () => screen.queryAllByTestId('part').map((node) => node.textContent);

afterEach(() => endTurns());

describe('Turn: the first screen drawn in pieces', () => {
  it('is simply its children when the app is not starting (tests, later navigation)', () => {
    expect(takingTurns()).toBe(false);
    render(
      <Turn fallback={<p>later</p>}>
        <p data-testid="part">now</p>
      </Turn>,
    );
    expect(drawn()).toEqual(['now']);
    expect(screen.queryByText('later')).toBeNull();
  });

  it('while starting: one part per task, content top to bottom, then the idle ones', () => {
    startTurns();
    render(
      <>
        <Turn lane="idle">
          <p data-testid="part">overlay</p>
        </Turn>
        <Turn fallback={<p>keeping its place</p>}>
          <p data-testid="part">first</p>
        </Turn>
        <Turn>
          <p data-testid="part">second</p>
        </Turn>
      </>,
    );
    expect(drawn()).toEqual([]);
    expect(screen.getByText('keeping its place')).toBeInTheDocument();
    // what the first render drew is painted before any turn
    frame();
    expect(drawn()).toEqual([]);
    const steps: (string | null)[][] = [];
    for (let i = 0; i < 3; i++) {
      nextTask();
      steps.push(drawn());
    }
    expect(steps).toEqual([['first'], ['first', 'second'], ['overlay', 'first', 'second']]);
    expect(screen.queryByText('keeping its place')).toBeNull();
  });

  it('new content from its parent waits for its own task too; the first tap draws everything', () => {
    let setCount: (n: number) => void = () => undefined;
    function Counter() {
      const [count, set] = useState(0);
      setCount = set;
      return (
        <Turn>
          <p data-testid="part">{count}</p>
        </Turn>
      );
    }
    startTurns();
    render(<Counter />);
    frame();
    nextTask();
    expect(drawn()).toEqual(['0']);
    act(() => setCount(1));
    expect(drawn()).toEqual(['0']);
    nextTask();
    expect(drawn()).toEqual(['1']);

    act(() => setCount(2));
    expect(drawn()).toEqual(['1']);
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(takingTurns()).toBe(false);
    expect(drawn()).toEqual(['2']);
    act(() => setCount(3));
    expect(drawn()).toEqual(['3']);
  });

  it('the end of the start keeps what is drawn (no remount: its state and DOM stay)', () => {
    function Field() {
      const [text, setText] = useState('');
      return (
        <input aria-label="note" value={text} onChange={(event) => setText(event.target.value)} />
      );
    }
    startTurns();
    render(
      <Turn>
        <Field />
      </Turn>,
    );
    frame();
    nextTask();
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'note' });
    act(() => {
      input.focus();
    });
    // typing in it is a key: the start ends, and the field is the same element with its text
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    expect(takingTurns()).toBe(false);
    expect(screen.getByRole('textbox', { name: 'note' })).toBe(input);
    expect(document.activeElement).toBe(input);
  });

  it('idle turns wait until the page’s answers are in (content goes on meanwhile)', async () => {
    let answersIn: () => void = () => undefined;
    startTurns(
      10_000,
      new Promise<void>((resolve) => {
        answersIn = resolve;
      }),
    );
    render(
      <>
        <Turn lane="idle">
          <p data-testid="part">stream</p>
        </Turn>
        <Turn>
          <p data-testid="part">card</p>
        </Turn>
      </>,
    );
    frame();
    nextTask();
    expect(drawn()).toEqual(['card']);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(drawn()).toEqual(['card']);
    await act(async () => {
      answersIn();
      await Promise.resolve();
    });
    nextTask();
    expect(drawn()).toEqual(['stream', 'card']);
  });

  it('a part gone before its turn is not drawn (nothing waits for it), and the start ends by itself', () => {
    startTurns(30);
    const { unmount } = render(
      <Turn>
        <p data-testid="part">never</p>
      </Turn>,
    );
    unmount();
    nextTask();
    expect(drawn()).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(40);
    });
    expect(takingTurns()).toBe(false);
  });
});
