import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { StatTable } from './stat-table';

export interface BarRow {
  key: string;
  label: string;
  icon?: ReactNode;
  count: number;
}

/** A horizontal bar chart (most first), drawn in SVG bars, with its table. */
export function BarList({
  caption,
  labelHeader,
  rows,
  emptyText,
}: {
  caption: string;
  labelHeader: string;
  rows: BarRow[];
  emptyText: string;
}) {
  const { t, i18n } = useTranslation('memories');
  if (rows.length === 0) return <p className="text-sm text-muted">{emptyText}</p>;
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <>
      <ul className="flex flex-col gap-2.5" aria-hidden="true">
        {rows.map((row) => (
          <li
            key={row.key}
            className="grid grid-cols-[minmax(6.5rem,9rem)_1fr_2.5rem] items-center gap-3"
          >
            <span className="flex min-w-0 items-center gap-1.5 text-sm">
              {row.icon}
              <span className="truncate">{row.label}</span>
            </span>
            <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="h-3 w-full">
              <rect x={0} y={0} width={100} height={10} rx={5} className="fill-surface-2" />
              <rect
                x={0}
                y={0}
                width={(row.count / max) * 100}
                height={10}
                rx={5}
                className="fill-primary"
              />
            </svg>
            <span className="text-end text-sm font-semibold tabular-nums">
              {formatNumber(row.count, i18n.language)}
            </span>
          </li>
        ))}
      </ul>
      <StatTable
        caption={caption}
        labelHeader={labelHeader}
        countHeader={t('statistics.count')}
        rows={rows}
      />
    </>
  );
}
