// What `npm run bench` prints once it has measured (bench/run.mjs): the tables and what is
// below the targets (docs/benchmarks.md).
import { percent, shown } from './compare.mjs';

/** the product's targets: each scenario against its baseline, and the first pages' scaling */
export const TARGETS = { ratio: 0.75, p99Ratio: 1.5, scaling: 1.5 };

export function printReport({ scenarios, scaling, throughput, micro, comparison }) {
  console.table(
    scenarios.map((s) => ({
      scenario: s.name,
      rps: s.rps,
      'p50 ms': shown(s.p50Ms),
      'p99 ms': shown(s.p99Ms),
      'baseline rps': s.baselineRps,
      'baseline p99': shown(s.baselineP99Ms),
      ratio: s.ratio,
      'p99 ratio': shown(s.p99Ratio),
      'first answers p99':
        s.firstAnswerP99Ms != null ? `${s.firstAnswerP99Ms} / ${s.baselineFirstAnswerP99Ms}` : '',
      // how long the last connection took to be answered, before the measured window
      'ramp s': s.rampSeconds != null ? `${s.rampSeconds} / ${s.baselineRampSeconds}` : '',
      'no answer': s.errors || s.baselineErrors ? `${s.errors} / ${s.baselineErrors}` : '',
    })),
  );
  console.table(scaling);
  console.table(
    throughput.map((t) => ({
      measurement: t.name,
      reminders: t.reminders,
      seconds: t.seconds,
      'delivered/s': t.perSecond,
    })),
  );
  console.table(micro);
  if (comparison) {
    const { previous, rows } = comparison;
    console.log(`Against the previous run (${previous.date}${previous.quick ? ', quick' : ''}):`);
    console.table(
      rows.map((s) => ({
        scenario: s.name,
        rps: `${s.previous.rps} → ${s.rps} (${percent(s.previous.rps, s.rps)} %)`,
        ratio: `${s.previous.ratio} → ${s.ratio} (${s.previous.ratioChangePct} %)`,
        'p99 ms': `${shown(s.previous.p99Ms)} → ${shown(s.p99Ms)}`,
        'p99 ratio': `${shown(s.previous.p99Ratio)} → ${shown(s.p99Ratio)}`,
        regression: s.regression ? 'REGRESSION' : '',
      })),
    );
    const regressed = rows.filter((s) => s.regression).map((s) => s.name);
    if (regressed.length > 0)
      console.log(`Ratio down more than 10 % since the previous run: ${regressed.join(', ')}`);
  }
  const unanswered = scenarios.filter((s) => s.errors > 0 || s.baselineErrors > 0);
  if (unanswered.length > 0) {
    console.log(
      `Requests left without an answer (API / baseline), not a measure: ${unanswered
        .map((s) => `${s.name} ${s.errors} / ${s.baselineErrors}`)
        .join(', ')}`,
    );
  }
  const failing = [
    ...scenarios
      .filter((s) => !(s.ratio >= TARGETS.ratio) || !(s.p99Ratio <= TARGETS.p99Ratio))
      .map((s) => `${s.name} (ratio ${s.ratio}, p99 ratio ${shown(s.p99Ratio)})`),
    ...scaling.filter((s) => s.ratio >= TARGETS.scaling).map((s) => `${s.name} (${s.ratio})`),
    ...micro.filter((m) => m.ratio < 0.5).map((m) => m.name),
  ];
  if (failing.length > 0) {
    console.log(
      `Below target (ratio >= ${TARGETS.ratio}, p99 within ${TARGETS.p99Ratio}x the baseline's, ` +
        `scaling < ${TARGETS.scaling}): ${failing.join(', ')}`,
    );
  }
}
