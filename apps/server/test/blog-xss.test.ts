import type { BlogPost } from '@doita/shared';
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { BLOG_ALLOWED_TAGS, renderMarkdown } from '../src/modules/blog/blog-markdown.js';
import { asGuest, createPost } from './helpers/blog.js';
import { as } from './helpers/couple.js';
import { uploadImage } from './helpers/images.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import { XSS_PAYLOADS } from './helpers/xss-corpus.js';

const ALLOWED = new Set<string>(BLOG_ALLOWED_TAGS);
const ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title', 'srcset', 'sizes', 'width', 'height', 'loading', 'decoding'],
  ol: ['start'],
  th: ['align'],
  td: ['align'],
};

/** Every tag and attribute of `html`, as a browser's parser would see them. */
function tagsOf(html: string): { name: string; attribs: Record<string, string> }[] {
  const tags: { name: string; attribs: Record<string, string> }[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    onOpenTag: (name, attribs) => tags.push({ name, attribs }),
  });
  return tags;
}

/** What a stored or served rendering may hold, whatever went in. */
function expectSafe(html: string, served: boolean, where: string) {
  for (const { name, attribs } of tagsOf(html)) {
    expect(ALLOWED.has(name), `${where}: <${name}>`).toBe(true);
    for (const [attribute, value] of Object.entries(attribs)) {
      expect(ATTRIBUTES[name] ?? [], `${where}: <${name} ${attribute}>`).toContain(attribute);
      if (attribute === 'href') expect(value, where).toMatch(/^(https?:\/\/|mailto:)/i);
      if (attribute === 'src') {
        expect(value, where).toMatch(
          served
            ? /^\/api\/files\/[\w-]+\/\d+\.webp\?(?:\w=[\w-]+&)*exp=\d+&sig=/
            : /^upload:[\w-]+$/,
        );
      }
      if (attribute === 'srcset') {
        for (const candidate of value.split(','))
          expect(candidate.trim(), where).toMatch(/^\/api\/files\//);
      }
    }
  }
  // (`javascript:` may still be read as text, escaped: it is only words then)
}

describe('the Markdown sanitiser against the OWASP filter-evasion corpus', () => {
  it.each(XSS_PAYLOADS.map((payload, i) => [i, payload] as const))(
    'payload %i is made harmless',
    (i, payload) => {
      const { html } = renderMarkdown(payload);
      expectSafe(html, false, `#${i} ${payload}`);
    },
  );

  it('keeps what writers need: headings, emphasis, lists, quotes, code, tables, links, images', () => {
    const { html, uploadIds } = renderMarkdown(
      [
        '# Tiêu đề',
        '**đậm** _nghiêng_ ~~gạch~~ `mã`',
        '- một\n- hai',
        '3. ba',
        '> trích',
        '```\ncode <b>\n```',
        '| a | b |\n|:--|--:|\n| 1 | 2 |',
        '[web](https://example.com) [thư](mailto:lan@example.com)',
        '![Ảnh](upload:abc_DEF-1)',
        '---',
      ].join('\n\n'),
    );
    for (const fragment of [
      '<h2>Tiêu đề</h2>',
      '<strong>đậm</strong>',
      '<em>nghiêng</em>',
      '<del>gạch</del>',
      '<code>mã</code>',
      '<li>một</li>',
      '<ol start="3">',
      '<blockquote>',
      'code &lt;b&gt;',
      '<th align="left">a</th>',
      '<a href="https://example.com" rel="nofollow ugc noopener noreferrer" target="_blank">web</a>',
      '<a href="mailto:lan@example.com"',
      '<img src="upload:abc_DEF-1" alt="Ảnh" />',
      '<hr />',
    ]) {
      expect(html).toContain(fragment);
    }
    expect(uploadIds).toEqual(['abc_DEF-1']);
  });
});

describeEachEngine('blog: the corpus stored and served', (engine) => {
  const t = useTestApp(engine);

  it('stores and serves every payload harmlessly, images signed only when they are the post’s', async () => {
    const author = await t().registerUser();
    const image = await uploadImage(t(), author);
    // The corpus's `upload:abc` becomes the author's real upload: images must be theirs.
    const content = [...XSS_PAYLOADS, '![ảnh](upload:abc)']
      .join('\n\n')
      .replaceAll('upload:abc', `upload:${image.id}`);
    const post = await createPost(t(), author, { content, privacy: 'public', status: 'published' });
    expectSafe(post.contentHtml, true, 'author');
    const served = (await asGuest(t(), 'GET', `/api/blog/posts/${post.id}`)).json<{
      post: BlogPost;
    }>();
    expectSafe(served.post.contentHtml, true, 'guest');
    expect(served.post.contentHtml).toContain(`/api/files/${image.id}/`);
    // the one real image, signed for the guest: they may load it
    const src = /src="([^"]+)"/.exec(served.post.contentHtml)?.[1]?.replace(/&amp;/g, '&');
    expect((await asGuest(t(), 'GET', src ?? '/none')).statusCode).toBe(200);

    const preview = await as(t(), author, 'POST', '/api/blog/posts/preview', { content });
    expectSafe(preview.json<{ html: string }>().html, true, 'preview');
  });

  it('the preview signs only the writer’s own uploads', async () => {
    const author = await t().registerUser();
    const other = await t().registerUser();
    const mine = await uploadImage(t(), author);
    const theirs = await uploadImage(t(), other);
    const res = await as(t(), author, 'POST', '/api/blog/posts/preview', {
      content: `![a](upload:${mine.id}) ![b](upload:${theirs.id})`,
    });
    const { html } = res.json<{ html: string }>();
    expect(html).toContain(`/api/files/${mine.id}/`);
    expect(html).not.toContain(theirs.id);
  });
});
