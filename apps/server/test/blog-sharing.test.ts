import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { POST_PAGE_COVER_SIZES, imageSrcSet, type Image } from '@doita/shared';
import { asGuest, createPost } from './helpers/blog.js';
import { as, connectedPair } from './helpers/couple.js';
import { uploadImage } from './helpers/images.js';
import { PUBLIC_URL, describeEachEngine, useTestApp } from './helpers/test-app.js';

const INDEX = `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Đôi Ta: kỷ niệm." />
    <title>Đôi Ta</title>
    <script src="/theme-init.js"></script>
  </head>
  <body>
    <div id="root">
      <div data-splash class="flex">
        <img src="/favicon.svg" alt="" width="56" height="56" />
        <p>Đôi Ta</p>
      </div>
    </div>
    <noscript>Đôi Ta cần JavaScript để chạy.</noscript>
  </body>
</html>`;
const distDir = await mkdtemp(path.join(tmpdir(), 'doita-web-dist-'));
await mkdir(path.join(distDir, 'assets'), { recursive: true });
await writeFile(path.join(distDir, 'index.html'), INDEX);
afterAll(() => rm(distDir, { recursive: true, force: true }));

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' };
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|quot|#39|lt|gt);/g, (_, e: string) => ENTITIES[e] ?? '');

