import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_MESSAGES, FILE_UNREADABLE } from '@doita/shared';
import { ApiError, CLIENT_ERROR_CODES } from '../api-error';
import {
  errorToastInput,
  failureToastInput,
  notifyError,
  notifyFailure,
  reportError,
} from '../error-toast';
import { i18n } from '../i18n';
import { getToasts } from '../toast-store';

describe('error toasts (the error catalogue)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('vi');
  });

  it('an upload refused for its file says what is wrong with the file, in both languages', async () => {
    const empty = new ApiError({
      status: 400,
      code: ERROR_CODES.noFile,
      message: 'No file uploaded',
    });
    const unreadable = new ApiError({ status: 400, code: FILE_UNREADABLE, message: 'x' });
    expect(errorToastInput(empty).message).toBe('Tệp này trống (0 byte).');
    expect(errorToastInput(unreadable).message).toMatch(/^Không đọc được tệp này/);
    await i18n.changeLanguage('en');
    expect(errorToastInput(empty).message).toBe('This file is empty (0 bytes).');
    expect(errorToastInput(unreadable).message).toMatch(/^This file could not be read/);
  });

  it.each([
    [
      { status: 400, code: ERROR_CODES.coupleExists, message: ERROR_MESSAGES.coupleExists },
      'Đã có kết nối',
    ],
    [{ status: 400, code: ERROR_CODES.invalidCoupleCode }, 'Mã kết nối không hợp lệ'],
    [{ status: 400, message: ERROR_MESSAGES.cannotConnectSelf }, 'Không thể tự kết nối'],
    [{ status: 400, code: ERROR_CODES.partnerNotFound }, 'Không tìm thấy đối tác'],
    [{ status: 403 }, 'Không có quyền truy cập'],
    [{ status: 404 }, 'Không tìm thấy'],
    [{ status: 422 }, 'Lỗi xác thực'],
    [{ status: 500 }, 'Lỗi máy chủ'],
    [{ status: 502 }, 'Lỗi máy chủ'],
    [{ status: 503 }, 'Lỗi máy chủ'],
    [{ status: 504 }, 'Lỗi máy chủ'],
    [{ status: 418 }, 'Lỗi'],
  ])('%o has the title %s', (init, title) => {
    expect(errorToastInput(new ApiError(init))).toMatchObject({ type: 'error', title });
  });

  it('401: session expired, please sign in again', () => {
    expect(errorToastInput(new ApiError({ status: 401 }))).toMatchObject({
      title: 'Phiên đăng nhập hết hạn',
      message: 'Vui lòng đăng nhập lại để tiếp tục',
    });
  });

  it('no response: connection error with its message', () => {
    expect(errorToastInput(new ApiError({ code: CLIENT_ERROR_CODES.network }))).toMatchObject({
      title: 'Lỗi kết nối',
      message: 'Không thể kết nối đến máy chủ. Vui lòng kiểm tra kết nối mạng.',
    });
    expect(errorToastInput(new ApiError({ code: CLIENT_ERROR_CODES.timeout })).title).toBe(
      'Lỗi kết nối',
    );
  });

  it('no couple: 7 s toast with an action to /couple/connect', () => {
    const input = errorToastInput(new ApiError({ status: 400, message: ERROR_MESSAGES.noCouple }));
    expect(input).toMatchObject({
      title: 'Chưa kết nối cặp đôi',
      duration: 7000,
      action: { label: 'Đến trang kết nối', to: '/couple/connect' },
    });
  });

  it('other 400: the server text, or a generic one', () => {
    expect(
      errorToastInput(new ApiError({ status: 400, message: 'Something specific' })),
    ).toMatchObject({
      title: 'Lỗi',
      message: 'Something specific',
    });
    expect(errorToastInput(new ApiError({ status: 400 }))).toMatchObject({
      title: 'Lỗi',
      message: 'Đã xảy ra lỗi không xác định. Vui lòng thử lại.',
    });
  });

  it('422 lists the field errors in the user language', async () => {
    const error = new ApiError({
      status: 422,
      message: 'Validation failed',
      errors: [
        {
          field: 'title',
          code: 'validation.maxLength:200',
          message: 'Must be at most 200 characters',
        },
        { field: 'email', code: 'validation.email', message: 'Invalid email address' },
      ],
    });
    expect(errorToastInput(error).message).toBe('Tối đa 200 ký tự · Email không hợp lệ');
    await i18n.changeLanguage('en');
    expect(errorToastInput(error)).toMatchObject({
      title: 'Validation error',
      message: 'Must be at most 200 characters · Invalid email address',
    });
  });

  it('a known code reads in the user language instead of the server English', async () => {
    await i18n.changeLanguage('en');
    expect(
      errorToastInput(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'nope' })),
    ).toMatchObject({
      title: 'Access denied',
      message: 'You do not have permission to do this.',
    });
  });

  it('an answer without token and user: Invalid response format from server', async () => {
    await i18n.changeLanguage('en');
    expect(
      errorToastInput(new ApiError({ status: 200, code: CLIENT_ERROR_CODES.invalidResponse })),
    ).toMatchObject({
      title: 'Error',
      message: 'Invalid response format from server',
    });
  });

  it('does not stack identical toasts, and leaves an expired session to its own handler', () => {
    notifyError(new ApiError({ status: 500 }));
    notifyError(new ApiError({ status: 500 }));
    reportError(new ApiError({ status: 401, sessionExpired: true }));
    expect(getToasts().map((t) => t.title)).toEqual(['Lỗi máy chủ']);
  });

  it("a failed action keeps its own title, with the catalogue's text as the message", async () => {
    expect(
      failureToastInput('Có lỗi khi xóa kỷ niệm', new ApiError({ status: 403 })),
    ).toMatchObject({
      type: 'error',
      title: 'Có lỗi khi xóa kỷ niệm',
      message: 'Không có quyền truy cập',
    });
    expect(failureToastInput('Có lỗi khi tạo kỷ niệm', new ApiError({}))).toMatchObject({
      title: 'Có lỗi khi tạo kỷ niệm',
      message: 'Không thể kết nối đến máy chủ. Vui lòng kiểm tra kết nối mạng.',
    });
    await i18n.changeLanguage('en');
    expect(
      failureToastInput(
        'Upload failed',
        new ApiError({ status: 413, code: ERROR_CODES.fileTooLarge, message: 'x' }),
      ).message,
    ).toBe('File size must be less than 5MB.');
  });

  it('the couple-required failure keeps the catalogue toast and its action', () => {
    const input = failureToastInput(
      'Có lỗi khi tạo kỷ niệm',
      new ApiError({ status: 400, code: ERROR_CODES.noCouple, message: ERROR_MESSAGES.noCouple }),
    );
    expect(input).toMatchObject({
      title: 'Chưa kết nối cặp đôi',
      duration: 7000,
      action: { label: 'Đến trang kết nối', to: '/couple/connect' },
    });
    expect(notifyFailure('x', new ApiError({ status: 401, sessionExpired: true }))).toBeNull();
  });
});
