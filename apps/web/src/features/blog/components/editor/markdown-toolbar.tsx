import { useTranslation } from 'react-i18next';
import {
  Bold,
  Code,
  Heading2,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Strikethrough,
  type LucideIcon,
} from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { Tooltip } from '@/components/ui/tooltip';

export type ToolbarCommand =
  | 'heading'
  | 'bold'
  | 'italic'
  | 'strike'
  | 'quote'
  | 'bulletList'
  | 'numberedList'
  | 'link'
  | 'code'
  | 'image';

const BUTTONS: { command: ToolbarCommand; icon: LucideIcon; shortcut?: string }[] = [
  { command: 'heading', icon: Heading2 },
  { command: 'bold', icon: Bold, shortcut: 'Ctrl+B' },
  { command: 'italic', icon: Italic, shortcut: 'Ctrl+I' },
  { command: 'strike', icon: Strikethrough },
  { command: 'quote', icon: Quote },
  { command: 'bulletList', icon: List },
  { command: 'numberedList', icon: ListOrdered },
  { command: 'link', icon: Link2, shortcut: 'Ctrl+K' },
  { command: 'code', icon: Code },
  { command: 'image', icon: ImagePlus },
];

/** The formatting toolbar: every button named for screen readers, shortcuts in its title. */
export function MarkdownToolbar({
  onCommand,
  uploading,
  controls,
}: {
  onCommand: (command: ToolbarCommand) => void;
  uploading: boolean;
  /** the textarea's id */
  controls: string;
}) {
  const { t } = useTranslation('blog');
  return (
    <div
      role="toolbar"
      aria-label={t('editor.toolbar.label')}
      aria-controls={controls}
      className="flex flex-wrap items-center gap-0.5 rounded-t-xl border border-b-0 border-border-strong bg-surface-2 p-1"
    >
      {BUTTONS.map(({ command, icon: Icon, shortcut }) => {
        const label = t(`editor.toolbar.${command}`);
        const busy = command === 'image' && uploading;
        return (
          <Tooltip key={command} label={shortcut ? `${label} (${shortcut})` : label}>
            <button
              type="button"
              // keeps the textarea's selection: the command applies to it
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onCommand(command)}
              aria-label={label}
              aria-keyshortcuts={shortcut?.replace('Ctrl+', 'Control+')}
              disabled={busy}
              className="inline-flex size-10 items-center justify-center rounded-lg text-fg transition-colors hover:bg-surface focus-visible:outline-3 focus-visible:outline-ring/50 disabled:opacity-60 pointer-coarse:size-11"
            >
              {busy ? (
                <Spinner className="size-4" />
              ) : (
                <Icon className="size-[1.1rem]" aria-hidden="true" />
              )}
            </button>
          </Tooltip>
        );
      })}
    </div>
  );
}