const page = (ctx: ReturnType<ReturnType<typeof useTestApp>>, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describeEachEngine('blog: link previews of public posts', (engine) => {
  const t = useTestApp(engine, { env: { WEB_DIST_DIR: distDir } });

  it('puts the title, excerpt and a lasting cover address into the page of a public post', async () => {
    const author = await t().registerUser({ displayName: 'Lan "Nhỏ"' });
    const cover = await uploadImage(
      t(),
      author,
      await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c62a5c' } })
        .png()
        .toBuffer(),
    );
    const post = await createPost(t(), author, {
      title: 'Đà Lạt "mộng mơ" <script>alert(1)</script>',
      excerpt: 'Sương & hoa',
      coverImageId: cover.id,
      privacy: 'public',
      status: 'published',
    });
    const res = await page(t(), `/blog/${post.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    const html = res.body;
    const title = 'Đà Lạt &quot;mộng mơ&quot; &lt;script&gt;alert(1)&lt;/script&gt;';
    expect(html).toContain(`<title>${title} · Đôi Ta</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain('<meta property="og:description" content="Sương &amp; hoa" />');
    expect(html).toContain('<meta name="description" content="Sương &amp; hoa" />');
    expect(html).not.toContain('Đôi Ta: kỷ niệm.');
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/blog/${post.id}" />`);
    const imageUrl = `${PUBLIC_URL}/api/blog/posts/${post.id}/cover`;
    expect(html).toContain(`<meta property="og:image" content="${imageUrl}" />`);
    expect(html).toContain('<meta property="og:image:width" content="960" />');
    expect(html).toContain('<meta property="og:image:height" content="540" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta property="article:author" content="Lan &quot;Nhỏ&quot;" />');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<script src="/theme-init.js"></script>');

    // The cover preloaded from the page (its largest paint), exactly as the post's answer
    // signs it and with the <img>'s sizes: the browser fetches one rendition, once.
    const answer = await asGuest(t(), 'GET', `/api/blog/posts/${post.id}`);
    const { cover: signed } = answer.json<{ post: { cover: Image } }>().post;
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toHaveLength(1);
    const attribute = (name: string) =>
      unescapeHtml(new RegExp(`${name}="([^"]*)"`).exec(preloads[0] ?? '')?.[1] ?? '');
    expect(attribute('href')).toBe(signed.url);
    expect(attribute('imagesrcset')).toBe(imageSrcSet(signed));
    expect(attribute('imagesrcset')).toContain('&');
    expect(attribute('imagesizes')).toBe(POST_PAGE_COVER_SIZES);
    expect(preloads[0]).toContain('fetchpriority="high"');
    expect(html.indexOf(preloads[0] ?? '')).toBeLessThan(html.indexOf('</head>'));

    // ...and the page's first screen, before any script: the cover and the title, escaped,
    // in place of the logo (the app replaces it on its first render)
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';
    expect(root).not.toContain('favicon.svg');
    const img = /<img [^>]*>/.exec(root)?.[0] ?? '';
    expect(unescapeHtml(/ srcset="([^"]*)"/.exec(img)?.[1] ?? '')).toBe(imageSrcSet(signed));
    expect(img).toContain(`sizes="${POST_PAGE_COVER_SIZES}"`);
    expect(img).toContain('width="1600" height="900"');
    expect(img).toContain('alt=""');
    expect(root).toContain(
      `<h1 class="font-display text-3xl leading-tight font-semibold text-balance sm:text-5xl">${title}</h1>`,
    );
    expect(root).not.toContain('<script');
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html).toContain('<noscript>Đôi Ta cần JavaScript để chạy.</noscript>');

    const image = await asGuest(t(), 'GET', `/api/blog/posts/${post.id}/cover`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=3600');
    const { width } = await sharp(image.rawPayload).metadata();
    expect(width).toBe(960);
  });

  it("serves a title with $&, $`, $', quotes, </title>, emoji and Vietnamese exactly as written", async () => {
    const author = await t().registerUser({ displayName: "Lan $' $&" });
    const title = 'Giá $& và $` hay $\' – "yêu" </title><b>🌸 Đà Lạt</b>';
    // with a cover: the title goes into the first screen too
    const cover = await uploadImage(t(), author);
    const post = await createPost(t(), author, {
      title,
      privacy: 'public',
      status: 'published',
      coverImageId: cover.id,
    });
    const html = (await page(t(), `/blog/${post.id}`)).body;
    const escaped =
      'Giá $&amp; và $` hay $&#39; – &quot;yêu&quot; &lt;/title&gt;&lt;b&gt;🌸 Đà Lạt&lt;/b&gt;';
    expect(html).toContain(`<title>${escaped} · Đôi Ta</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain('<meta property="article:author" content="Lan $&#39; $&amp;" />');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<script src="/theme-init.js"></script>');
    expect(html).toContain(`text-balance sm:text-5xl">${escaped}</h1>`);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html.match(/<noscript>/g)).toHaveLength(1);
  });

  it('gives any other post, draft or unknown id the plain page and no cover', async () => {
    const author = await t().registerUser();
    const cover = await uploadImage(t(), author);
    const { a } = await connectedPair(t());
    const hidden = [
      await createPost(t(), a, { privacy: 'couple', status: 'published' }),
      await createPost(t(), author, {
        privacy: 'private',
        status: 'published',
        coverImageId: cover.id,
      }),
      await createPost(t(), author, { privacy: 'public', status: 'draft' }),
    ];
    for (const post of hidden) {
      expect((await page(t(), `/blog/${post.id}`)).body).toBe(INDEX);
      expect((await asGuest(t(), 'GET', `/api/blog/posts/${post.id}/cover`)).statusCode).toBe(404);
    }
    for (const url of ['/blog/no-such-post', '/blog/new', '/blog', '/blog/x/edit']) {
      expect((await page(t(), url)).body, url).toBe(INDEX);
    }
    // A public post without a cover: a summary card, no image, and no cover to fetch.
    const plain = await createPost(t(), author, { privacy: 'public', status: 'published' });
    const html = (await page(t(), `/blog/${plain.id}`)).body;
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('rel="preload"');
    // no cover, no first screen of its own: the logo, as on every page
    expect(html).toContain('<img src="/favicon.svg"');
    expect(html).not.toContain('<h1');
    expect((await asGuest(t(), 'GET', `/api/blog/posts/${plain.id}/cover`)).statusCode).toBe(404);
    // Unpublished again: the preview goes with it.
    await as(t(), author, 'POST', `/api/blog/posts/${plain.id}/unpublish`);
    expect((await page(t(), `/blog/${plain.id}`)).body).toBe(INDEX);
  });
});
