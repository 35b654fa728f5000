import { describe, expect, it } from 'vitest';
import { ERROR_CODES, VALIDATION, errorToastFor, type FailedCall } from '@doita/shared';
import { NAMESPACES, contractKey, i18n } from '@/lib/i18n';
import en from '../en';
import vi from '../vi';

function leafKeys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
      leafKeys(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

function leaves(bundle: Record<string, unknown>): Map<string, unknown> {
  const map = new Map<string, unknown>();
  for (const key of leafKeys(bundle)) {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
    map.set(key, value);
  }
  return map;
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('vi and en have the same namespaces, and every namespace the app declares', () => {
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(vi).sort()).toEqual([...NAMESPACES].sort());
  });

  it.each([...NAMESPACES])('%s: identical key sets, non-empty strings, same placeholders', (ns) => {
    const viLeaves = leaves(vi[ns] ?? {});
    const enLeaves = leaves(en[ns] ?? {});
    expect([...viLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
    for (const [key, text] of viLeaves) {
      expect(typeof text, `${ns}:${key}`).toBe('string');
      expect(String(text).trim(), `${ns}:${key}`).not.toBe('');
      expect(placeholders(text), `${ns}:${key}`).toEqual(placeholders(enLeaves.get(key)));
    }
  });

  it('translates every shared validation key, plus maxLength/minLength with {{n}}', () => {
    const keys = [...Object.values(VALIDATION), 'validation.maxLength', 'validation.minLength'];
    for (const lng of ['vi', 'en']) {
      for (const key of keys)
        expect(i18n.exists(contractKey(key), { lng }), `${lng} ${key}`).toBe(true);
    }
    expect(String(vi.validation?.maxLength)).toContain('{{n}}');
    expect(String(en.validation?.minLength)).toContain('{{n}}');
  });

  it('has every key the shared error catalogue can return', () => {
    const calls: FailedCall[] = [
      {},
      ...Object.values(ERROR_CODES).map((code) => ({ status: 400, code })),
      { status: 400 },
      { status: 400, message: 'x' },
      ...[401, 403, 404, 409, 413, 422, 429, 500, 502, 503, 504].map((status) => ({ status })),
    ];
    const keys = new Set<string>();
    for (const call of calls) {
      const toast = errorToastFor(call);
      keys.add(toast.titleKey);
      if (toast.messageKey) keys.add(toast.messageKey);
      if (toast.action) keys.add(toast.action.labelKey);
    }
    for (const lng of ['vi', 'en']) {
      for (const key of keys)
        expect(i18n.exists(contractKey(key), { lng }), `${lng} ${key}`).toBe(true);
    }
  });

  it("uses the error catalogue's Vietnamese titles verbatim", () => {
    expect(vi.errors).toMatchObject({
      noCouple: 'Chưa kết nối cặp đôi',
      goToConnect: 'Đến trang kết nối',
      coupleExists: 'Đã có kết nối',
      invalidCoupleCode: 'Mã kết nối không hợp lệ',
      cannotConnectSelf: 'Không thể tự kết nối',
      partnerNotFound: 'Không tìm thấy đối tác',
      sessionExpired: 'Phiên đăng nhập hết hạn',
      sessionExpiredMessage: 'Vui lòng đăng nhập lại để tiếp tục',
      forbidden: 'Không có quyền truy cập',
      notFound: 'Không tìm thấy',
      validation: 'Lỗi xác thực',
      server: 'Lỗi máy chủ',
      generic: 'Lỗi',
      network: 'Lỗi kết nối',
      networkMessage: 'Không thể kết nối đến máy chủ. Vui lòng kiểm tra kết nối mạng.',
    });
    expect(en.auth).toMatchObject({
      logout: { success: 'Logged out successfully', failed: 'Logout failed' },
    });
    expect(en.errors?.invalidResponse).toBe('Invalid response format from server');
  });

  it('has the five quotes in both languages', () => {
    for (const bundle of [vi, en]) {
      const quotes = (bundle.home as { quotes: Record<string, { text: string; author: string }> })
        .quotes;
      expect(Object.keys(quotes)).toEqual(['0', '1', '2', '3', '4']);
    }
  });
});
