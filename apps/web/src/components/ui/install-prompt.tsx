import { useEffect, useState } from 'react';
import { Download, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import { Button } from './button';
import { Tooltip } from './tooltip';

/** Chromium's install event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Offers to install the app when the browser allows it; remembers "not now". */
export function InstallPrompt() {
  const { t } = useTranslation('pwa');
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [dismissed, setDismissed] = useState(
    () => storage.get(STORAGE_KEYS.installPromptDismissed) === 'true',
  );

  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setEvent(e as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setEvent(null);
      storage.set(STORAGE_KEYS.installPromptDismissed, 'true');
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!event || dismissed) return null;

  const dismiss = () => {
    storage.set(STORAGE_KEYS.installPromptDismissed, 'true');
    setDismissed(true);
  };
  const install = async () => {
    await event.prompt();
    const { outcome } = await event.userChoice;
    setEvent(null);
    if (outcome === 'accepted') storage.set(STORAGE_KEYS.installPromptDismissed, 'true');
  };

  return (
    <aside
      aria-labelledby="install-prompt-title"
      className="fixed bottom-[max(1rem,env(safe-area-inset-bottom))] left-[max(1rem,env(safe-area-inset-left))] z-[55] w-[min(22rem,calc(100vw-6rem))] rounded-2xl border border-border bg-surface p-4 text-fg shadow-card animate-fade-in"
    >
      <div className="flex items-start gap-3">
        <img src="/icons/icon-192.png" alt="" className="size-11 rounded-xl" />
        <div className="min-w-0 flex-1">
          <h2 id="install-prompt-title" className="font-semibold">
            {t('install.title')}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{t('install.message')}</p>
        </div>
        <Tooltip label={t('install.dismiss')}>
          <button
            type="button"
            onClick={dismiss}
            className="-m-1 flex size-9 items-center justify-center rounded-lg text-muted hover:bg-surface-2 pointer-coarse:size-11"
            aria-label={t('install.dismiss')}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </Tooltip>
      </div>
      <div className="mt-3 flex gap-2">
        <Button
          size="sm"
          icon={<Download className="size-4" aria-hidden="true" />}
          onClick={() => void install()}
        >
          {t('install.accept')}
        </Button>
        <Button size="sm" variant="ghost" onClick={dismiss}>
          {t('install.later')}
        </Button>
      </div>
    </aside>
  );
}
