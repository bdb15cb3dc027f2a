// `npm run check:services`: one line per configured service (server/ops/serviceChecks.ts); exit code 1 on a failure.
import { loadConfig } from './config';
import { checkServices, formatLine } from './ops/serviceChecks';

const lines = await checkServices(loadConfig());
for (const line of lines) console.log(formatLine(line));
process.exit(lines.some((line) => line.verdict === 'FAIL') ? 1 : 0);
