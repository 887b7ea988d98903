// The global setup of `npm run test:cut` (vitest.cut.config.ts): names this run's copies of the site
// (tests/site-copy.ts), and removes any of them still in the temporary folder once the run ends,
// however the test process that made them ended.
import {RUN_VARIABLE, removeRunCopies} from '../site-copy';

export default function setup(): () => void {
  const run = `run${process.pid}`;
  process.env[RUN_VARIABLE] = run;
  return () => removeRunCopies(run);
}
