/**
 * Writes a locale's Markdown twins (scripts/lib/markdown-twins.ts) beside its pages, then its
 * `llms.txt` (llmstxt.org: a title, a summary, instructions, and one line per docs page linking its
 * twin) and `llms-full.txt` (the latest version's docs in sidebar order, in one file).
 */
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {twinPath} from '../../src/markdown-twin/path';
import {DOCS_VERSIONS} from '../../src/site-constants';
import {BuildCache, codeVersion, hash, INSTALLED_PACKAGES} from './build-cache';
import {pageTwin, type Twin} from './markdown-twins';

/** Helm 3's security fixes end on this day (facts/blog-2026.json, support_dates, as revised 2026-06-02). */
export const HELM_3_SUPPORTED_UNTIL = '2027-02-10';
/** The docs id of the Helm 3 → 4 migration guide: linked from llms.txt once the page exists. */
export const MIGRATION_GUIDE = 'topics/v3_v4_migration';

export type WrittenTwin = Twin & {path: string; bytes: number};

function* htmlFiles(dir: string, skip: ReadonlySet<string>): Generator<string> {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(entry.name)) yield* htmlFiles(path, new Set());
    } else if (entry.name.endsWith('.html')) {
      yield path;
    }
  }
}

/**
 * Writes the twin of every page under `dir` (a locale's folder, served at `base`), not under the
 * top-level folders in `skip`, and returns them.
 */
export function writeTwins(dir: string, base: string, skip: ReadonlySet<string> = new Set()): WrittenTwin[] {
  const twins: WrittenTwin[] = [];
  // A page's twin depends on its HTML and the twin's code alone: an unchanged page's comes from the build cache.
  const cache = new BuildCache('markdown-twins');
  const code = cache.dir ? codeVersion(['scripts/lib/markdown-twins.ts', INSTALLED_PACKAGES]) : '';
  for (const file of htmlFiles(dir, skip)) {
    const html = readFileSync(file, 'utf8');
    const key = cache.dir ? hash(code, html) : '';
    const cached = cache.dir ? cache.get(key) : undefined;
    const twin: Twin | undefined = cached ? (JSON.parse(cached.toString('utf8')) ?? undefined) : pageTwin(html);
    if (!cached) cache.set(key, JSON.stringify(twin ?? null));
    if (!twin) continue;
    const path = twinPath(new URL(twin.url).pathname, base);
    if (!path.startsWith(base)) throw new Error(`markdown-twins: ${twin.url} is outside ${base}`);
    const target = join(dir, path.slice(base.length));
    mkdirSync(dirname(target), {recursive: true});
    writeFileSync(target, twin.markdown);
    twins.push({...twin, path, bytes: Buffer.byteLength(twin.markdown)});
  }
  return twins;
}

/** A version's docs pages in sidebar order: the chain of "next" links, then any page outside it. */
export function sidebarOrder(twins: readonly WrittenTwin[], version: string): WrittenTwin[] {
  const pages = twins.filter((t) => t.docs?.version === version);
  const byUrl = new Map(pages.map((t) => [t.url, t]));
  const ordered: WrittenTwin[] = [];
  const seen = new Set<string>();
  for (const start of pages.filter((t) => !t.docs!.previous || !byUrl.has(t.docs!.previous))) {
    for (let t: WrittenTwin | undefined = start; t && !seen.has(t.url); t = byUrl.get(t.docs!.next ?? '')) {
      seen.add(t.url);
      ordered.push(t);
    }
  }
  const rest = pages.filter((t) => !seen.has(t.url)).sort((a, b) => a.url.localeCompare(b.url));
  return [...ordered, ...rest];
}

type Words = {
  title: string;
  summary: (migration: string | undefined) => string;
  about: (full: string) => string;
  instructionsTitle: string;
  instructions: string[];
  versionTitle: (label: string) => string;
  blog: string;
  optional: string;
  fullTitle: string;
  source: string;
};

const VERSION_3 = DOCS_VERSIONS.versions['3'].label;

