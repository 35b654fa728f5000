import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heart } from 'lucide-react';
import { onMessagesEvent } from '@/lib/messages-events';
import { useCurrentUser } from '@/lib/session';

/** how long the hearts stay on screen */
const SHOWN_MS = 2_200;
/** where the hearts rise from, across the bottom of the screen (percent of its width) */
const HEARTS = [
  { left: 18, delay: 0, size: 'size-10' },
  { left: 38, delay: 180, size: 'size-14' },
  { left: 58, delay: 90, size: 'size-12' },
  { left: 78, delay: 260, size: 'size-9' },
];

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * When the partner sends a nudge ("thinking of you") while the app is open, on any page: a
 * few hearts rise for a moment (none under reduced motion) and a polite announcement says
 * it, so a screen reader hears it as well.
 */
export function NudgeCelebration() {
  const { t } = useTranslation('messages');
  const user = useCurrentUser();
  const userId = user?.id;
  const [shown, setShown] = useState<{ key: string; animate: boolean } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(
    () =>
      onMessagesEvent((event) => {
        if (event.type !== 'nudge' || event.by === userId) return;
        setShown({ key: event.nudgeId ?? event.at, animate: !reducedMotion() });
        setAnnouncement(t('nudge.receivedAnon'));
      }),
    [t, userId],
  );

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  useEffect(() => {
    if (!announcement) return;
    // cleared later, so the same words are announced again at the next nudge
    const timer = setTimeout(() => setAnnouncement(''), 5_000);
    return () => clearTimeout(timer);
  }, [announcement]);

  return (
    <>
      <div role="status" aria-live="polite" className="sr-only" data-testid="nudge-announcement">
        {announcement}
      </div>
      {shown?.animate && (
        <div
          key={shown.key}
          aria-hidden="true"
          data-testid="nudge-hearts"
          className="pointer-events-none fixed inset-0 z-[90] overflow-hidden"
        >
          {HEARTS.map((heart) => (
            <Heart
              key={heart.left}
              className={`absolute bottom-[12vh] text-primary drop-shadow-lg animate-heart-float ${heart.size}`}
              style={{ left: `${heart.left}%`, animationDelay: `${heart.delay}ms` }}
              fill="currentColor"
            />
          ))}
        </div>
      )}
    </>
  );
}
