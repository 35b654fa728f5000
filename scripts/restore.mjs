#!/usr/bin/env node
// `npm run restore`: see docs/deploy.md ("Backups"). DATA_DIR, DATABASE_URL and S3_* choose
// the source and target exactly as for `npm start`.
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt();
const { runOps } = await import('../apps/server/dist/ops/cli.js');
process.exitCode = await runOps('restore', process.argv.slice(2), {
  log: (line) => console.log(line),
});
