// usage: tsx scripts/gen-helm4-changes.ts [--check]
//
// Writes the Helm 3.19 to Helm 4 change table from the two CLI fact files (facts/helm-3.19-cli.json,
// facts/helm-4-cli.json) and the notes of src/data/helm4/notes.ts:
//   versioned_docs/version-3/topics/_v3_v4_changes.mdx                       (English table)
//   i18n/es/docusaurus-plugin-content-docs/version-3/topics/_v3_v4_changes.mdx (Spanish table)
//   src/data/helm4/checker.json                                             (the readiness checker's data)
// --check  write nothing; exit 1 if any file differs from what would be generated (for CI).
import {readFileSync, writeFileSync, existsSync} from 'node:fs';
import {resolve} from 'node:path';
import {diff, checkerData, type Change, type Helm3Facts, type Helm4Facts} from './lib/helm4-changes';

const ROOT = resolve(__dirname, '..');
type Locale = 'en' | 'es';

/** "9 flags removed, 8 deprecated and 2 new commands.": the counts that are not zero. */
function sentence(parts: [number, string][], and: string): string {
  const shown = parts.filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}`);
  const last = shown.pop();
  return `${shown.length ? `${shown.join(', ')} ${and} ${last}` : last}.`;
}

const WORDS = {
  en: {
    head: (v: string) => `| Change in Helm ${v} | What to do |`,
    global: '(global)',
    kind: {
      removed: 'Removed',
      deprecated: 'Deprecated',
      added: 'New',
      default: 'New default',
      value: 'Values changed',
      argument: 'Arguments changed',
      'command-added': 'New command',
      'command-removed': 'Removed command',
    },
    default: (d: string) => `default \`${d}\``,
    noDefault: 'no default',
    was: (d: string) => `(was \`${d}\`)`,
    hidden: 'hidden, prints a warning',
    unknown: 'fails as an unknown flag',
    write: (r: string) => `Write \`${r}\`.`,
    drop: 'Drop the flag.',
    bare: (v: string) => `alone means \`${v}\``,
    intro: (n: Record<string, number>) =>
      sentence(
        [
          [n.removed, 'flags removed'],
          [n.deprecated, 'deprecated'],
          [n.value + n.default + n.argument, 'changed'],
          [n.added, 'added'],
          [n['command-added'], 'new commands'],
          [n['command-removed'], 'commands removed'],
        ],
        'and',
      ),
  },
  es: {
    head: (v: string) => `| Cambio en Helm ${v} | Qué hacer |`,
    global: '(global)',
    kind: {
      removed: 'Eliminada',
      deprecated: 'Obsoleta',
      added: 'Nueva',
      default: 'Otro valor por defecto',
      value: 'Cambian los valores',
      argument: 'Cambian los argumentos',
      'command-added': 'Comando nuevo',
      'command-removed': 'Comando eliminado',
    },
    default: (d: string) => `por defecto \`${d}\``,
    noDefault: 'sin valor por defecto',
    was: (d: string) => `(antes \`${d}\`)`,
    hidden: 'oculta, muestra un aviso',
    unknown: 'falla como opción desconocida',
    write: (r: string) => `Escribe \`${r}\`.`,
    drop: 'Quita la opción.',
    bare: (v: string) => `sola equivale a \`${v}\``,
    intro: (n: Record<string, number>) =>
      sentence(
        [
          [n.removed, 'opciones eliminadas'],
          [n.deprecated, 'obsoletas'],
          [n.value + n.default + n.argument, 'cambiadas'],
          [n.added, 'nuevas'],
          [n['command-added'], 'comandos nuevos'],
          [n['command-removed'], 'comandos eliminados'],
        ],
        'y',
      ),
  },
} as const;

/** Pipes inside a cell would end it. */
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * One row: what a reader types (the command and the flag; a Helm 3.19 flag links to the flag on
 * our command page) over what Helm 4 does with it, then what to do. Flags never break inside,
 * so each column is at least a long flag wide: two columns fit the article beside the sidebar
 * and the table of contents from 997 px without scrolling sideways.
 */
