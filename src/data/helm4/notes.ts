/**
 * What the change table and the readiness checker say about a Helm 3.19 flag or command that
 * Helm 4.3.2 removed, deprecated or changed, beyond what the two `--help` texts show. Each entry
 * names where the fact was checked: a path in github:helm/helm at v4.3.2, or a run of the 4.3.2
 * binary (scripts/extract-helm4-cli.ts records the deprecation notices it prints).
 */

export type Note = {en: string; es: string};
export type FlagNote = {
  replacement?: string;
  note: Note;
  source: string;
  /**
   * Values Helm 3 scripts write that Helm 4 still takes with a warning, and what to write instead
   * (`null`: leave the flag out). `''` is the flag without a value.
   */
  legacyValues?: Record<string, string | null>;
  /** Values Helm 3 took and Helm 4 rejects, and what to write instead (`null`: leave the flag out). */
  failingValues?: Record<string, string | null>;
  /** The flag has no Helm 4 spelling to write: the note says to drop it. */
  noReplacement?: boolean;
  /** Helm 3 took a path here and Helm 4 takes a name: a value with a `/` fails. */
  pathValue?: boolean;
};

const ROLLBACK_ON_FAILURE: FlagNote = {
  replacement: '--rollback-on-failure',
  note: {
    en: 'Same behaviour under a new name; it also turns on `--wait=watcher` when you give no `--wait`.',
    es: 'Hace lo mismo con otro nombre; además activa `--wait=watcher` si no indicas `--wait`.',
  },
  source: 'pkg/cmd/install.go:203-205 and pkg/cmd/upgrade.go:289-291 (MarkDeprecated "use --rollback-on-failure instead")',
};

const FORCE_REPLACE: FlagNote = {
  replacement: '--force-replace --server-side=false',
  note: {
    en: '`--force-replace` replaces each object whole (an HTTP PUT), as `--force` did; it does not delete it. Helm 4 refuses it with server-side apply, which every release it installs uses, so `--force-replace` alone fails from the second deploy on: add `--server-side=false` (the release then stays on client-side apply), or drop the flag.',
    es: '`--force-replace` sustituye cada objeto entero (un PUT de HTTP), como hacía `--force`; no lo borra. Helm 4 no lo admite junto con server-side apply, que usan todas las releases que instala, así que `--force-replace` sola falla desde el segundo despliegue: añade `--server-side=false` (la release se queda entonces con client-side apply) o quita la opción.',
  },
  source:
    'pkg/kube/client.go:830-831 ("cannot use server-side apply and force replace together") and 1138-1143 (helper.Replace); pkg/cmd/install.go:191, upgrade.go:286, rollback.go:95 (MarkDeprecated); run: the second `helm upgrade --install web ./web --force-replace` fails, with `--server-side=false` it succeeds',
};

const FORCE_TEMPLATE: FlagNote = {
  noReplacement: true,
  note: {
    en: '`helm template` changes nothing in the cluster, so forcing has no effect there: drop it.',
    es: '`helm template` no cambia nada en el clúster, así que forzar no tiene efecto: quítala.',
  },
  source: 'pkg/cmd/install.go:191 (template shares the install flags; MarkDeprecated "use --force-replace instead")',
};

const POST_RENDERER: FlagNote = {
  note: {
    en: 'Takes the name of an installed plugin of type `postrenderer/v1`, no longer the path of an executable: `--post-renderer ./kustomize.sh` fails with "not found". Wrap the script in a plugin (see the guide) and name the plugin.',
    es: 'Recibe el nombre de un plugin instalado de tipo `postrenderer/v1`, ya no la ruta de un ejecutable: `--post-renderer ./kustomize.sh` falla con "not found". Envuelve el script en un plugin (consulta la guía) y pasa el nombre del plugin.',
  },
  source:
    'pkg/cmd/flags.go:213-226 (postRendererString.Set looks the value up as a plugin name); run: `--post-renderer ./pr.sh` answers "plugin: {Name:./pr.sh Type:postrenderer/v1} not found"',
  pathValue: true,
};

const RECREATE_PODS: FlagNote = {
  note: {
    en: 'Gone: restart the workloads yourself (`kubectl rollout restart deployment/<name>`) or roll a Pod-template annotation from the chart.',
    es: 'Ya no existe: reinicia las cargas tú mismo (`kubectl rollout restart deployment/<name>`) o cambia una anotación de la plantilla del Pod desde el chart.',
  },
  source:
    'pkg/cmd/rollback.go and pkg/cmd/upgrade.go at v4.3.2 define no recreate-pods flag; the binary answers "unknown flag: --recreate-pods"',
};

