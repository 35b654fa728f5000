/**
 * The environment of a server a tool starts on this machine (a bench, the seeded app): on
 * 127.0.0.1 at `port`, its own DATA_DIR, quiet logs, and its own requests never rate limited.
 */
export function localServerEnv({ port, dataDir, publicUrl }) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
  };
}
