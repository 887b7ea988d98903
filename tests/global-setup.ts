import {LOCALES} from '../src/site-constants';
import {missingSources, routes, type Locale} from './contract';

/** Prints how much of the route contract is still pending, by the issue that will write it. */
export default function globalSetup(): void {
  const all = routes();
  const byIssue = new Map<string, number>();
  let pending = 0;
  for (const locale of LOCALES.all as readonly Locale[]) {
    for (const entry of all) {
      if (missingSources(entry, locale).length === 0) continue;
      pending++;
      byIssue.set(entry.issue, (byIssue.get(entry.issue) ?? 0) + 1);
    }
  }
  const total = all.length * LOCALES.all.length;
  console.log(`route contract: ${total - pending} of ${total} routes ready, ${pending} pending`);
  for (const [issue, count] of byIssue) console.log(`  ${count} pending on issue ${issue}`);
}
