/** Uploads a JPEG as `user` through the API (what the seeds' pictures go through): its id. */
export async function uploadJpeg(baseUrl, user, bytes, name) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), name);
  const response = await fetch(`${baseUrl}/api/upload/single`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return (await response.json()).id;
}
