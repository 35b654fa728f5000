import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { DateField } from '../date-field';
import { Dialog } from '../dialog';
import { TimeField } from '../time-field';

function Controlled({
  initial = '',
  onChange,
  ...bounds
}: {
  initial?: string;
  onChange?: (value: string) => void;
  min?: string;
  max?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="day">Ngày</label>
      <DateField
        id="day"
        value={value}
        today="2026-11-29"
        {...bounds}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('vi'));
});

describe('DateField: typed and shown in the app’s language', () => {
  it('shows dd/mm/yyyy in Vietnamese and reads it back, whatever the browser', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial="2026-02-14" onChange={onChange} />);
    const field = screen.getByLabelText('Ngày');
    expect(field).toHaveValue('14/02/2026');
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await user.clear(field);
    await user.type(field, '29/2/2024');
    // a whole day counts as it is typed, before the field is left
    expect(screen.getByTestId('value')).toHaveTextContent('2024-02-29');
    expect(field).toHaveValue('29/2/2024');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2024-02-29');
    expect(field).toHaveValue('29/02/2024');
  });

  it('says why a typed date is not one, in both languages, and hands the text on as it is', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial="2026-02-14" onChange={onChange} max="2026-11-29" />);
    const field = screen.getByLabelText('Ngày');
    await user.clear(field);
    await user.type(field, '29/02/2025{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Tháng này không có ngày đó.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Tháng này không có ngày đó.');
    expect(onChange).toHaveBeenLastCalledWith('29/02/2025');

    await act(() => i18n.changeLanguage('en'));
    await user.clear(field);
    await user.type(field, '02/03/2026{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Type the date as d mmm yyyy, for example 14 Feb 2026.',
    );
    await user.clear(field);
    await user.type(field, 'Mar 2, 2026{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field).toHaveValue('2 Mar 2026');
    expect(screen.getByTestId('value')).toHaveTextContent('2026-03-02');
  });

  it('follows the app’s language when it changes', async () => {
    render(<Controlled initial="2026-11-29" />);
    expect(screen.getByLabelText('Ngày')).toHaveValue('29/11/2026');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByLabelText('Ngày')).toHaveValue('29 Nov 2026');
  });

  it('picks from a calendar by keyboard: focus on the day, arrows, Page Down, Enter, Escape', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="2024-01-31" />);
    const toggle = screen.getByRole('button', { name: 'Chọn trên lịch' });
    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Chọn ngày' });
    expect(dialog).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const focused = document.activeElement as HTMLElement;
    expect(focused).toHaveAccessibleName('Thứ Tư, 31/01/2024');
    expect(focused).toHaveAttribute('aria-pressed', 'true');
    // a month later from 31 January is the end of February, a leap year's 29th
    await user.keyboard('{PageDown}');
    expect(document.activeElement).toHaveAccessibleName('Thứ Năm, 29/02/2024');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Ngày')).toHaveValue('01/03/2024');
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.keyboard('{ArrowUp}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Ngày')).toHaveValue('01/03/2024');
    expect(document.activeElement).toBe(toggle);
  });

  it('inside a dialog, Escape closes the calendar and leaves the dialog open', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(
      <Dialog open onDismiss={onDismiss} title="Kỷ niệm mới">
        <Controlled initial="2026-11-20" />
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Chọn trên lịch' }));
    expect(screen.getByRole('dialog', { name: 'Chọn ngày' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Chọn ngày' })).toBeNull();
    expect(onDismiss).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('marks today and keeps days outside the bounds out of reach', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="2026-11-20" max="2026-11-29" />);
    await user.click(screen.getByRole('button', { name: 'Chọn trên lịch' }));
    expect(screen.getByRole('button', { name: 'Chủ Nhật, 29/11/2026' })).toHaveAttribute(
      'aria-current',
      'date',
    );
    expect(screen.getByRole('button', { name: 'Thứ Hai, 30/11/2026' })).toBeDisabled();
  });
});

describe('TimeField: the app’s 24-hour clock', () => {
  function Time({ onChange }: { onChange: (value: string) => void }) {
    const [value, setValue] = useState('09:00');
    return (
      <>
        <label htmlFor="time">Giờ</label>
        <TimeField
          id="time"
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      </>
    );
  }

  it('reads 24-hour times, and am/pm in English only, with errors in both languages', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Time onChange={onChange} />);
    const field = screen.getByLabelText('Giờ');
    await user.clear(field);
    await user.type(field, '19h30{Enter}');
    expect(field).toHaveValue('19:30');
    expect(onChange).toHaveBeenLastCalledWith('19:30');
    await user.clear(field);
    await user.type(field, '7:30 pm{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Hãy nhập giờ theo dạng hh:mm (24 giờ), ví dụ 19:30.',
    );
    await act(() => i18n.changeLanguage('en'));
    await user.clear(field);
    await user.type(field, '7:30 pm{Enter}');
    expect(field).toHaveValue('19:30');
    await user.clear(field);
    await user.type(field, '25:00{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Type the time as hh:mm on a 24-hour clock, for example 19:30.',
    );
  });
});
