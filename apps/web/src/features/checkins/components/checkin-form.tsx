import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHECKIN_LIMITS,
  CHECKIN_MOODS,
  limitShownText,
  shownLength,
  shownTextOf,
  type Checkin,
  type CheckinMood,
} from '@doita/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ToggleChip } from '@/components/ui/toggle-chip';
import { useSetCheckin } from '../api/checkins';
import { MoodIcon } from '@/components/ui/mood-icon';

/**
 * Today's mood and a line: the moods as pressed/unpressed chips, the line capped at the
 * shared limit, counted as the server counts it (`shownLength`). Sent again the same day, it replaces the day's check-in. `quick` (the hub
 * card): a tap on a mood saves at once, keeping today's line, and the pressed chip is
 * today's mood as saved (shown at once, before the answer).
 */
export function CheckinForm({
  userId,
  current,
  quick = false,
  onCancel,
}: {
  userId: string;
  current: Checkin | null;
  quick?: boolean;
  /** leaves a change of today's check-in without saving */
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['checkins', 'memories']);
  const id = useId();
  const [chosen, setChosen] = useState<CheckinMood | null>(current?.mood ?? null);
  const [note, setNote] = useState(current?.note ?? '');
  const save = useSetCheckin(userId);
  const mood = quick ? (current?.mood ?? null) : chosen;

  return (
    <form
      className="flex flex-col gap-4"
      aria-labelledby={`${id}-moods`}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) save.mutate({ mood: chosen, note: shownTextOf(note) });
      }}
    >
      <div className="flex flex-col gap-2">
        <span id={`${id}-moods`} className={quick ? 'sr-only' : 'text-sm font-semibold'}>
          {t('mine.moodLabel')}
        </span>
        <div role="group" aria-labelledby={`${id}-moods`} className="flex flex-wrap gap-2">
          {CHECKIN_MOODS.map((option) => (
            <ToggleChip
              key={option}
              pressed={mood === option}
              disabled={quick && save.isPending}
              onClick={() => {
                setChosen(option);
                if (quick) save.mutate({ mood: option, note: current?.note ?? '' });
              }}
            >
              <MoodIcon mood={option} className="size-4" />
              {t(`memories:moods.${option}`)}
            </ToggleChip>
          ))}
        </div>
      </div>
      {!quick && (
        <>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-note`} className="text-sm font-semibold">
              {t('mine.noteLabel')}
            </label>
            <Input
              id={`${id}-note`}
              value={note}
              placeholder={t('mine.notePlaceholder')}
              aria-describedby={`${id}-note-hint`}
              // counted and stopped as the server counts (an emoji is one character, not the
              // two UTF-16 units an HTML maxLength counts)
              onChange={(event) => setNote(limitShownText(event.target.value, CHECKIN_LIMITS.note))}
            />
            <p id={`${id}-note-hint`} className="text-sm text-muted">
              {t('mine.noteHint', { count: shownLength(note), max: CHECKIN_LIMITS.note })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              disabled={!chosen}
              loading={save.isPending}
              loadingText={t('mine.saving')}
            >
              {t('mine.save')}
            </Button>
            {onCancel && (
              <Button variant="ghost" onClick={onCancel}>
                {t('mine.cancel')}
              </Button>
            )}
          </div>
        </>
      )}
    </form>
  );
}
