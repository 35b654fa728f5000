import { describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { jsonResponse } from '@/test/render';
import { uploadImage } from '../api/upload-image';
import { uploadResult } from './blog-fixtures';

describe('uploadImage', () => {
  it('sends the file as multipart (field `file`), with the bearer token and no JSON type', async () => {
    signIn();
    const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(jsonResponse(uploadResult('up1'), { status: 201 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = new File([new Uint8Array([1, 2, 3])], 'anh.png', { type: 'image/png' });
    await expect(uploadImage(file)).resolves.toEqual(uploadResult('up1'));
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
    const headers = init?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Authorization).toBe('Bearer access-1');
  });
});
