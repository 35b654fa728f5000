/** Shared look of the header's dropdown menus (language, bell, user). */
export const menuContentClasses =
  'z-[65] min-w-56 rounded-2xl border border-border bg-surface p-1.5 text-fg shadow-card animate-pop-in data-[side=bottom]:origin-top';
export const menuItemClasses =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-sm font-medium outline-none select-none data-[highlighted]:bg-surface-2 data-[disabled]:opacity-50';
