import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {ROOT} from '../contract';

// The APT steps of the install page must trust the repository key only when its fingerprint is
// the one the Helm community publishes. These tests run the page's own code block in bash, with
// sudo, curl, gpg and apt-get replaced by stand-ins that write below a scratch directory, and
// fail when a wrong key still gets written or a right one does not.

const EXPECTED = 'DDF78C3E6EBB2D2CC223C95C62BA89D07698DBC6';
const SOURCE_LINE = 'deb [signed-by=/usr/share/keyrings/helm.gpg] https://packages.buildkite.com/helm-linux/helm-debian/any/ any main';

const pages = {
  en: 'versioned_docs/version-3/intro/install.md',
  es: 'i18n/es/docusaurus-plugin-content-docs/version-3/intro/install.md',
};

/** The bash block of a page that reads the Buildkite key. */
function aptBlock(page: string): string {
  const md = readFileSync(join(ROOT, page), 'utf8');
  const blocks = [...md.matchAll(/^```bash[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1]);
  const found = blocks.filter((b) => b.includes('packages.buildkite.com/helm-linux/helm-debian/gpgkey'));
  expect(found, page).toHaveLength(1);
  return found[0];
}

// `gpg --show-keys --with-colons` prints the primary key's fpr line first, then each subkey's.
const standIns = (primary: string, subkey: string) => `
root="$SCRATCH"
sudo() { "$@"; }
tee() { command tee "$root$1"; }
cat() { command cat "$root$1"; }
curl() { printf -- '-----BEGIN PGP PUBLIC KEY BLOCK-----\\nstand-in\\n-----END PGP PUBLIC KEY BLOCK-----\\n'; }
apt-get() { echo "apt-get $*" >> "$root/apt.log"; }
gpg() {
  case "$*" in
    "--show-keys --with-colons") printf 'pub:-:4096:1:62BA89D07698DBC6:1700000000:::-:::scSC::::::23::0:\\nfpr:::::::::${primary}:\\nsub:-:4096:1:0123456789ABCDEF:1700000000::::::e::::::23:\\nfpr:::::::::${subkey}:\\n' ;;
    "--dearmor") command cat > /dev/null; printf 'dearmored key\\n' ;;
    *) echo "unexpected gpg $*" >&2; return 2 ;;
  esac
}
mkdir -p "$root/usr/share/keyrings" "$root/etc/apt/sources.list.d"
`;

let scratch = '';
afterEach(() => {
  if (scratch) rmSync(scratch, {recursive: true, force: true});
});

function run(block: string, primary: string, subkey: string) {
  scratch = mkdtempSync(join(tmpdir(), 'install-apt-'));
  const result = spawnSync('bash', ['-c', standIns(primary, subkey) + block], {
    encoding: 'utf8',
    env: {...process.env, SCRATCH: scratch},
  });
  const read = (path: string) => (existsSync(join(scratch, path)) ? readFileSync(join(scratch, path), 'utf8') : null);
  return {
    stdout: result.stdout,
    stderr: result.stderr,
    keyring: read('usr/share/keyrings/helm.gpg'),
    sources: read('etc/apt/sources.list.d/helm-stable-debian.list'),
    apt: read('apt.log'),
  };
}

for (const [locale, page] of Object.entries(pages)) {
  describe(`install page APT steps (${locale})`, () => {
    it('with the expected key, write the keyring and the Buildkite source, print the source and install helm', () => {
      const r = run(aptBlock(page), EXPECTED, '0'.repeat(40));
      expect(r.stderr).toBe('');
      expect(r.keyring).toBe('dearmored key\n');
      expect(r.sources).toBe(`${SOURCE_LINE}\n`);
      expect(r.stdout).toBe(`${SOURCE_LINE}\n`);
      expect(r.apt).toBe('apt-get install --yes curl gpg\napt-get update\napt-get install helm\n');
    });

    it('with any other key, even one whose subkey has the expected fingerprint, change nothing and say so', () => {
      const other = 'A'.repeat(40);
      const r = run(aptBlock(page), other, EXPECTED);
      expect(r.keyring).toBeNull();
      expect(r.sources).toBeNull();
      expect(r.apt).toBe('apt-get install --yes curl gpg\n');
      expect(r.stderr).toContain(other);
    });

    it('never names the old baltocdn.com mirror as a source', () => {
      expect(aptBlock(page)).not.toMatch(/baltocdn/);
    });
  });
}
