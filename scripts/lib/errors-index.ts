// The index of Helm's error messages: how the messages that tools/errors-extract reads from Helm's
// source become the committed data (src/data/errors/helm-errors.json), and how that data becomes
// the pages under faq/errors/ in both locales and their sidebar category. Shared by
// scripts/gen-errors.ts, which writes them, and tests/unit/errors-index.test.ts.
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import type {Lang} from '../../src/data/commands/types';

const ROOT = resolve(__dirname, '../..');

/** The Helm release the messages come from: the version the docs describe. */
export const HELM_MODULE = 'helm.sh/helm/v3';
export const HELM_VERSION = 'v3.19.0';
/** The source folders read (with their subfolders): the command line and the packages whose errors reach it. */
export const PACKAGES = [
  'cmd/helm',
  'pkg/action',
  'pkg/chartutil',
  'pkg/downloader',
  'pkg/repo',
  'pkg/registry',
  'pkg/cli',
  'pkg/kube',
  'pkg/storage/driver',
] as const;

export const DATA_FILE = 'src/data/errors/helm-errors.json';
export const SIDEBAR_FILE = 'versioned_sidebars/version-3-sidebars.json';
export const OUTPUT_DIRS: Record<Lang, string> = {
  en: 'versioned_docs/version-3/faq/errors',
  es: 'i18n/es/docusaurus-plugin-content-docs/version-3/faq/errors',
};
const TROUBLESHOOTING: Record<Lang, string> = {
  en: 'versioned_docs/version-3/faq/troubleshooting.md',
  es: 'i18n/es/docusaurus-plugin-content-docs/version-3/faq/troubleshooting.md',
};
/** The sidebar category the generator owns, found by its link. */
export const INDEX_DOC_ID = 'faq/errors/index';

/** One call that makes an error, as tools/errors-extract prints it. */
export type Extracted = {
  format: string;
  call: 'New' | 'Errorf' | 'Wrap' | 'Wrapf';
  package: string;
  file: string;
  line: number;
  func: string;
};
export type Extraction = {messages: Extracted[]; unresolved: number};

/** The area pages, by file name; none shares a name with a folder of tests/examples/fixtures, which the examples find by page file name. */
export const AREAS = ['releases', 'cluster', 'charts', 'dependencies', 'repositories', 'oci-registries', 'cli'] as const;
export type Area = (typeof AREAS)[number];

/** One entry of the index: a message as a reader sees it, with where it comes from. */
export type ErrorEntry = {
  /** The heading id, the same in both locales. */
  id: string;
  /** The message as Helm prints it, with `…` for a value Helm fills in and `"…"` for a quoted one. */
  message: string;
  /** The format as written in the source, verbs included. */
  formats: string[];
  area: Area;
  /** Source packages, as folders of Helm's source. */
  packages: string[];
  /** Where the message is made: `file:line`. */
  sources: string[];
  /** The helm commands that can print it, as command paths (`repo add`). */
  commands: string[];
};
export type ErrorData = {helm: string; packages: readonly string[]; calls: number; unresolved: number; entries: ErrorEntry[]};

/** The commands that read or change releases in the cluster. */
const RELEASE_COMMANDS = ['install', 'upgrade', 'rollback', 'uninstall', 'status', 'history', 'list', 'test'];
const CHART_RENDER = ['install', 'upgrade', 'template', 'lint'];

/**
 * Where each source file's messages belong and which commands run its code, first match wins. A
 * file that no rule covers stops the generator, so a new file in a later Helm gets a place on purpose.
 */
