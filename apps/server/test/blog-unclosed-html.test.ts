import type { BlogPost } from '@doita/shared';
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { BLOG_ALLOWED_TAGS, renderMarkdown } from '../src/modules/blog/blog-markdown.js';
import { closeDanglingHtml } from '../src/modules/blog/dangling-html.js';
import { asGuest, createPost } from './helpers/blog.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

/** HTML left open in a post keeps the rest of the post. */
const OPENERS = [
  '<script>',
  '<script src="x.js">',
  '<SCRIPT type="text/javascript">',
  '<style>',
  '<textarea>',
  '<title>',
  '<xmp>',
  '<iframe>',
  '<noembed>',
  '<noframes>',
  '<noscript>',
  '<plaintext>',
  '<option>',
  '<pre>',
  '<!--',
  '<!-- chú thích',
  '<!---',
  '<?php echo 1;',
  '<!DOCTYPE html',
  '<![CDATA[',
  '<div title="chưa đóng',
  "<div title='chưa đóng",
  '<a href="https://example.com',
  '<img src="x" alt="ảnh',
  '<div',
  '<b>',
  '<table><tr><td>',
  '<svg><style>',
];

const ALLOWED = new Set<string>(BLOG_ALLOWED_TAGS);
function tagsOf(html: string): string[] {
  const tags: string[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    onOpenTag: (name) => tags.push(name),
  });
  return tags;
}

const REST = '\n\n## Phần sau\n\nCòn **nữa** 🌸 và [liên kết](https://example.com).\n\nDòng cuối.';

describe('HTML left open in a post', () => {
  it.each(OPENERS)('%s on a line of its own keeps the rest, still Markdown', (opener) => {
    const { html, plainText } = renderMarkdown(`Mở đầu\n\n${opener}${REST}`);
    expect(plainText).toContain('Mở đầu');
    expect(plainText).toContain('Dòng cuối.');
    expect(plainText).toContain('Còn nữa 🌸');
    expect(html).toContain('<strong>nữa</strong>');
    for (const tag of tagsOf(html)) expect(ALLOWED.has(tag), `<${tag}>`).toBe(true);
  });

  it.each(OPENERS)('%s inside a paragraph keeps the rest', (opener) => {
    const { html, plainText } = renderMarkdown(`Mở đầu ${opener} giữa dòng${REST}`);
    expect(plainText).toContain('Mở đầu');
    expect(plainText).toContain('Dòng cuối.');
    expect(html).toContain('<strong>nữa</strong>');
    for (const tag of tagsOf(html)) expect(ALLOWED.has(tag), `<${tag}>`).toBe(true);
  });

  it('still removes what is closed: scripts, styles and comments with their content', () => {
    const { html, plainText } = renderMarkdown(
      'Trước\n\n<script>alert(1)</script>\n\n<style>p{}</style>\n\n<!-- bí mật -->\n\nSau <script>x()</script> đó',
    );
    expect(plainText).not.toMatch(/alert|p\{\}|bí mật|x\(\)/);
    expect(plainText).toContain('Sau');
    expect(html).not.toContain('<script');
  });
});

describe('closeDanglingHtml', () => {
  it('leaves complete HTML exactly as it is', () => {
    for (const html of [
      '<p>a <b title="x > y">b</b> &lt; c</p>',
      '<!-- c --><!--><!---><p>x</p>',
      '<script>if (a < b) {}</script><p>sau</p>',
      '<textarea>a <b> c</textarea>',
      '<?xml x?><!DOCTYPE html><p>1 < 2</p>',
    ])
      expect(closeDanglingHtml(html)).toBe(html);
  });

  it('closes off what is left open', () => {
    expect(closeDanglingHtml('<p>a <!-- b</p>')).toBe('<p>a &lt;!-- b</p>');
    expect(closeDanglingHtml('<div title="x<p>b</p>')).toBe('&lt;div title="x<p>b</p>');
    expect(closeDanglingHtml('<p>a <script>b</p><p>c</p>')).toBe('<p>a b</p><p>c</p>');
    expect(closeDanglingHtml('<p>a <TextArea rows=2>b</p>')).toBe('<p>a b</p>');
    expect(closeDanglingHtml('<p>a <!DOCTYPE b')).toBe('<p>a &lt;!DOCTYPE b');
  });

  it('is linear: a hundred thousand open tags take well under a second', () => {
    const html = '<script>'.repeat(50_000) + '<!--'.repeat(50_000) + '</script>';
    const started = performance.now();
    closeDanglingHtml(html);
    renderMarkdown(`<b>${'<script>a '.repeat(10_000)}`);
    expect(performance.now() - started).toBeLessThan(1500);
  });
});

describeEachEngine('blog: a post with HTML left open, stored and served', (engine) => {
  const t = useTestApp(engine);

  it('keeps every paragraph after it, for its author and for guests', async () => {
    const author = await t().registerUser();
    const content = `Mở đầu\n\n<script>\n\nĐoạn hai\n\n<!-- quên đóng\n\nĐoạn ba <textarea> còn\n\nĐoạn cuối`;
    const post = await createPost(t(), author, { content, privacy: 'public', status: 'published' });
    const served = (await asGuest(t(), 'GET', `/api/blog/posts/${post.id}`)).json<{
      post: BlogPost;
    }>();
    for (const html of [post.contentHtml, served.post.contentHtml]) {
      for (const text of ['Mở đầu', 'Đoạn hai', 'Đoạn ba', 'Đoạn cuối'])
        expect(html).toContain(text);
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<textarea');
    }
  });
});
