import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The authenticator secrets at rest: AES-256-GCM under a key of their own derived from the
 * server secret, so a copy of the database alone (a backup, a dump) does not give them away.
 * Stored as "v1.iv.tag.ciphertext" (base64url); the user id is bound in as associated data,
 * so a secret copied to another account's row does not decrypt.
 */
export function createTotpSecretBox(key: Buffer) {
  if (key.length !== 32) throw new Error('the TOTP key must be 32 bytes');
  return {
    seal(secret: string, userId: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(userId, 'utf8'));
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    /** null when it does not open (another key, another account, tampered) */
    open(sealed: string, userId: string): string | null {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(userId, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type TotpSecretBox = ReturnType<typeof createTotpSecretBox>;
