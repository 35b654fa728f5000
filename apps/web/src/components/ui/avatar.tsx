import { initialsOf } from '@doita/shared';
import { cn } from '@/lib/cn';

/**
 * Each size with the initials' size and the ring that go with it. A size is a prop, not a
 * class to override: `cn` joins classes without merging them, so a `size-24` or `text-3xl`
 * given beside the defaults lost or won by the stylesheet's order, not by intent.
 */
const SIZES = {
  6: 'size-6 text-[0.65rem]',
  7: 'size-7 text-xs ring-2',
  8: 'size-8 text-sm ring-2',
  9: 'size-9 text-sm ring-2',
  11: 'size-11 text-base ring-2',
  12: 'size-12 text-base ring-2',
  14: 'size-14 text-lg ring-2',
  /** the profile's own picture: larger from the small breakpoint */
  24: 'size-24 text-3xl ring-4 sm:size-28 sm:text-4xl',
} as const;

export type AvatarSize = keyof typeof SIZES;

/** The user's picture, or their initials (at most 2 characters). */
export function Avatar({
  name,
  src,
  size = 9,
  className,
}: {
  name: string;
  src?: string | null;
  size?: AvatarSize;
  /** placement and the like; the size, the initials' size and the ring come from `size` */
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary font-bold text-primary-fg ring-surface',
        SIZES[size],
        className,
      )}
      aria-hidden="true"
    >
      {src ? <img src={src} alt="" className="size-full object-cover" /> : initialsOf(name)}
    </span>
  );
}
