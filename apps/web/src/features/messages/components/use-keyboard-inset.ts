import { useEffect, useState } from 'react';

/**
 * How much of the bottom of the window the on-screen keyboard covers. With the page's
 * `interactive-widget=resizes-content` (Chromium) the window itself shrinks and this stays
 * 0; Safari keeps the window and shrinks the visual viewport, which this measures, so the
 * composer can sit right above the keyboard on both.
 */
export function useKeyboardInset(): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const measure = () =>
      setInset(Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop)));
    measure();
    viewport.addEventListener('resize', measure);
    viewport.addEventListener('scroll', measure);
    return () => {
      viewport.removeEventListener('resize', measure);
      viewport.removeEventListener('scroll', measure);
    };
  }, []);
  return inset;
}

/**
 * While the conversation is open, the on-screen keyboard resizes the page (Chromium's
 * `interactive-widget=resizes-content`), so the composer stays above it; other pages keep
 * the default (their forms scroll under a keyboard, and the tab bar stays down).
 */
export function useResizingKeyboard(): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    if (!meta) return;
    const before = meta.content;
    if (!before.includes('interactive-widget'))
      meta.content = `${before}, interactive-widget=resizes-content`;
    return () => {
      meta.content = before;
    };
  }, []);
}
