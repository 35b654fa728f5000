import { useTranslation } from 'react-i18next';
import type { Checkin } from '@doita/shared';
import { MoodIcon } from '@/components/ui/mood-icon';

/** One check-in as a line: its mood's icon and name and the line written with it. */
export function CheckinLine({ checkin }: { checkin: Checkin }) {
  const { t } = useTranslation('memories');
  return (
    <div className="flex items-start gap-3">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-primary">
        <MoodIcon mood={checkin.mood} className="size-6" />
      </span>
      <div className="min-w-0">
        <p className="font-semibold">{t(`moods.${checkin.mood}`)}</p>
        {checkin.note && <p className="text-pretty break-words text-muted">{checkin.note}</p>}
      </div>
    </div>
  );
}
