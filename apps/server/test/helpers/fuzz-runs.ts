/**
 * Runs per property. The route fuzzing covers every route (~115) on each engine, so 30 a
 * kind keeps it near a minute of CI; FUZZ_RUNS=500 for a long hunt.
 */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
