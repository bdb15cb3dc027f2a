// Sagas of features whose screens load lazily (enrollment) start with their first screen, so their code stays out
// of the app shell every visitor downloads. Start-up registers how to run a saga; a screen asks once per feature.
type Runner = (watcher: () => Generator) => void;

let runner: Runner | null = null;
const started = new Set<string>();

export function setFeatureSagaRunner(run: Runner | null): void {
  runner = run;
  started.clear();
}

/** Starts the feature's watcher unless it already runs (StrictMode mounts twice; many screens share one feature). */
export function startFeatureSaga(feature: string, watcher: () => Generator): void {
  if (!runner || started.has(feature)) return;
  started.add(feature);
  runner(watcher);
}
