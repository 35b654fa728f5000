import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { OfflineBanner } from '@/components/ui/offline-banner';
import { cn } from '@/lib/cn';
import { inOpenPopup } from '@/lib/return-focus';
import { useIsAuthenticated } from '@/lib/session';
import { Header } from './header';
import { TAB_BAR_ROOM, TabBar } from './tab-bar';

/** Thin bar at the top while the next page's chunk loads. */
function NavigationProgress() {
  const { t } = useTranslation('common');
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden bg-primary-soft"
      role="progressbar"
      aria-label={t('a11y.pageLoading')}
    >
      <div className="h-full w-2/5 rounded-full bg-primary animate-progress" />
    </div>
  );
}

/**
 * Header, offline banner, the page (with the fade transition), the footer and, on phones,
 * the bottom tab bar. No link leads to the component gallery (/combo-test): it is for
 * designers and visual tests, and marked noindex.
 */
export function AppShell() {
  const { t } = useTranslation(['common', 'nav']);
  const isAuthenticated = useIsAuthenticated();
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  // a page that fills the screen itself (the conversation, fixed between header and tab
  // bar) gets no fade: an animated transform would hold its fixed layout inside this box
  const fullScreen = useMatches().some(
    (match) => (match.handle as { fullScreen?: boolean } | undefined)?.fullScreen,
  );

  // After a navigation, move focus to the new page so keyboard and screen reader users start there.
  // In the next frame: focusing needs the new page laid out, and asked for inside the commit
  // it laid the page out there, one long task with React's commit, where the frame would
  // have laid it out anyway. Focus already in the new page stays: a field the person went to
  // before that frame (what they type next would otherwise land on the page, not the field),
  // or one the page focuses itself. Focus in an open menu stays too: one opened while the page
  // was still on its way (right after signing up, on a slow phone) closed as focus left it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      const main = mainRef.current;
      const active = document.activeElement;
      if (!main || main.contains(active) || inOpenPopup(active)) return;
      main.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [location.pathname]);

  return (
    <div className={cn('flex min-h-dvh flex-col', isAuthenticated && TAB_BAR_ROOM)}>
      <a
        href="#main-content"
        className="sr-only rounded-xl bg-primary px-4 py-3 font-semibold text-primary-fg shadow-card focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100]"
      >
        {t('common:a11y.skipToContent')}
      </a>
      <NavigationProgress />
      <Header />
      <OfflineBanner />
      {/* At least a screen tall, so the footer starts below the first screen: drawn under a
          page still loading (a skeleton, a redirect's empty frame), it jumped down as the
          page came in, a layout shift (0.084 on a post opened from a link). */}
      <main
        id="main-content"
        ref={mainRef}
        tabIndex={-1}
        className="flex min-h-dvh flex-1 flex-col outline-none"
      >
        <div
          key={location.pathname}
          className={cn('flex flex-1 flex-col', !fullScreen && 'animate-fade-in')}
        >
          <Outlet />
        </div>
      </main>
      <footer
        className={cn(
          'border-t border-border px-4 pt-6 text-center text-sm text-muted',
          isAuthenticated
            ? 'pb-6 nav:pb-[max(1.5rem,env(safe-area-inset-bottom))]'
            : 'pb-[max(1.5rem,env(safe-area-inset-bottom))]',
        )}
      >
        <p>
          <span className="font-semibold text-fg">{t('common:appName')}</span> ·{' '}
          {t('common:footer.madeWith')}
        </p>
      </footer>
      <TabBar />
    </div>
  );
}
