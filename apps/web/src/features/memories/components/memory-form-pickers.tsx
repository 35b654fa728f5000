import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMORY_MOODS, MEMORY_TAGS, type MemoryMood, type MemoryTag } from '@doita/shared';
import { ToggleChip } from '@/components/ui/toggle-chip';
import { MoodIcon } from '@/components/ui/mood-icon';

/** Every mood the list can filter by: one at most (pressing the chosen one again clears it). */
export function MoodPicker({
  value,
  onChange,
}: {
  value: MemoryMood | '';
  onChange: (mood: MemoryMood | '') => void;
}) {
  const { t } = useTranslation('memories');
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="flex flex-col gap-2">
      <span id={id} className="text-sm font-semibold">
        {t('form.mood')}
      </span>
      <div className="flex flex-wrap gap-2">
        {MEMORY_MOODS.map((mood) => (
          <ToggleChip
            key={mood}
            pressed={value === mood}
            onClick={() => onChange(value === mood ? '' : mood)}
            icon={<MoodIcon mood={mood} />}
          >
            {t(`moods.${mood}`)}
          </ToggleChip>
        ))}
      </div>
    </div>
  );
}

/** The twelve tags, any number of them. */
export function TagPicker({
  value,
  onChange,
}: {
  value: MemoryTag[];
  onChange: (tags: MemoryTag[]) => void;
}) {
  const { t } = useTranslation('memories');
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="flex flex-col gap-2">
      <span id={id} className="text-sm font-semibold">
        {t('form.tags')}
      </span>
      <div className="flex flex-wrap gap-2">
        {MEMORY_TAGS.map((tag) => {
          const on = value.includes(tag);
          return (
            <ToggleChip
              key={tag}
              pressed={on}
              onClick={() => onChange(on ? value.filter((v) => v !== tag) : [...value, tag])}
            >
              {t(`tags.${tag}`)}
            </ToggleChip>
          );
        })}
      </div>
    </div>
  );
}
