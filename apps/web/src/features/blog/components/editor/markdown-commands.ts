/**
 * The toolbar's edits as pure functions of the text and its selection: each returns the
 * new text and what to select next (the words just formatted, or the placeholder to type
 * over), so a button never loses the writer's place.
 */
export interface TextSelection {
  value: string;
  start: number;
  end: number;
}

/** `**word**`: wraps the selection (or a placeholder); toggles off when already wrapped. */
export function wrapSelection(
  sel: TextSelection,
  marker: string,
  placeholder: string,
  closing: string = marker,
): TextSelection {
  const { value, start, end } = sel;
  const before = value.slice(0, start);
  const after = value.slice(end);
  if (start !== end && before.endsWith(marker) && after.startsWith(closing)) {
    return {
      value:
        before.slice(0, -marker.length) + value.slice(start, end) + after.slice(closing.length),
      start: start - marker.length,
      end: end - marker.length,
    };
  }
  const inner = start === end ? placeholder : value.slice(start, end);
  return {
    value: before + marker + inner + closing + after,
    start: start + marker.length,
    end: start + marker.length + inner.length,
  };
}

/** The start and end of the whole lines the selection touches. */
function lineRange(value: string, start: number, end: number): [number, number] {
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const next = value.indexOf('\n', end > start && value[end - 1] === '\n' ? end - 1 : end);
  return [lineStart, next === -1 ? value.length : next];
}

/**
 * `## `, `> `, `- `, `1. `: prefixes each line the selection touches (an empty line gets a
 * placeholder); takes the prefixes off when every line already has one (`matcher`).
 */
export function prefixLines(
  sel: TextSelection,
  prefix: (index: number) => string,
  matcher: RegExp,
  placeholder: string,
): TextSelection {
  const { value } = sel;
  const [from, to] = lineRange(value, sel.start, sel.end);
  const lines = value.slice(from, to).split('\n');
  const allPrefixed = lines.every((line) => matcher.test(line));
  const changed = allPrefixed
    ? lines.map((line) => line.replace(matcher, ''))
    : lines.map((line, i) => `${prefix(i)}${line || placeholder}`);
  const block = changed.join('\n');
  const single = lines.length === 1 && !allPrefixed;
  return {
    value: value.slice(0, from) + block + value.slice(to),
    start: single ? from + prefix(0).length : from,
    end: from + block.length,
  };
}

/**
 * Puts text on a paragraph of its own after the selection (never over it: an image that
 * finishes uploading must not eat the words the writer has selected meanwhile).
 */
export function insertBlock(sel: TextSelection, text: string): TextSelection {
  const { value, end } = sel;
  const before = value.slice(0, end);
  const after = value.slice(end);
  const lead =
    before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail =
    after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const caret = end + lead.length + text.length;
  return { value: before + lead + text + trail + after, start: caret, end: caret };
}

/** `[words](address)` over the selection, the caret after it. */
export function insertLinkTo(sel: TextSelection, words: string, address: string): TextSelection {
  const { value, start, end } = sel;
  const target = address.replace(/\(/g, '%28').replace(/\)/g, '%29');
  const text = `[${words.replace(/[[\]]/g, '')}](${target})`;
  const caret = start + text.length;
  return { value: value.slice(0, start) + text + value.slice(end), start: caret, end: caret };
}

/** What a formatting command does to the selection (a link and an image ask first: none). */
export function formattingOf(
  command: string,
  placeholder: (key: string) => string,
): ((selection: TextSelection) => TextSelection) | null {
  switch (command) {
    case 'bold':
      return (s) => wrapSelection(s, '**', placeholder('bold'));
    case 'italic':
      return (s) => wrapSelection(s, '_', placeholder('italic'));
    case 'strike':
      return (s) => wrapSelection(s, '~~', placeholder('strike'));
    case 'code':
      return (s) => wrapSelection(s, '`', placeholder('code'));
    case 'heading':
      return (s) => prefixLines(s, () => '## ', /^#{1,6} /, placeholder('heading'));
    case 'quote':
      return (s) => prefixLines(s, () => '> ', /^> ?/, placeholder('quote'));
    case 'bulletList':
      return (s) => prefixLines(s, () => '- ', /^[-*] /, placeholder('listItem'));
    case 'numberedList':
      return (s) => prefixLines(s, (i) => `${i + 1}. `, /^\d+\. /, placeholder('listItem'));
    default:
      return null;
  }
}
