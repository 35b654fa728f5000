/** The element with focus now, unless it is the page itself (nothing to come back to). */
export function focusedElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * After a dialog closes: back to what opened it when it is still on the page and visible
 * (a deleted item's button is not), else to the page's main content, never to nowhere.
 */
export function returnFocus(opener: HTMLElement | null): void {
  if (opener?.isConnected && !opener.closest('[inert]')) {
    opener.focus({ preventScroll: true });
    // a hidden or disabled opener does not take focus: fall through to the page
    if (document.activeElement === opener) return;
  }
  document.getElementById('main-content')?.focus({ preventScroll: true });
}

/**
 * Whether `element` is inside a menu, dialog or list of choices that is open. One closing
 * (a Radix menu or sheet after a choice) keeps its content, marked closed, through its exit
 * animation, and focus with it until it is gone: that one does not count.
 */
export function inOpenPopup(element: Element | null): boolean {
  const popup = element?.closest(
    '[role="menu"], [role="dialog"], [role="alertdialog"], [role="listbox"]',
  );
  return popup != null && popup.getAttribute('data-state') !== 'closed';
}
