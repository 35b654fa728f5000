const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text into HTML, as element content or a quoted attribute value alike: the five
 * characters that can end either are written as entities, everything else (Vietnamese,
 * emoji, `$&`) is left as it is. Link previews and the blog's image attributes use it;
 * the e-mail templates keep their own (numeric entities, in mail-templates.ts).
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
