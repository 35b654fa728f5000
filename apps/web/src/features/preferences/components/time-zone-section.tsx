import { useTranslation } from 'react-i18next';
import { Clock, MapPin } from 'lucide-react';
import type { UpdatePreferencesBody } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { useNow } from '@/lib/use-now';
import { SectionCard } from './section-card';
import { TimeZoneSelect } from './time-zone-select';
import { zoneName, zoneOffset } from '@/lib/time-zone-names';
import { browserTimeZone, sameClock, zoneDateTime, zoneTime } from './time-zones';

/** The zone dates are shown and counted in, the time there now, and the browser's own. */
export function TimeZoneSection({
  timeZone,
  save,
}: {
  timeZone: string;
  save: (change: UpdatePreferencesBody) => void;
}) {
  const { t, i18n } = useTranslation('preferences');
  const now = useNow();
  const suggested = browserTimeZone();
  const language = i18n.language;
  return (
    <SectionCard
      id="preferences-time-zone"
      icon={<Clock />}
      title={t('sections.timeZone')}
      description={t('timeZone.hint')}
    >
      <div className="flex flex-col gap-1 rounded-xl bg-surface-2 px-4 py-3">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">
          {t('timeZone.label')}
        </p>
        <p className="font-semibold" data-testid="current-time-zone">
          {zoneName(timeZone)}{' '}
          <span className="font-normal text-muted">({zoneOffset(timeZone, now, language)})</span>
        </p>
        <p className="text-sm tabular-nums" data-testid="current-zone-time">
          {t('timeZone.current', { time: zoneDateTime(timeZone, now, language) })}
        </p>
      </div>
      {suggested && !sameClock(suggested, timeZone, now) && (
        <div className="flex flex-col gap-2 rounded-xl border border-dashed border-border-strong px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2 text-sm">
            <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {t('timeZone.suggestion', {
              zone: zoneName(suggested),
              time: zoneTime(suggested, now, language),
            })}
          </p>
          <Button
            variant="outline"
            size="sm"
            className="shrink-0 self-start sm:self-auto"
            onClick={() => save({ timeZone: suggested })}
          >
            {t('timeZone.useSuggestion')}
          </Button>
        </div>
      )}
      <TimeZoneSelect
        value={timeZone}
        onChange={(zone) => save({ timeZone: zone })}
        now={now}
        suggested={suggested}
      />
    </SectionCard>
  );
}
