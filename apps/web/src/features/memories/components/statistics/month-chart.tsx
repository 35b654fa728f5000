import { useTranslation } from 'react-i18next';
import { monthSeries } from '@doita/shared';
import { formatNumber } from '@/lib/format';
import { formatMonthKey } from '../memory-format';
import { StatTable } from './stat-table';

const MONTHS_SHOWN = 12;
const HEIGHT = 160;
const BAR = 20;
const GAP = 10;

/** Memories per month: an SVG column chart of the latest months, with its table. */
export function MonthChart({ counts }: { counts: { month: string; count: number }[] }) {
  const { t, i18n } = useTranslation('memories');
  const series = monthSeries(counts, MONTHS_SHOWN);
  const max = Math.max(1, ...series.map((m) => m.count));
  const width = series.length * (BAR + GAP);
  const plot = HEIGHT - 36;
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm text-muted">
        {t('statistics.byMonthHint', { count: series.length })}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="mx-auto block h-auto w-full text-fg"
        style={{ maxWidth: width * 1.5 }}
        aria-hidden="true"
        data-testid="month-chart"
      >
        <line
          x1={0}
          x2={width}
          y1={plot + 16}
          y2={plot + 16}
          className="stroke-border-strong"
          strokeWidth={1}
        />
        {series.map((m, i) => {
          const h = m.count === 0 ? 0 : Math.max(3, (m.count / max) * plot);
          const x = i * (BAR + GAP) + GAP / 2;
          const y = plot + 16 - h;
          return (
            <g key={m.month}>
              <rect x={x} y={y} width={BAR} height={h} rx={6} className="fill-primary" />
              {m.count > 0 && (
                <text
                  x={x + BAR / 2}
                  y={y - 4}
                  textAnchor="middle"
                  className="fill-current text-[11px] font-semibold"
                >
                  {formatNumber(m.count, i18n.language)}
                </text>
              )}
              <text
                x={x + BAR / 2}
                y={HEIGHT - 4}
                textAnchor="middle"
                className="fill-(--muted) text-[10px]"
              >
                {formatMonthKey(m.month, i18n.language, 'axis')}
              </text>
            </g>
          );
        })}
      </svg>
      <StatTable
        caption={t('statistics.byMonth')}
        labelHeader={t('statistics.month')}
        countHeader={t('statistics.count')}
        rows={series.map((m) => ({
          key: m.month,
          label: formatMonthKey(m.month, i18n.language, 'table'),
          count: m.count,
        }))}
      />
    </figure>
  );
}
