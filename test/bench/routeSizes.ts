// Every route's JavaScript against its budget (./budgets.ts): on the wire in Chromium for the routes a customer opens
// directly (./routeTransfer.ts), and from the build's manifest for each application step, which a customer reaches
// from the one before (the steps are read from the flow's table, so a new step is measured without listing it here).
import { brotliCompressSync, constants } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APPLICATION_PAGES } from '../../src/features/application/flow/table';
import { applicationPaths } from '../../src/features/application/paths';
import { conversionPaths } from '../../src/features/conversion/paths';
import { storesPaths } from '../../src/features/stores/paths';
import { ROUTE_BUDGETS_KB, type RouteBudget } from './budgets';
import { record } from './results';
import { measureRouteTransfers, type RouteCase } from './routeTransfer';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const budget = (name: RouteBudget) => ({ limit: ROUTE_BUDGETS_KB[name], better: 'lower' as const });

const CASES: (RouteCase & { name: RouteBudget })[] = [
  { name: 'stores', path: storesPaths.find },
  { name: 'account', path: '/account', customer: 'open.payday@example.com' },
  { name: 'conversion', path: conversionPaths.choose, customer: 'open.payday@example.com' },
  { name: 'application', path: applicationPaths.personal, customer: 'new.customer@example.com' },
];

export async function measureRouteSizes(baseUrl: string): Promise<void> {
  const measured = await measureRouteTransfers(baseUrl, CASES);
  for (const c of CASES) {
    const m = measured.get(c.name);
    if (!m) continue;
    record({
      measure: `JS transferred before ${c.path} shows its heading, Chromium, brotli${c.customer ? ', signed in' : ''}`,
      value: m.bytes / 1024,
      unit: 'KB',
      note: `${m.files} scripts`,
      goal: budget(c.name),
    });
  }
}

/** A chunk and every chunk it imports statically: what must arrive before that code can run. */
function closure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  roots.forEach(visit);
  return [...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
}

/** Each application step's screen with the shell, the route table and the flow's saga, brotli, against its budget. */
export function recordApplicationSteps(manifest: Manifest, outDir: string, entry: string): void {
  const br = (files: string[]) =>
    files.reduce(
      (sum, f) =>
        sum +
        brotliCompressSync(readFileSync(path.join(outDir, f)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          .length,
      0,
    );
  const screens = [...new Set(APPLICATION_PAGES.map((page) => page.screen.split('#')[0]))];
  const sizes = screens
    .map((file) => `src/features/application/${file}.tsx`)
    .filter((key) => manifest[key])
    .map((key) => ({
      key,
      bytes: br(
        closure(manifest, [entry, 'src/features/application/routes.ts', key, 'sagas/application/application.ts']),
      ),
    }))
    .sort((a, b) => b.bytes - a.bytes);
  const largest = sizes[0];
  if (!largest) return;
  record({
    measure: `largest application step (of ${sizes.length}) with the shell, route table and flow, brotli`,
    value: largest.bytes / 1024,
    unit: 'KB',
    note: `${largest.key.replace('src/features/application/', '')}; smallest ${(sizes.at(-1)!.bytes / 1024).toFixed(1)} KB`,
    goal: budget('applicationStep'),
  });
  if (process.env.BENCH_VERBOSE) for (const s of sizes) console.log(`  ${s.key} ${(s.bytes / 1024).toFixed(1)} KB`);
}
