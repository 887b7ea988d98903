// usage: tsx scripts/extract-helm4-cli.ts [--check]
//
// Writes facts/helm-4-cli.json from the Helm 4 binary built from its module (scripts/lib/tools.ts): every
// command's `--help`, from `helm --help` down through each "Available Commands" list, parsed into
// its flags and defaults. Flags that Helm 3.19 has (facts/helm-3.19-cli.json) and Helm 4's help
// no longer lists are then tried on the binary, `helm <command> --<flag> --help`: a flag Helm 4
// still accepts prints cobra's deprecation notice, which the file keeps; a removed one fails as
// an unknown flag. Offline, in a throwaway home. `--check` fails when the file would change.
import {execFile} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {ensureTool, TOOLS} from './lib/tools';
import {parseHelp, type HelpFlag} from './lib/cli-help';

const ROOT = resolve(__dirname, '..');
export const HELM4_FACTS = resolve(ROOT, 'facts/helm-4-cli.json');
const HELM3_FACTS = resolve(ROOT, 'facts/helm-3.19-cli.json');

type Helm3 = {commands: {path: string; flags: {name: string; type: string; hidden: boolean}[]}[]};

type Probe = {command: string; flag: string; accepted: boolean; message: string};

function run(helm: string, args: string[], home: string): Promise<{code: number; stdout: string; stderr: string}> {
  const env = {
    PATH: '/usr/bin:/bin',
    HOME: home,
    LANG: 'C',
    HTTPS_PROXY: 'http://127.0.0.1:9',
    HTTP_PROXY: 'http://127.0.0.1:9',
    KUBECONFIG: join(home, 'kubeconfig'),
  };
  return new Promise((done) =>
    execFile(helm, args, {env, cwd: home, maxBuffer: 16 << 20}, (err, stdout, stderr) =>
      done({code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr}),
    ),
  );
}

/** Help prints the throwaway home; the facts say `~`, as the Helm 3 facts do. */
const homeless = (flags: HelpFlag[], home: string) => flags.map((f) => ({...f, default: f.default.split(home).join('~')}));

/** A value a flag of this Helm 3 type accepts, so that only the flag's existence is tried. */
function sample(type: string): string | null {
  if (type === 'bool') return null;
  if (type === 'int' || type === 'uint') return '1';
  if (type === 'duration') return '1s';
  if (type === 'stringToString') return 'a=b';
  if (type === 'format') return 'json';
  return 'x';
}

export async function extract(): Promise<string> {
  const home = mkdtempSync(join(tmpdir(), 'helm4-cli-'));
  try {
    const helm = join(ensureTool(TOOLS.helm4), 'helm');
    const version = (await run(helm, ['version', '--short'], home)).stdout.trim();
    const commands: {path: string; usage: string; aliases: string[]; subcommands: string[]; flags: HelpFlag[]}[] = [];
    let global: HelpFlag[] = [];
    const queue = [['helm']];
    while (queue.length) {
      const path = queue.shift()!;
      const out = await run(helm, [...path.slice(1), '--help'], home);
      if (out.code !== 0) throw new Error(`${path.join(' ')} --help exited ${out.code}: ${out.stderr}`);
      const help = parseHelp(out.stdout);
      const subs = help.subcommands.filter((s) => s !== 'help');
      commands.push({
        path: path.join(' '),
        usage: help.usage,
        aliases: help.aliases,
        subcommands: subs.map((s) => `${path.join(' ')} ${s}`),
        flags: homeless(help.flags, home),
      });
      if (path.length === 1)
        global = homeless(
          help.flags.filter((f) => f.name !== 'help'),
          home,
        );
      queue.push(...subs.map((s) => [...path, s]));
    }
    // The root's own flags are the global ones; every other command lists them apart.
    commands[0].flags = commands[0].flags.filter((f) => f.name === 'help');

    const helm3 = JSON.parse(readFileSync(HELM3_FACTS, 'utf8')) as Helm3;
    const probes: Probe[] = [];
    const byPath = new Map(commands.map((c) => [c.path, c]));
    const globalNames = new Set(global.map((f) => f.name));
    for (const c3 of helm3.commands) {
      const c4 = byPath.get(c3.path);
      if (!c4) continue;
      const names = new Set(c4.flags.map((f) => f.name));
      for (const f of c3.flags) {
        if (names.has(f.name) || globalNames.has(f.name)) continue;
        const value = sample(f.type);
        const args = [...c3.path.split(' ').slice(1), value === null ? `--${f.name}` : `--${f.name}=${value}`, '--help'];
        const out = await run(helm, args, home);
        const deprecated = /Flag --[\w-]+ has been deprecated, (.*)/.exec(out.stderr + out.stdout);
        probes.push({
          command: c3.path,
          flag: f.name,
          accepted: out.code === 0,
          message: deprecated ? deprecated[1].trim() : (out.stderr.trim().split('\n')[0] ?? ''),
        });
      }
    }
    const facts = {
      source: {
        binary: version,
        package: `${TOOLS.helm4.module}@${TOOLS.helm4.version}`,
        method:
          "`helm <command> --help` of every command reachable from `helm --help`; defaults as help prints them ('' where help prints none); flags of Helm 3.19 that help omits tried as `helm <command> --<flag> --help`",
      },
      global_flags: global,
      commands,
      hidden_helm3_flags: probes,
    };
    return `${JSON.stringify(facts, null, 2)}\n`;
  } finally {
    rmSync(home, {recursive: true, force: true});
  }
}

if (require.main === module) {
  extract().then(
    (text) => {
      if (process.argv.includes('--check')) {
        const old = readFileSync(HELM4_FACTS, 'utf8');
        if (old !== text) {
          console.error('facts/helm-4-cli.json is stale: run npm run extract:helm4');
          process.exit(1);
        }
        console.log('facts/helm-4-cli.json is up to date.');
        return;
      }
      writeFileSync(HELM4_FACTS, text);
      console.log(`Wrote ${HELM4_FACTS}`);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