const WAIT: FlagNote = {
  note: {
    en: "`--wait` alone waits with the `watcher` strategy; without it Helm waits for hooks only (`hookOnly`). `--wait=true` and `--wait=false` still work with a warning: write `--wait=watcher` or leave the flag out. `legacy` is Helm 3's polling.",
    es: '`--wait` sola espera con la estrategia `watcher`; sin ella, Helm solo espera a los hooks (`hookOnly`). `--wait=true` y `--wait=false` siguen funcionando con un aviso: escribe `--wait=watcher` o quita la opción. `legacy` es el sondeo de Helm 3.',
  },
  source: 'pkg/cmd/flags.go:58-101 (AddWaitFlag: default hookOnly, NoOptDefVal watcher, true and false accepted with a slog warning)',
  legacyValues: {true: '--wait=watcher', false: null},
};

const DRY_RUN: FlagNote = {
  note: {
    en: 'Name the mode: `--dry-run=client` renders without the cluster, `--dry-run=server` asks the API server, `--dry-run=none` runs for real. `--dry-run` alone and `true` or `false` still work, with a warning.',
    es: 'Indica el modo: `--dry-run=client` renderiza sin el clúster, `--dry-run=server` consulta al servidor de API y `--dry-run=none` ejecuta de verdad. `--dry-run` sola, `true` o `false` siguen funcionando, con un aviso.',
  },
  source:
    'pkg/cmd/helpers.go:29-80 (addDryRunFlag: default none, NoOptDefVal unset; cmdGetDryRunFlagStrategy warns on the bare flag and on booleans)',
  legacyValues: {'': '--dry-run=client', true: '--dry-run=client', false: '--dry-run=none'},
};

const SERVER_SIDE_INSTALL: Note = {
  en: "New releases are applied server-side; `--server-side=false` keeps Helm 3's client-side three-way merge.",
  es: 'Las releases nuevas se aplican en el servidor (server-side apply); `--server-side=false` conserva la fusión a tres bandas en el cliente de Helm 3.',
};

const SERVER_SIDE_AUTO: Note = {
  en: "`auto` keeps the method of the release's last revision, so a release that Helm 3 installed stays client-side until you pass `--server-side=true`.",
  es: '`auto` conserva el método de la última revisión de la release: una release que instaló Helm 3 sigue en el cliente hasta que pases `--server-side=true`.',
};

const FORCE_REPLACE_NEW: Note = {
  en: 'Refused together with server-side apply ("cannot use server-side apply and force replace together"): pair it with `--server-side=false`.',
  es: 'No se admite junto con server-side apply ("cannot use server-side apply and force replace together"): combínala con `--server-side=false`.',
};

const FORCE_CONFLICTS: Note = {
  en: 'With server-side apply, takes over fields that another field manager owns.',
  es: 'Con server-side apply, se queda con los campos que gestiona otro field manager.',
};