const WORDS: Record<string, Words> = {
  en: {
    title: 'Helm',
    summary: (migration) =>
      `Helm is the package manager for Kubernetes: it installs, upgrades and rolls back applications packaged as charts. These docs cover Helm ${VERSION_3}, the latest Helm 3 release, which gets security fixes until ${HELM_3_SUPPORTED_UNTIL}.${migration ? ` Moving to Helm 4: read the [migration guide](${migration}).` : ''}`,
    about: (full) =>
      `Every page of this site has a Markdown version at its URL plus \`.md\` (the home page at \`/index.md\`). The docs of Helm ${VERSION_3} are also in one file, [llms-full.txt](${full}).`,
    instructionsTitle: 'Instructions for assistants',
    instructions: [
      "Helm 3 has no server-side part: there is no Tiller and no `helm init`. Helm talks to the Kubernetes API with the kubeconfig's credentials and keeps each release as Secrets in the release's namespace.",
      'There is no default chart repository. The `stable` and `incubator` repositories at `kubernetes-charts.storage.googleapis.com` and `kubernetes-charts-incubator.storage.googleapis.com` were deleted: `helm repo add` refuses those URLs, and the archive at `https://charts.helm.sh/stable` is frozen. Find charts with `helm search hub` or on Artifact Hub.',
      'Bitnami publishes its charts as OCI artifacts: `helm install my-db oci://registry-1.docker.io/bitnamicharts/postgresql`. Do not suggest `helm repo add bitnami https://charts.bitnami.com/bitnami`.',
      '`helm repo add` is for classic repositories, a web server with an `index.yaml`. A chart in an OCI registry is used by its full `oci://` reference with `helm install`, `helm upgrade`, `helm pull`, `helm show` and `helm push`, after `helm registry login` when the registry is private; it is never added with `helm repo add`, and `helm search repo` does not see it.',
      '`helm install` needs a release name, `helm install NAME CHART`, or `--generate-name`; `helm install CHART` alone fails.',
      '`helm delete --purge` does not exist: `helm uninstall NAME` removes the release and its history, and `--keep-history` keeps the history.',
      'Releases belong to a namespace: `helm list` shows the current namespace only (`--all-namespaces` or `-A` for all), and each command needs the same `--namespace` as the install.',
      'Charts for Helm 3 say `apiVersion: v2` and list their dependencies in `Chart.yaml` (no `requirements.yaml`); CRDs go in the `crds/` folder (no `crd-install` hook).',
      'Check which Helm the user runs (`helm version`). Helm 4 renames `--atomic` to `--rollback-on-failure` and `--force` to `--force-replace`, takes a plugin name for `--post-renderer`, and applies new releases server-side; these docs are for Helm 3.',
    ],
    versionTitle: (label) => `Helm ${label} documentation`,
    blog: 'Blog',
    optional: 'Optional',
    fullTitle: `Helm ${VERSION_3} documentation`,
    source: 'Source',
  },
  es: {
    title: 'Helm',
    summary: (migration) =>
      `Helm es el gestor de paquetes de Kubernetes: instala, actualiza y revierte aplicaciones empaquetadas como charts. Esta documentación trata Helm ${VERSION_3}, la última versión de Helm 3, que recibe correcciones de seguridad hasta el ${HELM_3_SUPPORTED_UNTIL}.${migration ? ` Para pasar a Helm 4, lee la [guía de migración](${migration}).` : ''}`,
    about: (full) =>
      `Cada página de este sitio tiene una versión en Markdown en su URL seguida de \`.md\` (la página de inicio en \`/es/index.md\`). La documentación de Helm ${VERSION_3} está también en un solo archivo, [llms-full.txt](${full}).`,
    instructionsTitle: 'Instrucciones para asistentes',
    instructions: [
      'Helm 3 no tiene parte en el servidor: no hay Tiller ni `helm init`. Helm habla con la API de Kubernetes con las credenciales del kubeconfig y guarda cada release como Secrets en el namespace de la release.',
      'No hay ningún repositorio de charts por defecto. Los repositorios `stable` e `incubator` de `kubernetes-charts.storage.googleapis.com` y `kubernetes-charts-incubator.storage.googleapis.com` se eliminaron: `helm repo add` rechaza esas URL, y el archivo de `https://charts.helm.sh/stable` ya no cambia. Busca charts con `helm search hub` o en Artifact Hub.',
      'Bitnami publica sus charts como artefactos OCI: `helm install my-db oci://registry-1.docker.io/bitnamicharts/postgresql`. No sugieras `helm repo add bitnami https://charts.bitnami.com/bitnami`.',
      '`helm repo add` sirve para repositorios clásicos, un servidor web con un `index.yaml`. Un chart de un registro OCI se usa por su referencia `oci://` completa con `helm install`, `helm upgrade`, `helm pull`, `helm show` y `helm push`, tras `helm registry login` si el registro es privado; nunca se añade con `helm repo add`, y `helm search repo` no lo ve.',
      '`helm install` necesita un nombre de release, `helm install NOMBRE CHART`, o `--generate-name`; `helm install CHART` a secas falla.',
      '`helm delete --purge` no existe: `helm uninstall NOMBRE` elimina la release y su historial, y `--keep-history` conserva el historial.',
      'Las releases pertenecen a un namespace: `helm list` muestra solo el namespace actual (`--all-namespaces` o `-A` para todos), y cada comando necesita el mismo `--namespace` que la instalación.',
      'Los charts de Helm 3 declaran `apiVersion: v2` y listan sus dependencias en `Chart.yaml` (sin `requirements.yaml`); los CRD van en la carpeta `crds/` (sin hook `crd-install`).',
      'Comprueba qué versión de Helm usa quien pregunta (`helm version`). Helm 4 renombra `--atomic` a `--rollback-on-failure` y `--force` a `--force-replace`, recibe un nombre de plugin en `--post-renderer` y aplica las releases nuevas en el servidor; esta documentación es de Helm 3.',
    ],
    versionTitle: (label) => `Documentación de Helm ${label}`,
    blog: 'Blog',
    optional: 'Optional',
    fullTitle: `Documentación de Helm ${VERSION_3}`,
    source: 'Fuente',
  },
};

