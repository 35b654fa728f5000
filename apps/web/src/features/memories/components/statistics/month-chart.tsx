import { useTranslation } from 'react-i18next';
import { monthSeries } from '@doita/shared';
import { formatNumber } from '@/lib/format';
import { formatMonthKey } from '../memory-format';
import { StatTable } from './stat-table';

const MONTHS_SHOWN = 12;
const BAR = 22;
const GAP = 12;
/** room above the tallest bar for its count */
const TOP = 18;
const PLOT = 112;
/** the axis: the month's two digits, and the year under the first month and each January */
const AXIS = 36;

/** Memories per month: an SVG column chart of the latest months, with its table. */
export function MonthChart({ counts }: { counts: { month: string; count: number }[] }) {
  const { t, i18n } = useTranslation('memories');
  const series = monthSeries(counts, MONTHS_SHOWN);
  const max = Math.max(1, ...series.map((m) => m.count));
  const width = series.length * (BAR + GAP);
  const baseline = TOP + PLOT;
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm text-muted">
        {t('statistics.byMonthHint', { count: series.length })}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${baseline + AXIS}`}
        className="mx-auto block h-auto w-full text-fg"
        style={{ maxWidth: width * 1.5 }}
        aria-hidden="true"
        data-testid="month-chart"
      >
        <line
          x1={0}
          x2={width}
          y1={baseline}
          y2={baseline}
          className="stroke-border-strong"
          strokeWidth={1}
        />
        {series.map((m, i) => {
          const h = m.count === 0 ? 0 : Math.max(3, (m.count / max) * PLOT);
          const x = i * (BAR + GAP) + GAP / 2;
          const middle = x + BAR / 2;
          return (
            <g key={m.month}>
              {m.count > 0 && (
                <>
                  <rect
                    x={x}
                    y={baseline - h}
                    width={BAR}
                    height={h}
                    rx={6}
                    className="fill-primary"
                  />
                  <text
                    x={middle}
                    y={baseline - h - 5}
                    textAnchor="middle"
                    className="fill-current text-[12px] font-semibold"
                  >
                    {formatNumber(m.count, i18n.language)}
                  </text>
                </>
              )}
              <text
                x={middle}
                y={baseline + 15}
                textAnchor="middle"
                className="fill-(--muted) text-[12px]"
              >
                {formatMonthKey(m.month, i18n.language, 'axis')}
              </text>
              {(i === 0 || m.month.endsWith('-01')) && (
                <text
                  x={middle}
                  y={baseline + 31}
                  textAnchor="middle"
                  className="fill-(--muted) text-[11px] font-semibold"
                >
                  {m.month.slice(0, 4)}
                </text>
              )}
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
