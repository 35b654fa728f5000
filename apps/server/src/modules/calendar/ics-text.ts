/**
 * Text into iCalendar (RFC 5545), each rule once: TEXT values escaped (3.3.11) and
 * content lines folded (3.1). Every user text in the feed (titles, descriptions, the
 * calendar's name) goes through `escapeText`, and every line through `fold`.
 */

/**
 * A TEXT value: backslash first (so the escapes it adds are not escaped again), then
 * semicolon and comma; every line break, CRLF, a lone LF or a lone CR alike, becomes
 * `\n`, so no user text can start a line of its own (BEGIN:VEVENT…). Other control
 * characters, which TEXT may not hold, are dropped (a tab is kept).
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- these are exactly what is being removed
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
  );
}

/**
 * A content line longer than 75 octets continues on lines that start with one space
 * (so at most 74 octets of content each), and never inside a UTF-8 character: Vietnamese
 * letters take 2 or 3 octets, an emoji 4.
 */
export function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (bytes + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}