function row(c: Change, locale: Locale): string {
  const w = WORDS[locale];
  const link = (text: string) => (c.doc ? `[${text}](../${c.doc}.md${c.flag && c.anchored ? `#flag-${c.flag}` : ''})` : text);
  const shown = (d: string) => (d === '' ? w.noDefault : w.default(d));
  const flag = c.flag ? `\`--${c.flag}\`` : '';
  let typed: string;
  if (!c.flag) typed = c.kind === 'command-removed' || c.kind === 'argument' ? link(`\`${c.command}\``) : `\`${c.command}\``;
  else {
    const named = c.helm3 ? link(flag) : flag;
    typed = c.command === 'helm' ? `${named} ${w.global}` : `\`${c.command}\` ${named}`;
  }
  let now = '';
  if (c.kind === 'deprecated') now = w.hidden;
  if (c.kind === 'removed') now = w.unknown;
  if (c.helm4 && c.flag) {
    // A flag whose bare form is itself legacy (`--dry-run`) has a placeholder there, not a value.
    const bare =
      c.helm4.noOptDefault !== undefined && c.helm4.takesValue && !(c.legacyValues && '' in c.legacyValues)
        ? `; ${w.bare(c.helm4.noOptDefault)}`
        : '';
    // A default that changed says what it was.
    const before = c.helm3 && c.helm3.default !== '' && c.helm3.default !== c.helm4.default ? ` ${w.was(c.helm3.default)}` : '';
    now = `${shown(c.helm4.default)}${before}${bare}`;
  }
  const todo = [c.replacement ? w.write(c.replacement) : c.kind === 'removed' && !c.note ? w.drop : '', c.note?.[locale] ?? '']
    .filter(Boolean)
    .join(' ');
  const change = now ? `**${w.kind[c.kind]}**: ${now}` : `**${w.kind[c.kind]}**`;
  return `| ${[`${typed}<br />${change}`, todo].map(cell).join(' | ')} |`;
}

export function table(changes: Change[], locale: Locale, version: string): string {
  const counts: Record<string, number> = {
    removed: 0,
    deprecated: 0,
    added: 0,
    default: 0,
    value: 0,
    argument: 0,
    'command-added': 0,
    'command-removed': 0,
  };
  for (const c of changes) counts[c.kind]++;
  const generated =
    locale === 'en'
      ? '{/* Generated by scripts/gen-helm4-changes.ts from facts/helm-3.19-cli.json and facts/helm-4-cli.json: edit those, or src/data/helm4/notes.ts, and run npm run gen:helm4. */}'
      : '{/* Generado por scripts/gen-helm4-changes.ts a partir de facts/helm-3.19-cli.json y facts/helm-4-cli.json: edita esos archivos, o src/data/helm4/notes.ts, y ejecuta npm run gen:helm4. */}';
  return [
    generated,
    '',
    WORDS[locale].intro(counts),
    '',
    WORDS[locale].head(version.replace(/^v/, '').replace(/\+.*$/, '')),
    '| --- | --- |',
    ...changes.map((c) => row(c, locale)),
    '',
  ].join('\n');
}

export function outputs(): Record<string, string> {
  const h3 = JSON.parse(readFileSync(resolve(ROOT, 'facts/helm-3.19-cli.json'), 'utf8')) as Helm3Facts;
  const h4 = JSON.parse(readFileSync(resolve(ROOT, 'facts/helm-4-cli.json'), 'utf8')) as Helm4Facts;
  const changes = diff(h3, h4);
  return {
    'versioned_docs/version-3/topics/_v3_v4_changes.mdx': table(changes, 'en', h4.source.binary),
    'i18n/es/docusaurus-plugin-content-docs/version-3/topics/_v3_v4_changes.mdx': table(changes, 'es', h4.source.binary),
    'src/data/helm4/checker.json': `${JSON.stringify(checkerData(h3, h4, changes))}\n`,
  };
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  if (args.some((a) => a !== '--check')) {
    console.error('usage: tsx scripts/gen-helm4-changes.ts [--check]');
    process.exit(1);
  }
  let stale = 0;
  for (const [path, text] of Object.entries(outputs())) {
    const file = resolve(ROOT, path);
    const old = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    if (old === text) continue;
    if (check) {
      console.error(`${path} is stale: run npm run gen:helm4`);
      stale++;
    } else {
      writeFileSync(file, text);
      console.log(`Wrote ${path}`);
    }
  }
  if (stale) process.exit(1);
  if (check) console.log('The Helm 4 change table is up to date.');
}
