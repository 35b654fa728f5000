import { Outlet, ScrollRestoration } from 'react-router';
import { InstallPrompt } from '@/components/ui/install-prompt';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { ModalHost } from '@/components/ui/modal-host';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { ToastStack } from '@/components/ui/toast-stack';
import { useSaveAppearance } from '@/features/preferences/hooks/use-save-appearance';
import { RealtimeEffects } from './realtime-effects';
import { SessionEffects } from './session-effects';

/** The root route: the page plus the global overlays (spec section 2 "Global overlays"). */
export function RootLayout() {
  const saveAppearance = useSaveAppearance();
  return (
    <>
      <SessionEffects />
      <RealtimeEffects />
      <Outlet />
      {/* phones choose the theme in the menu: a floating button there covers controls */}
      <ThemeToggle className="max-nav:hidden" onSelect={(theme) => saveAppearance({ theme })} />
      <InstallPrompt />
      <ToastStack />
      <ModalHost />
      <LoadingOverlay />
      <ScrollRestoration />
    </>
  );
}
