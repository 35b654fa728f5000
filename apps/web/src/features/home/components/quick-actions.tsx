import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellPlus, History, ImagePlus } from 'lucide-react';
import { DashboardPanel } from './dashboard-panel';

const actionClasses =
  'flex min-h-12 w-full items-center gap-3 rounded-xl border border-border bg-surface-2/60 px-4 py-3 text-left font-semibold transition-colors hover:border-primary/50 hover:bg-primary-soft/60';

/** Create a memory, create a reminder (the existing form modals) or open the timeline. */
export function QuickActions({
  onCreateMemory,
  onCreateReminder,
}: {
  onCreateMemory: () => void;
  onCreateReminder: () => void;
}) {
  const { t } = useTranslation('home');
  const icon = 'size-5 shrink-0 text-primary';
  return (
    <DashboardPanel id="actions-title" title={t('actions.title')}>
      <ul className="grid gap-2">
        <li>
          <button type="button" className={actionClasses} onClick={onCreateMemory}>
            <ImagePlus className={icon} aria-hidden="true" />
            {t('actions.createMemory')}
          </button>
        </li>
        <li>
          <button type="button" className={actionClasses} onClick={onCreateReminder}>
            <BellPlus className={icon} aria-hidden="true" />
            {t('actions.createReminder')}
          </button>
        </li>
        <li>
          <Link to="/timeline" className={actionClasses}>
            <History className={icon} aria-hidden="true" />
            {t('actions.timeline')}
          </Link>
        </li>
      </ul>
    </DashboardPanel>
  );
}
