import { useTranslation } from 'react-i18next';
import type { Checkin } from '@doita/shared';
import { MOOD_EMOJI } from './checkin-moods';

/** One check-in as a line: its face, its mood's name and the line written with it. */
export function CheckinLine({ checkin }: { checkin: Checkin }) {
  const { t } = useTranslation('memories');
  return (
    <div className="flex items-start gap-3">
      <span className="text-3xl leading-none" aria-hidden="true">
        {MOOD_EMOJI[checkin.mood]}
      </span>
      <div className="min-w-0">
        <p className="font-semibold">{t(`moods.${checkin.mood}`)}</p>
        {checkin.note && <p className="text-pretty break-words text-muted">{checkin.note}</p>}
      </div>
    </div>
  );
}