/** The twin's absolute URL. */
const twinUrl = (t: WrittenTwin) => new URL(t.path, t.url).href;
const line = (t: WrittenTwin) => `- [${t.title}](${twinUrl(t)})${t.description ? `: ${t.description}` : ''}`;

/** Pages in a row grouped by their top sidebar label: a category, or a page at the top of the sidebar on its own. */
function sections(pages: readonly WrittenTwin[]): {title: string; pages: WrittenTwin[]}[] {
  const out: {title: string; pages: WrittenTwin[]}[] = [];
  for (const page of pages) {
    const title = page.docs!.sections[0] ?? page.title;
    const last = out[out.length - 1];
    if (last && last.title === title) last.pages.push(page);
    else out.push({title, pages: [page]});
  }
  return out;
}

/** The llms.txt of a locale whose pages are `twins`. */
export function llmsTxt(locale: string, twins: readonly WrittenTwin[]): string {
  const words = WORDS[locale] ?? WORDS.en;
  const latest = sidebarOrder(twins, DOCS_VERSIONS.last);
  const guide = latest.find((t) => new URL(t.url).pathname.endsWith(`/${MIGRATION_GUIDE}`));
  const home = twins.find((t) => t.path.endsWith('/index.md') && !t.docs);
  const full = home ? new URL('llms-full.txt', home.url).href : 'llms-full.txt';
  const out = [`# ${words.title}`, `> ${words.summary(guide && twinUrl(guide))}`, words.about(full)];
  out.push(`## ${words.instructionsTitle}`, words.instructions.map((i) => `- ${i}`).join('\n'));
  for (const section of sections(latest)) out.push(`## ${section.title}`, section.pages.map(line).join('\n'));
  const optional: string[] = [];
  for (const [name, version] of Object.entries(DOCS_VERSIONS.versions)) {
    if (name === DOCS_VERSIONS.last) continue;
    const pages = sidebarOrder(twins, name);
    if (pages.length) optional.push(`- ${words.versionTitle(version.label)}:`, ...pages.map((t) => `  ${line(t)}`));
  }
  const posts = twins.filter((t) => t.kind === 'blog-post-page').sort((a, b) => b.url.localeCompare(a.url));
  if (posts.length) optional.push(`- ${words.blog}:`, ...posts.map((t) => `  ${line(t)}`));
  if (optional.length) out.push(`## ${words.optional}`, optional.join('\n'));
  return `${out.join('\n\n')}\n`;
}

/** The latest version's docs of a locale in one file, in sidebar order. */
export function llmsFullTxt(locale: string, twins: readonly WrittenTwin[]): string {
  const words = WORDS[locale] ?? WORDS.en;
  const pages = sidebarOrder(twins, DOCS_VERSIONS.last);
  const out = [`# ${words.fullTitle}`, `> ${words.summary(undefined)}`];
  for (const t of pages) {
    const [title, ...rest] = t.markdown.trimEnd().split('\n');
    out.push('---', [title, '', `${words.source}: ${t.url}`, ...rest].join('\n'));
  }
  return `${out.join('\n\n')}\n`;
}

/** Twins, llms.txt and llms-full.txt for the locale folder `dir`, served at `base`. */
export function writeLlmsFiles(dir: string, base: string, locale: string, skip: ReadonlySet<string> = new Set()) {
  const twins = writeTwins(dir, base, skip);
  const index = llmsTxt(locale, twins);
  const full = llmsFullTxt(locale, twins);
  writeFileSync(join(dir, 'llms.txt'), index);
  writeFileSync(join(dir, 'llms-full.txt'), full);
  return {
    twins: twins.length,
    twinBytes: twins.reduce((sum, t) => sum + t.bytes, 0),
    llmsBytes: Buffer.byteLength(index),
    fullBytes: Buffer.byteLength(full),
  };
}
