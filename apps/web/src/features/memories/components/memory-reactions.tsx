import { useTranslation } from 'react-i18next';
import { REACTIONS } from '@doita/shared';
import type { Memory, ReactionEmoji } from '@doita/shared';
import { cn } from '@/lib/cn';
import { useSetMemoryReaction } from '../api/memory-reaction';

/** The i18n key of each emoji's name (memories:reactions.names.*). */
export const REACTION_NAMES: Record<ReactionEmoji, string> = {
  '❤️': 'love',
  '😍': 'adore',
  '😂': 'laugh',
  '😮': 'wow',
  '😢': 'sad',
  '👍': 'like',
};

/**
 * One reaction per person: a tap sets mine, a tap on mine takes it back. Each
 * emoji is a toggle button (aria-pressed) named in the reader's language, with its count.
 */
export function MemoryReactions({ memory, userId }: { memory: Memory; userId: string }) {
  const { t } = useTranslation('memories');
  const react = useSetMemoryReaction(userId);
  const mine = memory.reactions.find((reaction) => reaction.userId === userId)?.emoji ?? null;
  return (
    <div role="group" aria-label={t('reactions.label')} className="flex flex-wrap gap-2">
      {REACTIONS.map((emoji) => {
        const count = memory.reactions.filter((reaction) => reaction.emoji === emoji).length;
        const pressed = mine === emoji;
        const name = t(`reactions.names.${REACTION_NAMES[emoji]}`);
        return (
          <button
            key={emoji}
            type="button"
            aria-pressed={pressed}
            aria-label={t('reactions.button', { name, count })}
            title={name}
            onClick={() => react.mutate({ memoryId: memory.id, emoji: pressed ? null : emoji })}
            className={cn(
              'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full border px-3 text-lg transition-colors focus-visible:outline-3 focus-visible:outline-ring',
              pressed
                ? 'border-primary bg-primary/15 font-semibold'
                : 'border-border bg-surface hover:bg-surface-2',
            )}
          >
            <span aria-hidden="true">{emoji}</span>
            {count > 0 && (
              <span aria-hidden="true" className="text-sm tabular-nums">
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