/** Keyed `<command>|<flag>`, the command as `helm upgrade` (`helm` for a global flag). */
export const FLAG_NOTES: Record<string, FlagNote> = {
  'helm install|atomic': ROLLBACK_ON_FAILURE,
  'helm upgrade|atomic': ROLLBACK_ON_FAILURE,
  'helm template|atomic': ROLLBACK_ON_FAILURE,
  'helm install|force': FORCE_REPLACE,
  'helm upgrade|force': FORCE_REPLACE,
  'helm template|force': FORCE_TEMPLATE,
  'helm install|post-renderer': POST_RENDERER,
  'helm upgrade|post-renderer': POST_RENDERER,
  'helm template|post-renderer': POST_RENDERER,
  'helm rollback|force': FORCE_REPLACE,
  'helm rollback|recreate-pods': RECREATE_PODS,
  'helm upgrade|recreate-pods': RECREATE_PODS,
  'helm template|validate': {
    replacement: '--dry-run=server',
    note: {
      en: 'Checks the rendered objects against the cluster, as `--validate` did.',
      es: 'Comprueba los objetos renderizados contra el clúster, como hacía `--validate`.',
    },
    source: 'pkg/cmd/template.go:209-210 (MarkDeprecated "use \'--dry-run=server\' instead")',
  },
  'helm list|all': {
    note: {
      en: 'Drop it: `helm list` shows releases in every state by default; `--deployed`, `--failed` and the other state flags narrow it.',
      es: 'Quítala: `helm list` muestra por defecto las releases en cualquier estado; `--deployed`, `--failed` y las demás opciones de estado la acotan.',
    },
    source: 'pkg/cmd/list.go:37-41 (listHelp: "By default, it lists all releases in any status") and 121-136 (no all flag)',
  },
  'helm repo add|no-update': {
    note: {
      en: 'Drop it: Helm 3 already ignored it. `--force-update` replaces an existing entry.',
      es: 'Quítala: Helm 3 ya la ignoraba. `--force-update` sustituye una entrada que exista.',
    },
    source: 'cmd/helm/repo_add.go:95 at v3.19.0 (ignored), pkg/cmd/repo_add.go:92-99 at v4.3.2 (no no-update flag)',
  },
  'helm status|show-desc': {
    note: {
      en: 'Drop it: `helm status` always prints the description.',
      es: 'Quítala: `helm status` siempre muestra la descripción.',
    },
    source: 'pkg/cmd/status.go:160 (prints DESCRIPTION unconditionally) and :100 (revision is its only own flag besides output)',
  },
  'helm status|show-resources': {
    note: {
      en: "Drop it: `helm status` always lists the release's resources.",
      es: 'Quítala: `helm status` siempre lista los recursos de la release.',
    },
    source: 'pkg/cmd/status.go:162-186 (prints RESOURCES whenever the release has any)',
  },
  'helm repo update|fail-on-repo-update-fail': {
    note: {
      en: 'Drop it: `helm repo update` now fails whenever a repository cannot be updated.',
      es: 'Quítala: `helm repo update` ahora falla siempre que no puede actualizar un repositorio.',
    },
    source: 'pkg/cmd/repo_update.go:144-151 (returns an error listing the repositories that failed)',
  },
  'helm template|hide-notes': {
    note: {
      en: '`helm template` never printed notes: drop it.',
      es: '`helm template` nunca mostró las notas: quítala.',
    },
    source: 'pkg/cmd/install.go:219 (MarkDeprecated "this flag has no effect for \'helm template\'")',
  },
  'helm template|render-subchart-notes': {
    note: {
      en: '`helm template` never printed notes: drop it.',
      es: '`helm template` nunca mostró las notas: quítala.',
    },
    source: 'pkg/cmd/install.go:226 (MarkDeprecated "this flag has no effect for \'helm template\'")',
  },
  'helm test|hide-notes': {
    note: {
      en: "Drop it: `helm test` never prints the chart's notes.",
      es: 'Quítala: `helm test` nunca muestra las notas del chart.',
    },
    source: 'pkg/cmd/release_testing.go:89-94 (statusPrinter with hideNotes: true)',
  },
  'helm version|client': {
    note: {
      en: 'Drop it: `helm version` only ever reported the client; Helm 3 kept the flag hidden for Helm 2 scripts.',
      es: 'Quítala: `helm version` solo informa del cliente; Helm 3 mantenía la opción oculta para los scripts de Helm 2.',
    },
    source: 'cmd/helm/version.go:76-77 at v3.19.0 (hidden, default true); pkg/cmd/version.go at v4.3.2 has no client flag',
  },
  'helm install|dry-run': DRY_RUN,
  'helm upgrade|dry-run': DRY_RUN,
  'helm template|dry-run': {
    note: {
      en: '`helm template` renders without the cluster (`client`) unless you write `--dry-run=server`. `--dry-run` alone and `true` still work, with a warning; `--dry-run=false` and `none` fail: drop the flag.',
      es: '`helm template` renderiza sin el clúster (`client`) salvo que escribas `--dry-run=server`. `--dry-run` sola y `true` siguen funcionando, con un aviso; `--dry-run=false` y `none` fallan: quita la opción.',
    },
    source:
      'pkg/cmd/helpers.go:45-72 (cmdGetDryRunFlagStrategy with isTemplate: invalid dry-run value ("false"). Must be "server" or "client")',
    legacyValues: {'': '--dry-run=client', true: '--dry-run=client'},
    failingValues: {false: null},
  },
  'helm rollback|dry-run': DRY_RUN,
  'helm install|wait': WAIT,
  'helm upgrade|wait': WAIT,
  'helm rollback|wait': WAIT,
  'helm uninstall|wait': WAIT,
  'helm template|wait': WAIT,
  'helm test|wait': WAIT,
  'helm install|server-side': {note: SERVER_SIDE_INSTALL, source: 'pkg/cmd/install.go:192 (default true)'},
  'helm template|server-side': {note: SERVER_SIDE_INSTALL, source: 'pkg/cmd/install.go:192 (template shares the install flags)'},
  'helm upgrade|server-side': {note: SERVER_SIDE_AUTO, source: 'pkg/cmd/upgrade.go:280 (default "auto")'},
  'helm rollback|server-side': {note: SERVER_SIDE_AUTO, source: 'pkg/cmd/rollback.go:89 (default "auto")'},
  'helm install|force-replace': {note: FORCE_REPLACE_NEW, source: 'pkg/kube/client.go:830-831'},
  'helm upgrade|force-replace': {note: FORCE_REPLACE_NEW, source: 'pkg/kube/client.go:830-831'},
  'helm rollback|force-replace': {note: FORCE_REPLACE_NEW, source: 'pkg/kube/client.go:830-831'},
  'helm install|force-conflicts': {note: FORCE_CONFLICTS, source: 'pkg/cmd/install.go:191'},
  'helm upgrade|force-conflicts': {note: FORCE_CONFLICTS, source: 'pkg/cmd/upgrade.go:279'},
  'helm rollback|force-conflicts': {note: FORCE_CONFLICTS, source: 'pkg/cmd/rollback.go:88'},
  'helm template|force-conflicts': {note: FORCE_CONFLICTS, source: 'pkg/cmd/install.go:191'},
  'helm plugin install|verify': {
    note: {
      en: 'On by default: a plugin from a Git repository, or an archive (`.tgz`) without its `.prov` signature beside it, fails unless you add `--verify=false`; a local folder installs without a check.',
      es: 'Activa por defecto: un plugin de un repositorio Git, o un archivo (`.tgz`) sin su firma `.prov` al lado, falla salvo que añadas `--verify=false`; una carpeta local se instala sin comprobación.',
    },
    source:
      'pkg/cmd/plugin_install.go:85 (default true); internal/plugin/installer/vcs_installer.go has no SupportsVerification; run: a .tgz without .prov answers "plugin verification failed: no provenance file (.prov) found"',
  },
};

