import {
  REMINDER_LIMITS,
  VALIDATION,
  type CreateReminderBody,
  type LocalDate,
  type RecurringType,
  type Reminder,
  type ReminderLeadDays,
  type ReminderType,
  dayNumber,
  formatIsoDate,
  maxLengthMessage,
  nextLunarOccurrence,
  oneLineTextOf,
  parseClockTime,
  parseIsoDate,
  shownLength,
  shownTextOf,
  toLocalDate,
  zonedToInstant,
} from '@doita/shared';

/** What the reminder form holds (strings as the inputs give them). */
export interface ReminderFormValues {
  title: string;
  description: string;
  date: string;
  time: string;
  type: ReminderType;
  isRecurring: boolean;
  recurringType: Exclude<RecurringType, 'none'>;
  lunar: boolean;
  lunarDay: number;
  lunarMonth: number;
  lunarLeap: boolean;
  /** seen by its author only (a surprise for the partner) */
  isPrivate: boolean;
  /** notify this many days before: 0, 1, 3 or 7 */
  leadDays: ReminderLeadDays;
}

export type ReminderFormField = keyof ReminderFormValues;
export type ReminderFormErrors = Partial<Record<ReminderFormField, string>>;

export interface FormCheck {
  errors: ReminderFormErrors;
  /** for a lunar reminder: the next solar date its lunar date falls on */
  lunarNext: {
    solar: LocalDate;
    lunar: { day: number; month: number; year: number; isLeapMonth: boolean };
  } | null;
  /** the instant it names, when the values make one */
  instant: Date | null;
}

export function initialValues(
  reminder: Reminder | null,
  now: Date,
  timeZone: string,
): ReminderFormValues {
  if (!reminder) {
    return {
      title: '',
      description: '',
      date: formatIsoDate(toLocalDate(now, timeZone)),
      time: '',
      type: 'custom',
      isRecurring: false,
      recurringType: 'yearly',
      lunar: false,
      lunarDay: 1,
      lunarMonth: 1,
      lunarLeap: false,
      isPrivate: false,
      leadDays: 0,
    };
  }
  return {
    title: reminder.title,
    description: reminder.description,
    date: reminder.reminderDate,
    time: reminder.reminderTime,
    type: reminder.type,
    isRecurring: reminder.isRecurring,
    recurringType: reminder.recurringType === 'none' ? 'yearly' : reminder.recurringType,
    lunar: reminder.calendar === 'lunar',
    lunarDay: reminder.lunarDate?.day ?? 1,
    lunarMonth: reminder.lunarDate?.month ?? 1,
    lunarLeap: reminder.lunarDate?.isLeapMonth ?? false,
    isPrivate: reminder.isPrivate,
    leadDays: reminder.leadDays,
  };
}

/**
 * Title, date and time required; a new reminder's date not before today
 * ('Ngày phải trong tương lai'); a time the clocks skip is refused; lunar dates must exist.
 */
export function checkReminderForm(
  values: ReminderFormValues,
  options: { isNew: boolean; now: Date; timeZone: string },
): FormCheck {
  const errors: ReminderFormErrors = {};
  // counted as the schema keeps it: on one line, in code points (an emoji is one)
  const title = oneLineTextOf(values.title);
  if (!title) errors.title = VALIDATION.required;
  else if ([...title].length > REMINDER_LIMITS.title)
    errors.title = maxLengthMessage(REMINDER_LIMITS.title);
  if (shownLength(values.description) > REMINDER_LIMITS.description) {
    errors.description = maxLengthMessage(REMINDER_LIMITS.description);
  }
  const time = parseClockTime(values.time);
  if (!values.time) errors.time = VALIDATION.required;
  else if (!time) errors.time = VALIDATION.time;

  const today = toLocalDate(options.now, options.timeZone);
  let date: LocalDate | null = null;
  let lunarNext: FormCheck['lunarNext'] = null;
  if (values.lunar) {
    lunarNext = nextLunarOccurrence(
      { day: values.lunarDay, month: values.lunarMonth, isLeapMonth: values.lunarLeap },
      today,
    );
    if (!lunarNext) errors.lunarDay = values.lunarLeap ? VALIDATION.leapMonth : VALIDATION.lunarDay;
    else date = lunarNext.solar;
    if (
      values.isRecurring &&
      (values.recurringType === 'daily' || values.recurringType === 'weekly')
    ) {
      errors.recurringType = VALIDATION.lunarRecurrence;
    }
  } else if (!values.date) {
    errors.date = VALIDATION.required;
  } else {
    date = parseIsoDate(values.date);
    if (!date || values.date.length !== 10) errors.date = VALIDATION.invalidDate;
    else if (options.isNew && dayNumber(date) < dayNumber(today)) errors.date = VALIDATION.pastDate;
  }
  let instant: Date | null = null;
  if (date && time) {
    instant = zonedToInstant({ ...date, ...time }, options.timeZone);
    if (!instant && !errors.time) errors.time = VALIDATION.nonexistentTime;
  }
  return { errors, lunarNext, instant };
}

/** The request body, or (editing) only what changed. */
export function reminderBody(
  values: ReminderFormValues,
  check: FormCheck,
  initial: ReminderFormValues | null,
): CreateReminderBody | null {
  if (!check.instant) return null;
  const repeat = {
    isRecurring: values.isRecurring,
    recurringType: values.isRecurring ? values.recurringType : ('none' as const),
  };
  const body: CreateReminderBody = {
    title: oneLineTextOf(values.title),
    description: shownTextOf(values.description),
    type: values.type,
    leadDays: values.leadDays,
    ...repeat,
  };
  // Only its author may change who sees it: an edit sends it only when it changed.
  if (!initial || initial.isPrivate !== values.isPrivate) body.isPrivate = values.isPrivate;
  const scheduleChanged =
    !initial ||
    initial.date !== values.date ||
    initial.time !== values.time ||
    initial.lunar !== values.lunar ||
    (values.lunar &&
      (initial.lunarDay !== values.lunarDay ||
        initial.lunarMonth !== values.lunarMonth ||
        initial.lunarLeap !== values.lunarLeap));
  if (scheduleChanged) {
    body.datetime = check.instant.toISOString();
    body.calendar = values.lunar ? 'lunar' : 'solar';
    if (values.lunar && check.lunarNext) body.lunarDate = check.lunarNext.lunar;
  }
  return body;
}
