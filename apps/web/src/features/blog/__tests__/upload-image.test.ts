import { describe, expect, it } from 'vitest';
import { stubXhr } from '@/test/fake-xhr';
import { signIn } from '@/test/fixtures';
import { uploadImage } from '../api/upload-image';
import { uploadResult } from './blog-fixtures';

describe('uploadImage', () => {
  it('sends the file as multipart (field `file`), with the bearer token and no JSON type', async () => {
    signIn();
    const xhrs = stubXhr();
    xhrs.onSend = (xhr) => xhr.respond(201, uploadResult('up1'));
    const file = new File([new Uint8Array([1, 2, 3])], 'anh.png', { type: 'image/png' });
    await expect(uploadImage(file)).resolves.toEqual(uploadResult('up1'));
    const [xhr] = xhrs.requests;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('/api/upload/single');
    expect(xhr?.file).toBeInstanceOf(File);
    expect(xhr?.headers['Content-Type']).toBeUndefined();
    expect(xhr?.headers.Authorization).toBe('Bearer access-1');
  });
});
