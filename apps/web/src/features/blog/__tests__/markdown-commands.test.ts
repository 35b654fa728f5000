import { describe, expect, it } from 'vitest';
import {
  insertBlock,
  insertLinkTo,
  prefixLines,
  wrapSelection,
} from '../components/editor/markdown-commands';

const sel = (value: string, start: number, end = start) => ({ value, start, end });
const picked = (s: { value: string; start: number; end: number }) => s.value.slice(s.start, s.end);

describe('wrapSelection', () => {
  it('wraps the selected words and keeps them selected', () => {
    const out = wrapSelection(sel('Một ngày đẹp', 4, 8), '**', 'chữ đậm');
    expect(out.value).toBe('Một **ngày** đẹp');
    expect(picked(out)).toBe('ngày');
  });
  it('puts a placeholder to type over when nothing is selected', () => {
    const out = wrapSelection(sel('Xin ', 4), '_', 'nghiêng');
    expect(out.value).toBe('Xin _nghiêng_');
    expect(picked(out)).toBe('nghiêng');
  });
  it('unwraps what is already wrapped', () => {
    const out = wrapSelection(sel('a **b** c', 4, 5), '**', 'x');
    expect(out.value).toBe('a b c');
    expect(picked(out)).toBe('b');
  });
});

describe('prefixLines', () => {
  const bullet = (s: ReturnType<typeof sel>) => prefixLines(s, () => '- ', /^- /, 'Mục');
  it('prefixes every line of the selection', () => {
    const out = bullet(sel('x\nmột\nhai\ny', 3, 8));
    expect(out.value).toBe('x\n- một\n- hai\ny');
  });
  it('numbers lines in order, and takes the prefixes off again', () => {
    const numbered = (s: ReturnType<typeof sel>) =>
      prefixLines(s, (i) => `${i + 1}. `, /^\d+\. /, 'Mục');
    const on = numbered(sel('a\nb', 0, 3));
    expect(on.value).toBe('1. a\n2. b');
    expect(numbered(on).value).toBe('a\nb');
  });
  it('gives an empty line a placeholder, selected', () => {
    const out = prefixLines(sel('', 0), () => '## ', /^#{1,6} /, 'Tiêu đề');
    expect(out.value).toBe('## Tiêu đề');
    expect(picked(out)).toBe('Tiêu đề');
  });
});

describe('insertBlock and insertLinkTo', () => {
  it('puts an image on a paragraph of its own', () => {
    expect(insertBlock(sel('trước', 5), '![a](upload:x)').value).toBe('trước\n\n![a](upload:x)');
    expect(insertBlock(sel('ab', 1), 'IMG').value).toBe('a\n\nIMG\n\nb');
    expect(insertBlock(sel('', 0), 'IMG').value).toBe('IMG');
    // a selection is kept: the image goes after it
    expect(insertBlock(sel('chọn chữ', 0, 4), 'IMG').value).toBe('chọn\n\nIMG\n\n chữ');
  });
  it('writes the link the writer asked for over the selection, the caret after it', () => {
    const out = insertLinkTo(sel('xem đây nhé', 4, 7), 'đây', 'https://dalat.vn/(2024)');
    expect(out.value).toBe('xem [đây](https://dalat.vn/%282024%29) nhé');
    expect(out.start).toBe(out.end);
    expect(out.value.slice(0, out.start)).toBe('xem [đây](https://dalat.vn/%282024%29)');
    // brackets in the words cannot end the link early
    expect(insertLinkTo(sel('', 0), '[a]', 'https://x.vn').value).toBe('[a](https://x.vn)');
  });
});
