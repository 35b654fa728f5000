import { describe, expect, it } from 'vitest';
import { albumPage, type AlbumMemory } from '../src/modules/portability/album-html.js';

const AN = 'user-an';
const BINH = 'user-binh';
const names = new Map([
  [AN, 'An'],
  [BINH, 'Bình <3'],
]);

const memory = (overrides: Partial<AlbumMemory> = {}): AlbumMemory => ({
  title: 'Đà Lạt',
  date: '2026-11-29',
  description: '',
  location: null,
  isPrivate: false,
  photos: [],
  comments: [],
  reactions: [],
  ...overrides,
});

describe('the export album page', () => {
  it('dates a memory as the app does in the exporter’s language', () => {
    const vi = albumPage({ language: 'vi', timeZone: 'Asia/Ho_Chi_Minh', names });
    const en = albumPage({ language: 'en', timeZone: 'Asia/Ho_Chi_Minh', names });
    expect(vi.entry(memory())).toContain('<time datetime="2026-11-29">29/11/2026</time>');
    expect(en.entry(memory())).toContain('<time datetime="2026-11-29">29 Nov 2026</time>');
    expect(vi.entry(memory())).not.toContain('>2026-11-29<');
    // a leap day stays the day it is, whatever the clock's zone
    const ny = albumPage({ language: 'en', timeZone: 'America/New_York', names });
    expect(ny.entry(memory({ date: '2024-02-29' }))).toContain('>29 Feb 2024</time>');
  });

  it('shows a place by its name, with its coordinates when it has them, escaped', () => {
    const page = albumPage({ language: 'vi', timeZone: 'Asia/Ho_Chi_Minh', names });
    expect(page.entry(memory({ location: 'Quán <quen>' }))).toContain('Quán &lt;quen&gt;');
    expect(
      page.entry(memory({ location: { name: 'Hội An', lat: 15.8801, lng: 108.338 } })),
    ).toContain('Hội An (15.8801, 108.3380)');
  });

  it('shows each comment with its author, its time on the exporter’s clock, its text escaped', () => {
    const page = albumPage({ language: 'vi', timeZone: 'Asia/Ho_Chi_Minh', names });
    const html = page.entry(
      memory({
        comments: [
          {
            authorId: BINH,
            content: 'Đẹp quá <script>x</script> & "vui"',
            createdAt: new Date('2026-11-29T17:05:00Z'),
          },
          { authorId: null, content: 'cũ', createdAt: new Date('2026-11-30T01:00:00Z') },
          { authorId: 'someone-gone', content: 'hi', createdAt: new Date('2026-11-30T02:00:00Z') },
        ],
      }),
    );
    expect(html).toContain('<h3>Bình luận</h3>');
    // 17:05 UTC is past midnight in Ho Chi Minh City: the next day, 00:05
    expect(html).toContain(
      '<strong>Bình &lt;3</strong> · <time datetime="2026-11-29T17:05:00.000Z">30/11/2026 00:05</time>',
    );
    expect(html).toContain('Đẹp quá &lt;script&gt;x&lt;/script&gt; &amp; &quot;vui&quot;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<strong>Tài khoản đã xóa</strong>');
    expect(html).toContain('<strong>Một người khác</strong>');
    expect(html.indexOf('Đẹp quá')).toBeLessThan(html.indexOf('cũ'));
  });

  it('lists reactions in the app’s emoji order with who chose each, in English too', () => {
    const page = albumPage({ language: 'en', timeZone: 'UTC', names });
    const html = page.entry(
      memory({
        reactions: [
          { userId: BINH, emoji: '😂' },
          { userId: AN, emoji: '❤️' },
        ],
      }),
    );
    expect(html).toContain('<p class="reactions" aria-label="Reactions">❤️ An · 😂 Bình &lt;3</p>');
    expect(page.entry(memory())).not.toContain('reactions');
    expect(page.entry(memory())).not.toContain('<h3>');
  });

  it('titles the page and says when there is nothing, in the language', () => {
    const en = albumPage({ language: 'en', timeZone: 'UTC', names });
    expect(en.header('An & <Bình>')).toContain('<html lang="en">');
    expect(en.header('An & <Bình>')).toContain('<h1>Our memories</h1><p>An &amp; &lt;Bình&gt;</p>');
    expect(en.footer(0)).toContain('<p>No memories yet.</p>');
    expect(en.footer(2)).not.toContain('<p>');
    expect(albumPage({ language: 'vi', timeZone: 'UTC', names }).footer(0)).toContain(
      'Chưa có kỷ niệm nào.',
    );
  });
});
