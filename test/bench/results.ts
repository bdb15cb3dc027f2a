// The bench's report: every figure with its goal beside it, one table at the end, and a non-zero exit when a goal is
// missed (the bench fails on a missed goal; the test suite never asserts timings).
export interface Figure {
  measure: string;
  value: number;
  unit: string;
  /** The goal, when the issues set one. */
  goal?: { limit: number; better: 'lower' | 'higher' };
  /** How the figure was taken, briefly. */
  note?: string;
  digits?: number;
}

const figures: Figure[] = [];

export function record(figure: Figure): void {
  figures.push(figure);
  const goal = figure.goal
    ? ` (goal ${figure.goal.better === 'lower' ? '≤' : '≥'} ${figure.goal.limit} ${figure.unit})`
    : '';
  console.log(`${figure.measure}: ${format(figure)}${goal}${figure.note ? ` [${figure.note}]` : ''}`);
}

const format = (f: Figure) => `${f.value.toFixed(f.digits ?? 1)} ${f.unit}`;

export const met = (f: Figure): boolean =>
  !f.goal || (f.goal.better === 'lower' ? f.value <= f.goal.limit : f.value >= f.goal.limit);

/** Prints the table (Markdown, to paste into the README) and returns the exit code: 1 when any goal is missed. */
export function report(cores: number): number {
  console.log(`\n| measure | now | goal | met |\n|---|---|---|---|`);
  for (const f of figures) {
    const goal = f.goal ? `${f.goal.better === 'lower' ? '≤' : '≥'} ${f.goal.limit} ${f.unit}` : '';
    console.log(`| ${f.measure} | ${format(f)} | ${goal} | ${f.goal ? (met(f) ? 'yes' : '**no**') : ''} |`);
  }
  const missed = figures.filter((f) => !met(f));
  console.log(
    `\n${cores} core(s). ${missed.length === 0 ? 'Every goal met.' : `${missed.length} goal(s) missed: ${missed.map((f) => f.measure).join('; ')}`}`,
  );
  return missed.length === 0 ? 0 : 1;
}