const RULES: [RegExp, Area, string[] | ((base: string) => string[])][] = [
  [/^cmd\/helm\/require\//, 'cli', ['install', 'upgrade', 'rollback', 'uninstall', 'pull', 'repo add']],
  [/^cmd\/helm\/(root|helm|flags|profiling|completion|env)\.go$/, 'cli', ['']],
  [/^cmd\/helm\/load_plugins\.go$/, 'cli', ['plugin']],
  [/^cmd\/helm\/docs\.go$/, 'cli', ['']],
  [/^cmd\/helm\/plugin\w*\.go$/, 'cli', (base) => [base === 'plugin' ? 'plugin install' : base.replace(/_/g, ' ')]],
  [/^cmd\/helm\/(install|upgrade|rollback|uninstall|history|status|list|release_testing|get\w*)\.go$/, 'releases', fromFile],
  [/^cmd\/helm\/(lint|package|template|create|show|verify)\.go$/, 'charts', fromFile],
  [/^cmd\/helm\/dependency\w*\.go$/, 'dependencies', fromFile],
  [/^cmd\/helm\/(repo\w*|search\w*|pull)\.go$/, 'repositories', fromFile],
  [/^cmd\/helm\/(push|registry\w*)\.go$/, 'oci-registries', fromFile],
  [/^pkg\/action\/action\.go$/, 'releases', [...RELEASE_COMMANDS, 'template']],
  [/^pkg\/action\/hooks\.go$/, 'releases', ['install', 'upgrade', 'rollback', 'uninstall', 'test']],
  [/^pkg\/action\/validate\.go$/, 'releases', ['install', 'upgrade']],
  [/^pkg\/action\/install\.go$/, 'releases', ['install', 'template']],
  [/^pkg\/action\/(upgrade|rollback|uninstall|history|status|release_testing)\.go$/, 'releases', fromFile],
  [/^pkg\/action\/(lint|package|show)\.go$/, 'charts', fromFile],
  [/^pkg\/action\/pull\.go$/, 'repositories', ['pull']],
  [/^pkg\/storage\/driver\//, 'releases', RELEASE_COMMANDS],
  [/^pkg\/kube\//, 'cluster', ['install', 'upgrade', 'rollback', 'uninstall', 'status', 'test']],
  [/^pkg\/chartutil\/create\.go$/, 'charts', ['create']],
  [/^pkg\/chartutil\/save\.go$/, 'charts', ['package']],
  [/^pkg\/chartutil\/expand\.go$/, 'charts', ['pull']],
  [/^pkg\/chartutil\/validate_name\.go$/, 'charts', ['install', 'upgrade', 'template']],
  [/^pkg\/chartutil\//, 'charts', CHART_RENDER],
  [/^pkg\/downloader\/manager\.go$/, 'dependencies', ['dependency build', 'dependency update']],
  [/^pkg\/downloader\//, 'repositories', ['pull', 'install', 'upgrade', 'template', 'show']],
  [/^pkg\/repo\/index\.go$/, 'repositories', ['repo add', 'repo update', 'repo index']],
  [/^pkg\/repo\//, 'repositories', ['repo add', 'repo update']],
  [/^pkg\/registry\//, 'oci-registries', ['push', 'pull', 'registry login', 'install']],
  [/^pkg\/cli\/values\//, 'cli', CHART_RENDER],
  [/^pkg\/cli\/output\//, 'cli', ['list', 'status', 'history', 'search repo']],
];

function fromFile(base: string): string[] {
  if (base === 'release_testing') return ['test'];
  return [base.replace(/_/g, ' ')];
}

function placeFile(file: string): {area: Area; commands: string[]} {
  for (const [pattern, area, commands] of RULES) {
    if (!pattern.test(file)) continue;
    const base = file.replace(/^.*\//, '').replace(/\.go$/, '');
    return {area, commands: typeof commands === 'function' ? commands(base) : commands};
  }
  throw new Error(`${file}: no rule of scripts/lib/errors-index.ts says which area and commands its messages belong to`);
}

/** The message as a reader sees it: verbs become placeholders, a wrapped cause follows a colon. */
export function displayMessage(format: string, call: Extracted['call']): string {
  const text = format
    .replace(/%%|%[-+# 0]*\d*(?:\.\d+)?[a-zA-Z]/g, (verb) => (verb === '%%' ? '%' : verb.endsWith('q') ? '"…"' : '…'))
    .replace(/\s+/g, ' ')
    .trim();
  return call === 'Wrap' || call === 'Wrapf' ? `${text}: …` : text;
}

/** A message with nothing of its own to search for (`%w`, `%s: %s`) is no entry. */
const hasWords = (message: string) => /[A-Za-z]{3,}/.test(message);

export function slug(message: string): string {
  const words = message
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ');
  let out = '';
  for (const w of words) {
    if (out && out.length + w.length + 1 > 60) break;
    out = out ? `${out}-${w}` : w;
  }
  return out || 'message';
}

/** Groups the extracted calls into entries: one per message as printed, sources merged. */
export function buildData(extraction: Extraction): ErrorData {
  const byMessage = new Map<string, ErrorEntry>();
  for (const m of extraction.messages) {
    const message = displayMessage(m.format, m.call);
    if (!hasWords(message)) continue;
    const {area, commands} = placeFile(m.file);
    let entry = byMessage.get(message);
    if (!entry) {
      entry = {id: '', message, formats: [], area, packages: [], sources: [], commands: []};
      byMessage.set(message, entry);
    }
    const add = (list: string[], value: string) => list.includes(value) || list.push(value);
    add(entry.formats, m.format);
    add(entry.packages, m.package);
    add(entry.sources, `${m.file}:${m.line}`);
    for (const c of commands) add(entry.commands, c);
  }
  const entries = [...byMessage.values()].sort(
    (a, b) => AREAS.indexOf(a.area) - AREAS.indexOf(b.area) || a.message.localeCompare(b.message, 'en'),
  );
  const used = new Set<string>();
  for (const e of entries) {
    const base = slug(e.message);
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    e.id = id;
  }
  return {helm: HELM_VERSION, packages: PACKAGES, calls: extraction.messages.length, unresolved: extraction.unresolved, entries};
}

/**
 * The troubleshooting section that explains a message, by the message as printed. The generator
 * checks that each section exists in both locales' troubleshooting page.
 */
export const EXPLAINED: Record<string, string> = {
  'has no deployed releases': 'no-deployed-releases',
  'Kubernetes cluster unreachable': 'cluster-unreachable',
  'Kubernetes cluster unreachable: …': 'cluster-unreachable',
  'cannot re-use a name that is still in use': 'name-in-use',
  'looks like "…" is not a valid chart repository or cannot be reached: …': 'not-a-valid-repository',
  'found in Chart.yaml, but missing in charts/ directory: …': 'missing-dependencies',
  'An error occurred while checking for chart dependencies. You may need to run `helm dependency build` to fetch missing dependencies: …':
    'missing-dependencies',
  "…. Please add the missing repos via 'helm repo add'": 'no-repository-definition',
  'create: failed to create: …': 'release-too-large',
  'failed pre-install: …': 'timed-out-waiting',
  'pre-upgrade hooks failed: …': 'timed-out-waiting',
  'another operation (install/upgrade/rollback) is in progress': 'operation-in-progress',
  'repo "…" is no longer available; try "…" instead': 'repo-no-longer-available',
  'repository name (…) already exists, please specify a different name': 'repo-add-fails',
  'plugin … hook for "…" exited with error': 'plugin-install-hook',
  'failed parsing --set data: …': 'tpl-quotes',
  '… exists and cannot be imported into the current release: …': 'invalid-ownership-metadata',
  'invalid ownership metadata': 'invalid-ownership-metadata',
  'label validation error: …': 'invalid-ownership-metadata',
  'annotation validation error: …': 'invalid-ownership-metadata',
  'missing key "…": must be set to "…"': 'invalid-ownership-metadata',
  'Unable to continue with install: …': 'invalid-ownership-metadata',
  'Unable to continue with update: …': 'invalid-ownership-metadata',
  'chart requires kubeVersion: … which is incompatible with Kubernetes …': 'kube-version-incompatible',
  'must either provide a name or specify --generate-name': 'name-or-generate-name',
  'path "…" not found': 'repo-not-found',
  'release has no … version': 'rollback-no-version',
  'release name "…": …': 'invalid-release-name',
  'invalid release name, must match regex … and the length must not be longer than 53': 'invalid-release-name',
  'release: not found': 'release-not-found',
  'uninstall: Release not loaded: …: …': 'release-not-found',
  'unable to build kubernetes objects from release manifest: …': 'resource-mapping-not-found',
  'cannot patch "…" with kind …: …': 'field-is-immutable',
  'the lock file (Chart.lock) is out of sync with the dependencies file (Chart.yaml). Please update the dependencies': 'lock-out-of-sync',
  'the lock file (requirements.lock) is out of sync with the dependencies file (requirements.yaml). Please update the dependencies':
    'lock-out-of-sync',
  'chart "…" matching … not found in … index. (try \'helm repo update\'): …': 'chart-not-found-in-index',
  'non-absolute URLs should be in form of repo_name/path_to_chart, got: …': 'repo-not-found',
  'repo … not found': 'repo-not-found',
  '"…" requires … … Usage: …': 'requires-arguments',
  '"…" requires at least … … Usage: …': 'requires-arguments',
};

type Words = {
  title: (area: string) => string;
  description: (area: string) => string;
  group: (pkg: string) => string;
  printedBy: (commands: string[], packages: string[]) => string;
  explained: (link: string) => string;
  command: (link: string) => string;
  areas: Record<Area, {name: string; about: string}>;
  index: {title: string; label: string; description: string; body: (table: string, counts: {calls: number; entries: number}) => string};
  list: (items: string[]) => string;
};

const enList = (items: string[]) => (items.length < 3 ? items.join(' and ') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const esList = (items: string[]) => (items.length < 3 ? items.join(' y ') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`);
const cmd = (c: string) => `\`helm${c ? ` ${c}` : ''}\``;
const code = (s: string) => `\`${s}\``;

const WORDS: Record<Lang, Words> = {
  en: {
    title: (area) => `Error index: ${area}`,
    description: (area) =>
      `Every error message about ${area.toLowerCase()} that Helm 3.19 can print, with the commands that print it and the page that explains it.`,
    group: (pkg) => `From ${pkg}`,
    printedBy: (commands, packages) => `Printed by ${enList(commands.map(cmd))}, from ${enList(packages.map(code))}.`,
    explained: (link) => `${link} explains the cause and the fix.`,
    command: (link) => `See ${link} for the command's arguments and flags.`,
    areas: {
      releases: {name: 'Releases', about: 'installing, upgrading, rolling back and uninstalling releases, hooks and release records'},
      cluster: {name: 'Kubernetes objects', about: 'creating, patching, waiting for and deleting the objects of a release'},
      charts: {name: 'Charts', about: 'loading, creating, rendering, validating and packaging charts'},
      dependencies: {name: 'Dependencies', about: 'resolving and downloading the charts a chart depends on'},
      repositories: {
        name: 'Repositories',
        about: 'adding, updating, indexing and searching chart repositories, and downloading charts from them',
      },
      'oci-registries': {name: 'Registries', about: 'logging in to OCI registries and pushing and pulling charts there'},
      cli: {name: 'Command line and plugins', about: 'arguments, flags, values given on the command line, output formats and plugins'},
    },
    index: {
      title: 'Error index',
      label: 'Error index',
      description: 'Find any error message Helm 3.19 prints: what prints it, and the page that explains it or the command it comes from.',
      body: (table, {calls, entries}) => `When a Helm command fails, it prints \`Error:\` and a message. Search the docs for the words of
that message, or find it in the pages below. Each entry names the commands that can print it and
links to the troubleshooting section that explains it, or else to the command's reference page.

The index lists ${entries} messages, read from the ${calls} calls that make an error in Helm
${HELM_VERSION.slice(1)}'s source, in the command line (\`cmd/helm\`) and in the packages whose
errors reach it. A message that more than one place makes is listed once.

## Reading a message {#reading-a-message}

Helm builds a message from layers: each layer adds its words in front of the cause it got from
the layer below, separated by a colon. In

\`\`\`text
Error: INSTALLATION FAILED: create: failed to create: Secret "sh.helm.release.v1.catalog.v1" is invalid: data: Too long: may not be more than 1048576 bytes
\`\`\`

\`INSTALLATION FAILED\` comes from \`helm install\`, \`create: failed to create\` from the Secret
storage of release records, and what follows from the Kubernetes API server. Look up the
most specific part you recognize: usually the first layer after the command's own words.

In the entries, \`…\` stands for a value that Helm fills in (a name, a path, a version), \`"…"\`
for one it prints in double quotes, and a trailing \`: …\` for the cause from the layer below.
Messages stay in English on every page, as Helm prints them.

## Areas {#areas}

${table}

The messages of the Kubernetes client library, the template engine and the YAML parser are not
listed: they come from below Helm and reach you after one of these. For the commonest failures
and their fixes, with commands you can run, start at [troubleshooting](../troubleshooting.md).
`,
    },
    list: enList,
  },
  es: {
    title: (area) => `Índice de errores: ${area}`,
    description: (area) =>
      `Todos los mensajes de error sobre ${area.toLowerCase()} que puede imprimir Helm 3.19, con los comandos que los imprimen y la página que los explica.`,
    group: (pkg) => `Desde ${pkg}`,
    printedBy: (commands, packages) =>
      `${commands.length > 1 ? 'Lo imprimen' : 'Lo imprime'} ${esList(commands.map(cmd))}, desde ${esList(packages.map(code))}.`,
    explained: (link) => `${link} explica la causa y la solución.`,
    command: (link) => `Consulta ${link} para ver los argumentos y opciones del comando.`,
    areas: {
      releases: {
        name: 'Releases',
        about: 'instalar, actualizar, revertir y desinstalar releases, los hooks y los datos de las releases',
      },
      cluster: {name: 'Objetos de Kubernetes', about: 'crear, parchear, esperar y borrar los objetos de una release'},
      charts: {name: 'Charts', about: 'cargar, crear, renderizar, validar y empaquetar charts'},
      dependencies: {name: 'Dependencias', about: 'resolver y descargar los charts de los que depende un chart'},
      repositories: {
        name: 'Repositorios',
        about: 'añadir, actualizar, indexar y buscar repositorios de charts, y descargar charts de ellos',
      },
      'oci-registries': {name: 'Registros', about: 'iniciar sesión en registros OCI y subir y bajar charts de ellos'},
      cli: {
        name: 'Línea de comandos y plugins',
        about: 'argumentos, opciones, valores dados en la línea de comandos, formatos de salida y plugins',
      },
    },
    index: {
      title: 'Índice de errores',
      label: 'Índice de errores',
      description:
        'Encuentra cualquier mensaje de error que imprime Helm 3.19: qué lo imprime y la página que lo explica o el comando del que viene.',
      body: (table, {calls, entries}) => `Cuando un comando de Helm falla, imprime \`Error:\` y un mensaje. Busca en la documentación las
palabras de ese mensaje, o encuéntralo en las páginas de abajo. Cada entrada nombra los comandos que
pueden imprimirlo y enlaza con la sección de resolución de problemas que lo explica o, si no la hay,
con la página de referencia del comando.

El índice recoge ${entries} mensajes, leídos de las ${calls} llamadas que crean un error en el código
fuente de Helm ${HELM_VERSION.slice(1)}, en la línea de comandos (\`cmd/helm\`) y en los paquetes cuyos
errores llegan a ella. Un mensaje que se crea en más de un sitio aparece una sola vez.

## Cómo leer un mensaje {#reading-a-message}

Helm compone un mensaje por capas: cada capa pone sus palabras delante de la causa que recibió de
la capa inferior, separadas por dos puntos. En

\`\`\`text
Error: INSTALLATION FAILED: create: failed to create: Secret "sh.helm.release.v1.catalog.v1" is invalid: data: Too long: may not be more than 1048576 bytes
\`\`\`

\`INSTALLATION FAILED\` viene de \`helm install\`, \`create: failed to create\` del almacenamiento de
los datos de las releases en Secrets, y lo que sigue del servidor de API de Kubernetes. Busca la
parte más concreta que reconozcas: suele ser la primera capa tras las palabras del propio comando.

En las entradas, \`…\` representa un valor que Helm rellena (un nombre, una ruta, una versión),
\`"…"\` uno que imprime entre comillas dobles, y un \`: …\` final la causa que viene de la capa
inferior. Los mensajes siguen en inglés en todas las páginas, tal como los imprime Helm.

## Áreas {#areas}

${table}

No aparecen los mensajes de la biblioteca cliente de Kubernetes, del motor de plantillas ni del
analizador de YAML: vienen de debajo de Helm y te llegan tras uno de estos. Para los fallos más
comunes y su solución, con comandos que puedes ejecutar, empieza por la
[resolución de problemas](../troubleshooting.md).
`,
    },
    list: esList,
  },
};

/** A message in code, fenced with more backquotes than it holds. */
function codeSpan(text: string): string {
  if (!text.includes('`')) return `\`${text}\``;
  return `\`\` ${text} \`\``;
}

/** The titles of the troubleshooting page's sections, by id, as that locale writes them. */
export function troubleshootingTitles(lang: Lang, read = (rel: string) => readFileSync(join(ROOT, rel), 'utf8')): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of read(TROUBLESHOOTING[lang]).matchAll(/^## (.+?) \{#([\w-]+)\}$/gm)) out.set(m[2], m[1]);
  return out;
}

const commandPage = (c: string) => `../../commands/helm${c ? `_${c.replace(/ /g, '_')}` : ''}.md`;

function frontMatter(fields: Record<string, string | number>): string {
  const lines = Object.entries(fields).map(([k, v]) => `${k}: ${typeof v === 'number' ? v : JSON.stringify(v)}`);
  return `---\n${lines.join('\n')}\n---\n`;
}

const GENERATED = '<!-- Generated by scripts/gen-errors.ts from src/data/errors/helm-errors.json: edit those, not this page. -->';

function areaPage(lang: Lang, area: Area, entries: ErrorEntry[], titles: Map<string, string>): string {
  const w = WORDS[lang];
  const {name, about} = w.areas[area];
  const parts = [
    frontMatter({
      title: w.title(name),
      sidebar_label: name,
      description: w.description(name),
      sidebar_position: AREAS.indexOf(area) + 1,
      toc_max_heading_level: 2,
    }),
    GENERATED,
    '',
    lang === 'en'
      ? `The messages of Helm ${HELM_VERSION.slice(1)} in this area (${about}), grouped by the part of Helm's source that makes them. The [error index](index.md) explains how to read them.`
      : `Los mensajes de Helm ${HELM_VERSION.slice(1)} de esta área (${about}), agrupados por la parte del código fuente de Helm que los crea. El [índice de errores](index.md) explica cómo leerlos.`,
  ];
  const groups = new Map<string, ErrorEntry[]>();
  for (const e of entries) {
    const key = e.packages[0];
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  for (const [pkg, list] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    parts.push('', `## ${w.group(code(pkg))} {#${slug(pkg)}}`);
    for (const e of list) {
      const anchor = EXPLAINED[e.message];
      const link = anchor
        ? w.explained(
            `[${lang === 'en' ? 'Troubleshooting' : 'Resolución de problemas'}: ${titles.get(anchor)}](../troubleshooting.md#${anchor})`,
          )
        : w.command(`[${cmd(e.commands[0]).replace(/`/g, '')}](${commandPage(e.commands[0])})`);
      parts.push('', `### ${codeSpan(e.message)} {#${e.id}}`, '', `${w.printedBy(e.commands, e.packages)} ${link}`);
    }
  }
  return `${parts.join('\n')}\n`;
}

function indexPage(lang: Lang, data: ErrorData): string {
  const w = WORDS[lang];
  const head =
    lang === 'en' ? '| Area | Messages | What fails |\n| --- | --- | --- |' : '| Área | Mensajes | Qué falla |\n| --- | --- | --- |';
  const rows = AREAS.map((a) => {
    const n = data.entries.filter((e) => e.area === a).length;
    return `| [${w.areas[a].name}](${a}.md) | ${n} | ${w.areas[a].about[0].toUpperCase()}${w.areas[a].about.slice(1)} |`;
  });
  return `${frontMatter({title: w.index.title, sidebar_label: w.index.label, description: w.index.description, sidebar_position: 5})}${GENERATED}\n\n${w.index.body(
    `${head}\n${rows.join('\n')}`,
    {calls: data.calls, entries: data.entries.length},
  )}`;
}

/** Every page of the index, by path from the repository root. */
export function renderPages(data: ErrorData, titles: Record<Lang, Map<string, string>>): Map<string, string> {
  const files = new Map<string, string>();
  for (const anchor of new Set(Object.values(EXPLAINED)))
    for (const lang of ['en', 'es'] as Lang[])
      if (!titles[lang].has(anchor)) throw new Error(`${TROUBLESHOOTING[lang]} has no section {#${anchor}}, which EXPLAINED links to`);
  for (const message of Object.keys(EXPLAINED))
    if (!data.entries.some((e) => e.message === message))
      throw new Error(`EXPLAINED names "${message}", which no entry of ${DATA_FILE} prints`);
  for (const lang of ['en', 'es'] as Lang[]) {
    files.set(`${OUTPUT_DIRS[lang]}/index.md`, indexPage(lang, data));
    for (const area of AREAS) {
      const entries = data.entries.filter((e) => e.area === area);
      files.set(`${OUTPUT_DIRS[lang]}/${area}.md`, areaPage(lang, area, entries, titles[lang]));
    }
  }
  return files;
}

type Json = {[key: string]: Json} | Json[] | string | number | boolean | null;

/** Puts the index's category, with its area pages, into the version-3 sidebar's FAQ category. */
export function applySidebar(source: string): string {
  const json = JSON.parse(source) as {docs: Json[]};
  const faq = json.docs.find(
    (x) => typeof x === 'object' && x !== null && !Array.isArray(x) && JSON.stringify(x.link) === '{"type":"doc","id":"faq/index"}',
  ) as {items: Json[]} | undefined;
  if (!faq) throw new Error(`${SIDEBAR_FILE} has no category linked to faq/index`);
  const category: Json = {
    type: 'category',
    label: WORDS.en.index.label,
    link: {type: 'doc', id: INDEX_DOC_ID},
    items: AREAS.map((a) => `faq/errors/${a}`),
  };
  const at = faq.items.findIndex(
    (x) =>
      typeof x === 'object' &&
      x !== null &&
      !Array.isArray(x) &&
      JSON.stringify(x.link) === JSON.stringify({type: 'doc', id: INDEX_DOC_ID}),
  );
  if (at >= 0) faq.items[at] = category;
  else faq.items.push(category);
  return `${JSON.stringify(json, null, 2)}\n`;
}

export const SPANISH_CATEGORY = {key: `sidebar.docs.category.${WORDS.en.index.label}`, message: WORDS.es.index.label};
