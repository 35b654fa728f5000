import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ILLUSTRATIONS, type Illustration } from '../illustrations';

const PICTURES: readonly Illustration[] = ['memories', 'reminders', 'timeline'];

/**
 * What a guest opening the app on a phone sees first: what Đôi Ta is, in three pictures
 * (../illustrations, no words in them: the captions are in the visitor's language),
 * then the two ways in. "Sign in" leads to the form below it on the same page.
 */
export function Welcome({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <section aria-labelledby="welcome-title" className="flex flex-col gap-5" data-testid="welcome">
      <header>
        <h1 id="welcome-title" className="font-display text-3xl font-semibold text-balance">
          {t('welcome.title')}
        </h1>
        <p className="mt-2 text-muted">{t('welcome.subtitle')}</p>
      </header>
      <ul
        aria-label={t('welcome.picturesLabel')}
        className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none]"
      >
        {PICTURES.map((picture, index) => (
          <li
            key={picture}
            className="w-[82%] max-w-80 shrink-0 snap-center overflow-hidden rounded-3xl border border-border bg-surface shadow-card"
          >
            <img
              src={ILLUSTRATIONS[picture]}
              alt=""
              width={320}
              height={200}
              // a phone shows the first card and the start of the second
              loading={index < 2 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              className="aspect-[8/5] w-full"
            />
            <div className="p-4">
              <h2 className="font-semibold">{t(`welcome.pictures.${picture}.title`)}</h2>
              <p className="mt-1 text-sm text-muted">{t(`welcome.pictures.${picture}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2">
        <Link to="/register" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          {t('welcome.register')}
        </Link>
        <button
          type="button"
          onClick={onSignIn}
          className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full' })}
        >
          {t('welcome.signIn')}
        </button>
      </div>
    </section>
  );
}
