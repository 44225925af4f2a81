// The seed of the property tests: fixed so that a run is reproducible, FC_SEED to explore.
const DEFAULT_SEED = 20_240_601;

export function propertySeed(): number {
  const text = process.env.FC_SEED;
  if (text === undefined || text === '') return DEFAULT_SEED;
  const seed = Number(text);
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer, got ${JSON.stringify(text)}`);
  return seed;
}

/** How many cases a property tries: `base` unless FC_RUNS says otherwise (for longer hunts). */
export function propertyRuns(base: number): number {
  const text = process.env.FC_RUNS;
  if (text === undefined || text === '') return base;
  const runs = Number(text);
  if (!Number.isSafeInteger(runs) || runs < 1) throw new Error(`FC_RUNS must be a positive integer, got ${JSON.stringify(text)}`);
  return runs;
}
