import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarHeart, Heart, Images, History } from 'lucide-react';
import { ILLUSTRATIONS } from '../illustrations';

/**
 * The auth screens: a brand panel beside the form card on wide screens; on phones an
 * optional welcome (what the app is) above the card, which then titles the page.
 */
export function AuthLayout({
  title,
  subtitle,
  children,
  above,
  welcome,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  above?: ReactNode;
  welcome?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const points = [
    { icon: Images, text: t('brand.points.memories') },
    { icon: CalendarHeart, text: t('brand.points.reminders') },
    { icon: History, text: t('brand.points.timeline') },
  ];
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-6 sm:py-10 lg:grid-cols-[1.05fr_1fr] lg:items-center lg:gap-14 lg:px-8">
      <section
        aria-hidden="true"
        className="relative hidden overflow-hidden rounded-[2rem] border border-border bg-(image:--hero) p-10 lg:flex lg:min-h-[34rem] lg:flex-col lg:justify-end"
      >
        <Heart
          className="absolute -top-6 -right-6 size-56 rotate-12 text-primary opacity-10"
          fill="currentColor"
        />
        <Heart
          className="absolute top-16 right-28 size-14 -rotate-12 text-accent opacity-60"
          fill="currentColor"
        />
        <img
          src={ILLUSTRATIONS.memories}
          alt=""
          width={320}
          height={200}
          className="relative mb-8 w-72 rounded-3xl shadow-card"
        />
        <p className="font-display text-4xl leading-tight font-semibold text-balance">
          {t('brand.title')}
        </p>
        <p className="mt-4 max-w-md text-lg text-muted">{t('brand.subtitle')}</p>
        <ul className="mt-8 flex flex-col gap-3">
          {points.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-fg">
              <span className="flex size-9 items-center justify-center rounded-xl bg-surface/70 text-primary">
                <Icon className="size-5" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </section>
      <div className="mx-auto flex w-full max-w-md flex-col gap-8">
        {welcome && <div className="lg:hidden">{welcome}</div>}
        <div id="auth-card" className="scroll-mt-20">
          {above}
          <div className="rounded-3xl border border-border bg-surface p-6 shadow-card sm:p-8">
            <header className="mb-6">
              {welcome ? (
                <h2 className="font-display text-3xl font-semibold text-balance">{title}</h2>
              ) : (
                <h1 className="font-display text-3xl font-semibold text-balance">{title}</h1>
              )}
              {subtitle && <p className="mt-2 text-muted">{subtitle}</p>}
            </header>
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
