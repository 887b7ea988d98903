/** What the harness ran, tagged and found wrong, by page and locale. */
import type {Difference} from './differences';
import type {Locale, NorunCategory} from './markdown';

/** Kinds of example; the first three make up the coverage target. */
export type Kind = 'template' | 'values' | 'chart' | 'function' | 'command' | 'flag' | 'plugin' | 'output';
export const TARGET_KINDS: readonly Kind[] = ['template', 'values', 'chart'];
/** Share of template, values and chart blocks that must run (the rest carry a tag). */
export const TARGET_SHARE = 0.8;

type Row = {executed: number; tagged: Partial<Record<NorunCategory, number>>};

export class Report {
  readonly failures: string[] = [];
  /** Why blocks are tagged, by page: the reason as the fence gives it, and how many blocks carry it. */
  private reasons = new Map<string, Map<string, number>>();
  private differences = new Map<string, {difference: Difference; examples: string[]}>();
  private rows = new Map<string, Map<Kind, Row>>();

  private row(page: string, locale: Locale, kind: Kind): Row {
    const key = `${page} (${locale})`;
    if (!this.rows.has(key)) this.rows.set(key, new Map());
    const kinds = this.rows.get(key)!;
    if (!kinds.has(kind)) kinds.set(kind, {executed: 0, tagged: {}});
    return kinds.get(kind)!;
  }

  executed(page: string, locale: Locale, kind: Kind, n = 1): void {
    this.row(page, locale, kind).executed += n;
  }

  tagged(page: string, locale: Locale, kind: Kind, category: NorunCategory, why: string): void {
    const tagged = this.row(page, locale, kind).tagged;
    tagged[category] = (tagged[category] ?? 0) + 1;
    const key = `${page} (${locale})`;
    if (!this.reasons.has(key)) this.reasons.set(key, new Map());
    const reasons = this.reasons.get(key)!;
    const reason = `${category}: ${why}`;
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }

  /** A failure names the page, the locale and the block (its number and line). */
  fail(page: string, locale: Locale, where: string, message: string): void {
    this.failures.push(`${page} (${locale}) ${where}: ${message}`);
  }

  /** An example whose output differs between the 3.18.0 binary and 3.19.0. */
  differs(difference: Difference, example: string): void {
    if (!this.differences.has(difference.id)) this.differences.set(difference.id, {difference, examples: []});
    this.differences.get(difference.id)!.examples.push(example);
  }

  /** Coverage of template, values and chart blocks: executed over executed plus tagged. */
  coverage(): {executed: number; tagged: number; share: number} {
    let executed = 0;
    let tagged = 0;
    for (const kinds of this.rows.values()) {
      for (const kind of TARGET_KINDS) {
        const row = kinds.get(kind);
        if (!row) continue;
        executed += row.executed;
        tagged += Object.values(row.tagged).reduce((a, b) => a + b, 0);
      }
    }
    return {executed, tagged, share: executed / Math.max(1, executed + tagged)};
  }

  print(): string {
    const lines: string[] = ['Examples run by a real Helm, by page and locale (executed / tagged: reason):'];
    const totals = new Map<Kind, Row>();
    for (const [page, kinds] of [...this.rows].sort(([a], [b]) => a.localeCompare(b))) {
      const parts: string[] = [];
      for (const [kind, row] of kinds) {
        const tags = Object.entries(row.tagged).map(([c, n]) => `${n} ${c}`);
        parts.push(`${kind} ${row.executed}${tags.length ? ` / ${tags.join(', ')}` : ''}`);
        const total = totals.get(kind) ?? {executed: 0, tagged: {}};
        total.executed += row.executed;
        for (const [c, n] of Object.entries(row.tagged) as [NorunCategory, number][]) total.tagged[c] = (total.tagged[c] ?? 0) + n;
        totals.set(kind, total);
      }
      lines.push(`  ${page.padEnd(58)} ${parts.join('; ')}`);
    }
    lines.push('Tagged blocks and why:');
    for (const [page, reasons] of [...this.reasons].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`  ${page}`);
      for (const [reason, n] of reasons) lines.push(`    ${n} × ${reason}`);
    }
    lines.push('Totals:');
    for (const [kind, row] of totals) {
      const tags = Object.entries(row.tagged).map(([c, n]) => `${n} ${c}`);
      lines.push(`  ${kind.padEnd(9)} executed ${row.executed}${tags.length ? `, tagged ${tags.join(', ')}` : ''}`);
    }
    const c = this.coverage();
    lines.push(
      `Template, values and chart blocks: ${c.executed} executed, ${c.tagged} tagged: ${(c.share * 100).toFixed(1)} % executed (target ${TARGET_SHARE * 100} %).`,
    );
    if (this.differences.size) {
      lines.push('Where Helm 3.18.0 (the binary) and 3.19.0 (the docs) differ, these examples are checked against 3.19.0:');
      for (const {difference: d, examples} of this.differences.values()) {
        lines.push(`  ${d.what}`, `    source: ${d.source}`, `    checked by: ${d.fixture}`);
        for (const e of examples) lines.push(`    - ${e}`);
      }
    }
    return lines.join('\n');
  }
}
