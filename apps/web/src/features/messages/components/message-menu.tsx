import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Copy, MoreHorizontal, Pencil, Reply, Undo2 } from 'lucide-react';
import type { Message } from '@doita/shared';
import { menuContentClasses, menuItemClasses } from '@/app/layout/menu-styles';
import { cn } from '@/lib/cn';

/** The quick reactions (any one emoji is accepted by the server; these are the ones offered). */
export const QUICK_REACTIONS = ['❤️', '😂', '😮', '😢', '👍', '🥰'] as const;

export interface MessageActions {
  reply: () => void;
  react: (emoji: string | null) => void;
  copy: () => void;
  edit: () => void;
  unsend: () => void;
}

/**
 * A message's actions: the visible "more" button (mouse, keyboard) opens them, and so do a
 * long press on a touch screen and a right click (the bubble sets `open`). Radix gives the
 * menu its roles, arrow keys and focus return.
 */
export function MessageMenu({
  message,
  myEmoji,
  canEdit,
  canWrite,
  open,
  onOpenChange,
  actions,
  align,
  label,
  tabIndex,
}: {
  /** -1 while its message is not the log's tab stop */
  tabIndex?: number;
  /** names the message it acts on: fifty "more" buttons alike tell a screen reader nothing */
  label: string;
  message: Message;
  myEmoji: string | null;
  canEdit: boolean;
  canWrite: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actions: MessageActions;
  align: 'start' | 'end';
}) {
  const { t } = useTranslation('messages');
  const removed = !!message.removed;
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        aria-label={label}
        tabIndex={tabIndex}
        data-testid="message-more"
        className="flex size-8 shrink-0 items-center justify-center rounded-full text-muted opacity-70 hover:bg-surface-2 hover:text-fg hover:opacity-100 focus-visible:opacity-100 data-[state=open]:bg-surface-2 data-[state=open]:opacity-100 pointer-coarse:size-9"
      >
        <MoreHorizontal className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={6}
          collisionPadding={8}
          className={cn(menuContentClasses, 'w-64 max-w-[calc(100vw-1rem)]')}
        >
          {!removed && canWrite && (
            <DropdownMenu.Group
              aria-label={t('actions.react')}
              className="mb-1 flex justify-between gap-0.5 border-b border-border px-0.5 pb-1.5"
            >
              {QUICK_REACTIONS.map((emoji) => {
                const mine = myEmoji === emoji;
                return (
                  <DropdownMenu.Item
                    key={emoji}
                    onSelect={() => actions.react(mine ? null : emoji)}
                    aria-label={
                      mine
                        ? t('actions.removeReaction', { emoji })
                        : t('actions.reactWith', { emoji })
                    }
                    className={cn(
                      'flex size-9 cursor-pointer items-center justify-center rounded-full text-xl outline-none select-none data-[highlighted]:bg-surface-2',
                      mine && 'bg-primary-soft',
                    )}
                  >
                    <span aria-hidden="true">{emoji}</span>
                  </DropdownMenu.Item>
                );
              })}
            </DropdownMenu.Group>
          )}
          {!removed && canWrite && (
            <DropdownMenu.Item className={menuItemClasses} onSelect={actions.reply}>
              <Reply className="size-4" aria-hidden="true" />
              {t('actions.reply')}
            </DropdownMenu.Item>
          )}
          {!removed && message.text && (
            <DropdownMenu.Item className={menuItemClasses} onSelect={actions.copy}>
              <Copy className="size-4" aria-hidden="true" />
              {t('actions.copy')}
            </DropdownMenu.Item>
          )}
          {canEdit && canWrite && (
            <DropdownMenu.Item className={menuItemClasses} onSelect={actions.edit}>
              <Pencil className="size-4" aria-hidden="true" />
              {t('actions.edit')}
            </DropdownMenu.Item>
          )}
          {message.isMine && !removed && canWrite && (
            <DropdownMenu.Item
              className={cn(menuItemClasses, 'text-danger')}
              onSelect={actions.unsend}
            >
              <Undo2 className="size-4" aria-hidden="true" />
              {t('actions.unsend')}
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
