import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BelowFirstScreen, resetFirstScreen } from '../below-first-screen';

/**
 * The browser paints a frame, and React shows what waited (after its 300 ms pause between a
 * fallback and its content). Inside an awaited `act`, where React runs what a test renders.
 */
const paintFrame = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));
/** Renders as the app does, where React may suspend (an awaited `act`). */
const draw = async (ui: ReactElement) => {
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(ui);
    await Promise.resolve();
  });
  return result;
};

describe('<BelowFirstScreen>', () => {
  // each test is an app starting: its first screen is not painted yet
  beforeEach(resetFirstScreen);

  it('draws its place first and its content once the first screen is painted', async () => {
    await draw(
      <main>
        <h1>Trên cùng</h1>
        <BelowFirstScreen fallback={<div data-testid="place" />}>
          <p>Bên dưới</p>
        </BelowFirstScreen>
      </main>,
    );
    // the first commit: the screen's top and the place the rest will take
    expect(screen.getByRole('heading', { name: 'Trên cùng' })).toBeInTheDocument();
    expect(screen.getByTestId('place')).toBeInTheDocument();
    expect(screen.queryByText('Bên dưới')).not.toBeInTheDocument();
    // then, after the frame is painted, in a commit of its own
    await paintFrame();
    expect(screen.getByText('Bên dưới')).toBeInTheDocument();
    expect(screen.queryByTestId('place')).not.toBeInTheDocument();
  });

  it('draws at once after the first screen: later pages are not held back', async () => {
    const first = await draw(
      <BelowFirstScreen fallback={<div data-testid="place" />}>
        <p>Trang đầu</p>
      </BelowFirstScreen>,
    );
    await paintFrame();
    expect(screen.getByText('Trang đầu')).toBeInTheDocument();
    first.unmount();
    render(
      <BelowFirstScreen fallback={<div data-testid="place" />}>
        <p>Trang sau</p>
      </BelowFirstScreen>,
    );
    expect(screen.getByText('Trang sau')).toBeInTheDocument();
    expect(screen.queryByTestId('place')).not.toBeInTheDocument();
  });

  it('keeps what it holds when the page around it draws again', async () => {
    function Page({ title }: { title: string }) {
      return (
        <>
          <h1>{title}</h1>
          <BelowFirstScreen>
            <input aria-label="Ghi chú" defaultValue="" />
          </BelowFirstScreen>
        </>
      );
    }
    const { rerender } = await draw(<Page title="Một" />);
    await paintFrame();
    const input = screen.getByLabelText<HTMLInputElement>('Ghi chú');
    input.value = 'đang gõ';
    rerender(<Page title="Hai" />);
    expect(screen.getByLabelText<HTMLInputElement>('Ghi chú')).toBe(input);
    expect(input.value).toBe('đang gõ');
  });
});
