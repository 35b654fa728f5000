import { useEffect, useState, type ReactNode } from 'react';
import { Mail, MailOpen } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A letter as an envelope. Sealed, it shows who wrote it and when it opens, with a wax seal.
 * Opening it is a small occasion: the flap lifts and the letter slides out (half a second),
 * at once for those who ask the system for reduced motion (`motion-reduce:` drops the
 * transitions). `children` is the letter itself, shown once it is out.
 */
export function LetterEnvelope({
  sealed,
  label,
  caption,
  opening = false,
  children,
}: {
  sealed: boolean;
  /** above the caption: who it is from, as the moment says it */
  label: string;
  /** under the name: when it opens, or when it opened */
  caption: ReactNode;
  /** plays the opening when it turns true */
  opening?: boolean;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(!sealed && !opening);
  useEffect(() => {
    if (!opening) return;
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, [opening]);
  const Icon = sealed ? Mail : MailOpen;
  return (
    <div className="relative mx-auto w-full max-w-2xl [perspective:1200px]">
      <div
        className={cn(
          'relative overflow-hidden rounded-3xl border border-border bg-gradient-to-b from-primary-soft to-surface shadow-sm',
          sealed ? 'pb-10' : 'pb-4',
        )}
      >
        {/* the flap: closed over a sealed letter, lifted once it opens */}
        <div
          aria-hidden="true"
          data-testid="envelope-flap"
          data-open={open ? 'true' : 'false'}
          className={cn(
            'absolute inset-x-0 top-0 h-24 origin-top bg-primary/15 [clip-path:polygon(0_0,100%_0,50%_100%)]',
            'transition-transform duration-500 ease-out motion-reduce:transition-none',
            open ? '[transform:rotateX(180deg)] opacity-40' : '',
          )}
        />
        <div className="relative flex flex-col items-center gap-2 px-6 pt-8 text-center">
          <span
            className={cn(
              'flex size-14 items-center justify-center rounded-full shadow-md',
              sealed ? 'bg-primary text-primary-fg' : 'bg-surface text-primary',
            )}
            aria-hidden="true"
          >
            <Icon className="size-7" />
          </span>
          <p className="text-sm font-semibold uppercase tracking-wide text-muted">{label}</p>
          <p className="font-display text-xl font-semibold text-balance">{caption}</p>
        </div>
        {children && (
          <div
            className={cn(
              'relative mx-4 mt-6 rounded-2xl bg-surface p-5 shadow-sm sm:mx-8 sm:p-8',
              'transition-[transform,opacity] duration-700 ease-out motion-reduce:transition-none',
              !opening || open ? 'translate-y-0 opacity-100' : 'translate-y-8 opacity-0',
            )}
          >
            {children}
          </div>
        )}
      </div>
    </div>
  );
}