/** A command whose arguments Helm 4 reads differently, keyed by its path. */
export const ARGUMENT_NOTES: Record<string, {note: Note; source: string}> = {
  'helm registry login': {
    note: {
      en: 'Takes a registry host only (`ghcr.io`, `localhost:5000`): a repository path (`ghcr.io/acme`), `oci://` or `https://` fails with "invalid reference". Log in to the host; the login covers every repository on it.',
      es: 'Solo admite el host del registro (`ghcr.io`, `localhost:5000`): una ruta de repositorio (`ghcr.io/acme`), `oci://` o `https://` falla con "invalid reference". Inicia sesión en el host; la sesión vale para todos sus repositorios.',
    },
    source:
      'pkg/registry/client.go:235 (warns "only supports registry hostname"); run: `helm registry login ghcr.io/acme` answers "invalid reference: invalid registry ghcr.io/acme"',
  },
};

export const COMMAND_NOTES: Record<string, {replacement?: string; note: Note; source: string}> = {
  'helm plugin package': {
    note: {
      en: 'Packs a plugin folder into a `.tgz` and signs it (`--sign=false` skips the signature).',
      es: 'Empaqueta una carpeta de plugin en un `.tgz` y lo firma (`--sign=false` omite la firma).',
    },
    source: 'pkg/cmd/plugin_package.go:57-72',
  },
  'helm plugin verify': {
    note: {
      en: 'Checks a packaged plugin against its `.prov` signature and your keyring.',
      es: 'Comprueba un plugin empaquetado con su firma `.prov` y tu anillo de claves.',
    },
    source: 'pkg/cmd/plugin_verify.go:54-55',
  },
};

/**
 * Go packages of `helm.sh/helm/v3` that live elsewhere in `helm.sh/helm/v4`, checked with
 * `git ls-tree` at v3.19.0 and v4.3.2. `null`: no public package in v4 (moved under internal/).
 * Every other v3 package keeps its path under the v4 module.
 */
export const GO_PACKAGES: Record<string, string | null> = {
  'pkg/chart': 'pkg/chart/v2',
  'pkg/chart/loader': 'pkg/chart/v2/loader',
  'pkg/chartutil': 'pkg/chart/v2/util',
  'pkg/lint': 'pkg/chart/v2/lint',
  'pkg/lint/rules': 'pkg/chart/v2/lint/rules',
  'pkg/lint/support': 'pkg/chart/v2/lint/support',
  'pkg/release': 'pkg/release/v1',
  'pkg/releaseutil': 'pkg/release/v1/util',
  'pkg/repo': 'pkg/repo/v1',
  'pkg/repo/repotest': 'pkg/repo/v1/repotest',
  'pkg/postrender': 'pkg/postrenderer',
  'pkg/plugin': null,
  'pkg/plugin/cache': null,
  'pkg/plugin/installer': null,
  'pkg/time': null,
  'pkg/time/ctime': null,
};
