/**
 * The order the pages run in: the chart template guide as one story in sidebar order (its pages
 * build one chart), then each page of the introduction, the how-tos, the FAQ, the best practices
 * and the topics on its own, from a scratch chart. A locale's pages run one after the other
 * against that locale's cluster, each page from a clean cluster (`reset`), because a page is a
 * story: its blocks install, upgrade and roll back the same releases in order.
 */
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import type {Sandbox} from './helm';
import {PARITY_TAGS, parseBlocks, readPage, type Locale} from './markdown';
import {addFixtures, CHART, fixtureName, runPage, type PageCtx} from './pages';
import type {Report} from './report';
import type {LocaleCluster} from './kube';
import {FUNCTION_LIST} from './function-list';
import {tryitSink} from './tryit-charts';

const ROOT = resolve(__dirname, '../../..');

type Item = string | {type: string; id?: string; link?: {id?: string}; items?: Item[]};

/** Doc ids of the sidebar, in order. */
function sidebarIds(): string[] {
  const sidebar = JSON.parse(readFileSync(resolve(ROOT, 'versioned_sidebars/version-3-sidebars.json'), 'utf8'));
  const walk = (items: Item[]): string[] =>
    items.flatMap((x) =>
      typeof x === 'string' ? [x] : x.type === 'doc' ? [x.id!] : [...(x.link?.id ? [x.link.id] : []), ...walk(x.items ?? [])],
    );
  return walk(sidebar.docs);
}

/**
 * A page outside the guide starts from `helm create <name>`, named after the chart whose named
 * templates the page calls (`include "storefront.fullname"`), as its examples grew from that scaffold.
 */
function chartName(md: string): string {
  const counts = new Map<string, number>();
  const patterns = [
    /(?:include|template) "([\w-]+)\.[\w.-]+"/g,
    /^# ([\w-]+)\/(?:values|Chart)\.yaml/gm,
    /\bhelm (?:create|lint|template \S+|package) \.?\/?([a-z][\w-]*)\b/g,
    /\bhelm (?:package|lint|template \S+|install \S+)\b[^\n]*?\.\/([a-z][\w-]*)/g,
  ];
  for (const re of patterns) for (const [, name] of md.matchAll(re)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'mychart';
}

/** The pages run on their own, outside the guide's story. */
const ALONE = /^(intro|howto|faq|chart_best_practices|topics)\//;

/** The tags of a page's blocks (norun, fails, helm, shell, exit, background), which must be the same in both locales. */
export function checkTagParity(report: Report): void {
  for (const id of sidebarIds().filter((i) => i.startsWith('chart_template_guide/') || ALONE.test(i))) {
    const page = `${id}.md`;
    const tags = (locale: Locale) =>
      parseBlocks(readPage(locale, page)).map((b) => `${b.lang} ${(b.meta.match(PARITY_TAGS) ?? []).join(' ')}`.trim());
    const [en, es] = [tags('en'), tags('es')];
    if (en.length !== es.length) report.fail(page, 'es', 'blocks', `${es.length} code blocks, the English page has ${en.length}`);
    en.forEach((t, i) => {
      if (es[i] !== undefined && es[i] !== t)
        report.fail(page, 'es', `block ${i + 1}`, `its fence reads "${es[i]}", the English one "${t}"`);
    });
  }
}

export async function runPages(
  sandbox: Sandbox,
  helm: string,
  locale: Locale,
  report: Report,
  cluster: LocaleCluster,
  helm4?: string,
  only?: string,
  /** A page's recorders of its blocks' charts and of its commands (./tryit-export.ts). */
  recordFor?: (page: string) => Pick<PageCtx, 'record' | 'recordCommand'>,
): Promise<void> {
  const all = sidebarIds();
  const ids = all.filter((id) => !only || id.startsWith(only));
  // The guide is one story: a page of it runs after the pages before it.
  const guide = ids.some((id) => id.startsWith('chart_template_guide/')) ? all.filter((id) => id.startsWith('chart_template_guide/')) : [];
  const story: PageCtx = {
    sandbox,
    env: cluster.envFor(sandbox.dir(`home-guide-${locale}`)),
    helm,
    report,
    locale,
    page: '',
    cwd: sandbox.dir(`guide-${locale}`),
    chart: CHART,
    current: {},
    created: new Set(),
    changed: {cluster: false},
    tryit: tryitSink(),
  };
  const alone = async (page: string) => {
    const chart = chartName(readPage(locale, page));
    const ctx: PageCtx = {
      sandbox,
      env: cluster.envFor(sandbox.dir(`home-${page}-${locale}`)),
      helm,
      helm4,
      report,
      locale,
      page,
      cwd: sandbox.dir(`${page}-${locale}`),
      chart,
      current: {},
      changed: {cluster: false},
      ...recordFor?.(page),
    };
    const created = await sandbox.run(helm, ['create', chart], ctx.cwd, ctx.env);
    if (created.code !== 0) report.fail(page, locale, 'setup', `helm create ${chart} failed: ${created.stderr}`);
    await addFixtures(ctx, fixtureName(page), ctx.cwd);
    await runPage(ctx).catch((e: Error) => report.fail(page, locale, 'page', `the harness stopped: ${e.stack ?? e.message}`));
    return ctx.changed!.cluster;
  };
  const reset = async (page: string, changed = true) => {
    // One line a page, so a slow or hung page shows in CI's log while the run goes on.
    console.log(`  ${locale} ${page}${changed ? ' (cluster cleaned after it)' : ''}`);
    if (!changed) return;
    const left = await cluster.reset();
    if (left) report.fail(page, locale, 'cluster', `the cluster could not be cleaned after the page: ${left}`);
  };
  if (ids.includes(FUNCTION_LIST.replace(/\.md$/, ''))) await alone(FUNCTION_LIST);
  for (const id of guide) {
    const page = `${id}.md`;
    if (page === FUNCTION_LIST) continue;
    if (id.endsWith('/accessing_files')) await addFixtures(story, 'accessing_files');
    story.changed = {cluster: false};
    await runPage({...story, page, ...recordFor?.(page)}).catch((e: Error) =>
      report.fail(page, locale, 'page', `the harness stopped: ${e.stack ?? e.message}`),
    );
    await reset(page, story.changed.cluster);
  }
  story.tryit!.write(locale);
  for (const id of ids.filter((i) => ALONE.test(i))) await reset(`${id}.md`, await alone(`${id}.md`));
}
