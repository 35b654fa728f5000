import { Suspense, lazy } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { InstallPrompt } from '@/components/ui/install-prompt';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { ModalHost } from '@/components/ui/modal-host';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { ToastStack } from '@/components/ui/toast-stack';
import { useSaveAppearance } from '@/features/preferences/hooks/use-save-appearance';
import { useIsAuthenticated } from '@/lib/session';
import { SessionEffects } from './session-effects';

/** The event stream, for someone signed in: nothing to draw, so loaded after the first screen. */
const RealtimeEffects = lazy(() =>
  import('./realtime-effects').then(({ RealtimeEffects }) => ({ default: RealtimeEffects })),
);

/** The outbox and the saved cache: nothing to draw, so loaded after the first screen. */
const OfflineSync = lazy(() =>
  import('../offline-sync').then(({ OfflineSync }) => ({ default: OfflineSync })),
);

/** The root route: the page plus the global overlays (loading, toasts, offline banner...). */
export function RootLayout() {
  const saveAppearance = useSaveAppearance();
  const signedIn = useIsAuthenticated();
  return (
    <>
      <SessionEffects />
      {/* Apart: one waiting for its chunk never holds the other back. The outbox first: a
          write made offline in the first seconds needs it loaded. */}
      <Suspense fallback={null}>
        <OfflineSync />
      </Suspense>
      <Suspense fallback={null}>{signedIn && <RealtimeEffects />}</Suspense>
      <Outlet />
      {/*
        The floating button only where the page leaves it a margin: phones choose the theme in
        the menu sheet, a signed-in narrow desktop in the avatar menu (it covered controls).
      */}
      <ThemeToggle
        className={signedIn ? 'max-[80rem]:hidden' : 'max-nav:hidden'}
        onSelect={(theme) => saveAppearance({ theme })}
      />
      <InstallPrompt />
      <ToastStack />
      <ModalHost />
      <LoadingOverlay />
      {/* once the page is drawn: a reload's scroll position needs its height */}
      <ScrollRestoration />
    </>
  );
}
