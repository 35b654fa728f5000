import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS, TOOLTIP_VISIBLE_MS } from '@doita/shared';
import { Tooltip } from '../tooltip';

function renderButton() {
  return render(
    <>
      <button type="button">Trước</button>
      <Tooltip label="Đóng thông báo">
        <button type="button" aria-label="Đóng thông báo" aria-describedby="own-hint">
          ×
        </button>
      </Tooltip>
      <span id="own-hint">gợi ý</span>
    </>,
  );
}

const trigger = () => screen.getByRole('button', { name: 'Đóng thông báo' });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('<Tooltip> (100 ms delay, hidden after 3 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appears 100 ms after the mouse arrives, describes the button, and leaves after 3 s', async () => {
    renderButton();
    fireEvent.pointerEnter(trigger(), { pointerType: 'mouse' });
    await wait(TOOLTIP_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await wait(1);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Đóng thông báo');
    // its own description is kept, the tooltip's added
    expect(trigger().getAttribute('aria-describedby')).toBe(`own-hint ${tooltip.id}`);
    await wait(TOOLTIP_VISIBLE_MS - 1);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await wait(1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-describedby', 'own-hint');
  });

  it('shows on keyboard focus and Escape hides it', async () => {
    renderButton();
    // Tab to the button: the last input was the keyboard
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => trigger().focus());
    expect(trigger()).toHaveFocus();
    await wait(TOOLTIP_DELAY_MS);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Đóng thông báo');
    fireEvent.keyDown(trigger(), { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it('is not shown by a touch or a click, and a leaving pointer cancels it', async () => {
    renderButton();
    fireEvent.pointerEnter(trigger(), { pointerType: 'touch' });
    fireEvent.pointerDown(trigger(), { pointerType: 'touch' });
    act(() => trigger().focus());
    await wait(TOOLTIP_DELAY_MS * 2);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.pointerEnter(trigger(), { pointerType: 'mouse' });
    fireEvent.pointerLeave(trigger(), { pointerType: 'mouse' });
    await wait(TOOLTIP_DELAY_MS * 2);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
