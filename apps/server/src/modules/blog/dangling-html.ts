import type { Tokens } from 'marked';

/**
 * Raw HTML in a post that is left open must not swallow the rest of the post. An HTML
 * parser (the sanitiser's, a browser's) reads everything after an unclosed `<!--`,
 * `<script>`, `<style>`, `<textarea>`, `<title>`… or an unterminated attribute as part of
 * it, and the sanitiser then drops it all. Two guards (test/blog-unclosed-html.test.ts):
 * `danglingHtmlBlock` stops Markdown from taking the rest of the document as one HTML
 * block, and `closeDanglingHtml` makes each rendered block end outside any tag, comment
 * or raw-text element, so what follows it is read as HTML again.
 */

/**
 * Elements whose content an HTML parser reads as raw text up to their end tag, and those
 * the sanitiser drops with their content (`option`): left open, they take everything after.
 */
const CONTENT_EATERS = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'option',
]);

const TAG_NAME = /<\/?([A-Za-z][A-Za-z0-9:-]*)/y;

/** Where the tag starting at `start` ends (after its `>`), or -1 when it never does. */
function tagEnd(html: string, start: number, find: Find): number {
  if (find('>', start) < 0) return -1;
  let i = start + 1;
  while (i < html.length) {
    const char = html[i];
    if (char === '>') return i + 1;
    if (char === '=') {
      // A quoted attribute value may hold `>`; unterminated, it takes the rest.
      let j = i + 1;
      while (html[j] === ' ' || html[j] === '\t' || html[j] === '\n' || html[j] === '\r') j++;
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const close = find(quote, j + 1);
        if (close < 0) return -1;
        i = close + 1;
        continue;
      }
    }
    i++;
  }
  return -1;
}

/**
 * `indexOf`, answered at once when `what` no longer occurs after `from` (its last place
 * is found once): a post of fifty thousand unclosed comments is not fifty thousand
 * searches to its end.
 */
function finder(html: string) {
  const last = new Map<string, number>();
  return (what: string, from: number): number => {
    let at = last.get(what);
    if (at === undefined) last.set(what, (at = html.lastIndexOf(what)));
    return at < from ? -1 : html.indexOf(what, from);
  };
}
type Find = ReturnType<typeof finder>;

/** Where a comment starting at `start` ends (after its `-->`), or -1. */
function commentEnd(html: string, start: number, find: Find): number {
  const body = start + 4;
  if (html.startsWith('>', body)) return body + 1; // <!--> is a whole (empty) comment
  if (html.startsWith('->', body)) return body + 2;
  const close = find('-->', body);
  return close < 0 ? -1 : close + 3;
}

/**
 * The HTML with whatever is left open at its end closed off: an unterminated tag or
 * declaration, or an unclosed comment, shows as the text it was (its `<` escaped); an
 * element that would take the rest as its content (script, style, textarea, title…) loses
 * its unclosed start tag. Everything complete is left exactly as it was. Linear: a post
 * of a hundred thousand `<` takes no longer than its length.
 */
export function closeDanglingHtml(html: string): string {
  const lower = html.toLowerCase();
  /** the last `</name` of each content eater, found once */
  const lastEndTag = new Map<string, number>();
  const closedLater = (name: string, from: number) => {
    let last = lastEndTag.get(name);
    if (last === undefined) {
      last = -1;
      for (
        let at = lower.lastIndexOf(`</${name}`);
        at >= 0;
        at = lower.lastIndexOf(`</${name}`, at - 1)
      ) {
        if (/[\s/>]/.test(lower[at + name.length + 2] ?? '')) {
          last = at;
          break;
        }
      }
      lastEndTag.set(name, last);
    }
    return last >= from;
  };

  const find = finder(html);
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    let end: number;
    TAG_NAME.lastIndex = lt;
    const tag = TAG_NAME.exec(html);
    if (html.startsWith('<!--', lt)) {
      end = commentEnd(html, lt, find);
    } else if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const close = find('>', lt);
      end = close < 0 ? -1 : close + 1;
    } else if (tag) {
      end = tagEnd(html, lt, find);
      const name = tag[1]!.toLowerCase();
      if (end >= 0 && html[lt + 1] !== '/' && CONTENT_EATERS.has(name) && !closedLater(name, end)) {
        // Left open, it would take the rest: its start tag goes, what follows stays.
        i = end;
        continue;
      }
    } else {
      // A `<` that starts nothing (`a < b`) is text to every parser.
      out += '<';
      i = lt + 1;
      continue;
    }
    if (end < 0) {
      // Never closed: it is text, as typed.
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    out += html.slice(lt, end);
    i = end;
  }
  return out;
}

/** The starts of the HTML blocks Markdown runs to their end marker, or to the end of the post. */
const BLOCKS_TO_AN_END: { start: RegExp; end: (match: RegExpExecArray) => RegExp }[] = [
  {
    start: /^ {0,3}<(script|pre|style|textarea)(?=[\s>]|$)[^>\n]*>?/i,
    end: (match) => new RegExp(`</${match[1] ?? ''}>`, 'i'),
  },
  { start: /^ {0,3}<!--/, end: () => /^-?>|-->/ },
  { start: /^ {0,3}<\?/, end: () => /\?>/ },
  { start: /^ {0,3}<!\[CDATA\[/, end: () => /\]\]>/ },
  { start: /^ {0,3}<!(?=[A-Za-z])/, end: () => />/ },
];

/**
 * marked's block `html` tokenizer, first: an HTML block whose end marker never comes
 * (`<script>` with no `</script>`, `<!--` with no `-->`) is just its opening, dropped; the
 * rest of the post stays Markdown. Anything else goes to marked's own (false).
 */
export function danglingHtmlBlock(src: string): Tokens.HTML | false {
  for (const block of BLOCKS_TO_AN_END) {
    const match = block.start.exec(src);
    if (!match) continue;
    if (block.end(match).test(src.slice(match[0].length))) return false;
    return { type: 'html', block: true, pre: false, raw: match[0], text: '' };
  }
  return false;
}
