// The bench's comparison with its previous run of the same kind (bench/run.mjs).
import { existsSync, readFileSync } from 'node:fs';

/** a change in percent, one decimal */
export const percent = (before, now) => Math.round(((now - before) / before) * 1000) / 10;

/**
 * The previous run of the same kind (the file about to be replaced), scenario by scenario:
 * rps and ratio before and now. A ratio down by more than 10 % is a regression; each
 * scenario gets `previous` and `regression` in the report. Null without a previous file.
 */
export function compareWithPrevious(path, current) {
  if (!existsSync(path)) return null;
  const before = JSON.parse(readFileSync(path, 'utf8'));
  const rows = [];
  for (const s of current) {
    const old = before.scenarios?.find((p) => p.name === s.name);
    if (!old) continue;
    s.previous = { rps: old.rps, ratio: old.ratio, ratioChangePct: percent(old.ratio, s.ratio) };
    s.regression = s.previous.ratioChangePct < -10;
    rows.push(s);
  }
  return { previous: { date: before.date, quick: before.quick }, rows };
}
