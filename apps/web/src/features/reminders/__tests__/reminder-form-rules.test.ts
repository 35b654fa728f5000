import { REMINDER_LIMITS } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { checkReminderForm, initialValues, reminderBody } from '../components/reminder-form-rules';

const now = new Date('2026-12-03T08:00:00Z');
const zone = 'Asia/Ho_Chi_Minh';
const values = (title: string, description = '') => ({
  ...initialValues(null, now, zone),
  title,
  description,
  date: '2026-12-10',
  time: '19:00',
});
const check = (title: string, description = '') =>
  checkReminderForm(values(title, description), { isNew: true, now, timeZone: zone }).errors;

/** The form stops where the server does: the title on one line, lengths in characters. */
describe('a reminder form’s title and note, counted as they are kept', () => {
  it('counts an emoji as one character, as the server does', () => {
    expect(check('🎂'.repeat(REMINDER_LIMITS.title)).title).toBeUndefined();
    expect(check('🎂'.repeat(REMINDER_LIMITS.title + 1)).title).toBe(
      `validation.maxLength:${REMINDER_LIMITS.title}`,
    );
    expect(
      check('Sinh nhật', '🎁'.repeat(REMINDER_LIMITS.description)).description,
    ).toBeUndefined();
  });

  it('sends the title on one line, and one of only breaks is missing', () => {
    expect(check('\n\t ').title).toBe('validation.required');
    const form = values('Sinh nhật\nem');
    const checked = checkReminderForm(form, { isNew: true, now, timeZone: zone });
    const body = reminderBody(form, checked, null);
    expect(body).toMatchObject({ title: 'Sinh nhật em' });
  });
});
