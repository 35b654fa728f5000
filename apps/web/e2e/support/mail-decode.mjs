// Just enough MIME decoding for the e-mails our server sends: the subject (RFC 2047
// encoded words) and the text/plain part (quoted-printable or base64).

function decodeQuotedPrintable(body) {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodePart(headers, body) {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function decodeHeaderWords(value) {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind, text) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

export function decodeMail(raw) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeHeaderWords(/^subject:\s*(.*)$/im.exec(unfolded)?.[1] ?? '');
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
  if (!boundary) return { subject, text: decodePart(unfolded, body) };
  const parts = body.split(`--${boundary}`);
  for (const part of parts) {
    const [partHead = '', ...partBody] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    if (/content-type:\s*text\/plain/i.test(partHead)) {
      return { subject, text: decodePart(partHead, partBody.join('\n\n')) };
    }
  }
  return { subject, text: decodePart(unfolded, body) };
}
