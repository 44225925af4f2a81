// How long each step of a load took, for `check --verbose` (as Beancount's loader takes a
// log_timings function). A step is reported when it ends, so the steps inside it come first.

/** Receives a step's name, its depth among the steps (0: the load's own phases) and its duration. */
export type TimingSink = (step: string, depth: number, milliseconds: number) => void;

/** Runs `run`, reporting its duration to `sink` (when there is one). */
export function timed<T>(sink: TimingSink | undefined, step: string, depth: number, run: () => T): T {
  if (sink === undefined) return run();
  const started = performance.now();
  const result = run();
  sink(step, depth, performance.now() - started);
  return result;
}
