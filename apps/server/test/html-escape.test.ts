import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../src/lib/html-escape.js';
import { withPageMeta } from '../src/plugins/web-app.js';

const INDEX = `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Đôi Ta" />
    <title>Đôi Ta</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** Titles an author may well write, and the ones a tester will. */
const TITLES = [
  'Giá $& và $$ của mùa thu',
  "Trước $` sau $' giữa",
  '$1 $<name> $0',
  'Em nói "yêu" và \'thương\'',
  '</title><script>alert(1)</script>',
  '</head><body>',
  'Đà Lạt 🌸💑 – kỷ niệm “đầu tiên”',
  'A & B &amp; C',
];

describe('escapeHtml', () => {
  it('escapes the five characters that end text or an attribute, and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(escapeHtml("Đà Lạt 🌸 $& $` $' $$")).toBe('Đà Lạt 🌸 $&amp; $` $&#39; $$');
  });
});

describe('withPageMeta: a post title in the served page', () => {
  it.each(TITLES)('%s: one <title>, one og:title, both exactly the escaped title', (title) => {
    const html = withPageMeta(INDEX, {
      title,
      description: `Mô tả: ${title}`,
      url: 'https://doita.example/blog/p1',
      image: null,
      publishedAt: null,
      authorName: `Tác giả ${title}`,
    });
    const escaped = escapeHtml(title);
    expect(html).toContain(`<title>${escaped} · Đôi Ta</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain(`<meta property="og:description" content="Mô tả: ${escaped}" />`);
    expect(html).toContain(`<meta property="article:author" content="Tác giả ${escaped}" />`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>');
    expect(html.indexOf('</head>')).toBeGreaterThan(html.indexOf('og:title'));
    expect(html.endsWith('</html>')).toBe(true);
  });
});
