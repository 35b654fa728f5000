// The bench's comparison with its previous run of the same kind (bench/run.mjs).
import { existsSync, readFileSync } from 'node:fs';

/** a change in percent, one decimal */
export const percent = (before, now) => Math.round(((now - before) / before) * 1000) / 10;

/**
 * The previous run of the same kind (the file about to be replaced), scenario by scenario:
 * rps, ratio and p99 before and now. A ratio down by more than 10 % is a regression; each
 * scenario gets `previous` and `regression` in the report. Null without a previous file.
 * A file written before the p99 ratio was kept gives it from its two p99s, or null.
 */
export function compareWithPrevious(path, current) {
  if (!existsSync(path)) return null;
  const before = JSON.parse(readFileSync(path, 'utf8'));
  const rows = [];
  for (const s of current) {
    const old = before.scenarios?.find((p) => p.name === s.name);
    if (!old) continue;
    s.previous = {
      rps: old.rps,
      ratio: old.ratio,
      ratioChangePct: percent(old.ratio, s.ratio),
      p99Ms: old.p99Ms ?? null,
      baselineP99Ms: old.baselineP99Ms ?? null,
      p99Ratio: old.p99Ratio ?? p99RatioOf(old.p99Ms, old.baselineP99Ms),
    };
    s.regression = s.previous.ratioChangePct < -10;
    rows.push(s);
  }
  return { previous: { date: before.date, quick: before.quick }, rows };
}

/** the API's p99 over the baseline's, or null when either is missing or zero */
export function p99RatioOf(api, baseline) {
  if (!Number.isFinite(api) || !Number.isFinite(baseline) || baseline <= 0) return null;
  return Math.round((api / baseline) * 100) / 100;
}

/** a value for a table: a dash for what was not measured, never `undefined` */
export const shown = (value) => (value === null || value === undefined ? '–' : value);
