import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BookOpen, CalendarHeart, History, Images } from 'lucide-react';

const AREAS = [
  { key: 'memories', to: '/memories', icon: Images },
  { key: 'reminders', to: '/reminders', icon: CalendarHeart },
  { key: 'timeline', to: '/timeline', icon: History },
  { key: 'blog', to: '/blog', icon: BookOpen },
] as const;

/** The areas of the app, for someone who has not connected yet. */
export function ExploreGrid() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="explore-title">
      <h2 id="explore-title" className="font-display text-2xl font-semibold">
        {t('explore.title')}
      </h2>
      <p className="mt-1 text-muted">{t('explore.subtitle')}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {AREAS.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="group flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-5 transition-[border-color,transform] hover:-translate-y-0.5 hover:border-primary/50"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="font-semibold group-hover:text-primary">
                {t(`explore.${key}.title`)}
              </span>
              <span className="text-sm text-muted">{t(`explore.${key}.description`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
