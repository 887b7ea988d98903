/**
 * The executable case of each readiness-checker rule (src/data/helm4/checker.json, keyed
 * `<command>|<flag>`), run by helm4-rules.test.ts: a Helm 3.19 line the checker flags, what Helm 4.3.2
 * prints for it, and the line the checker offers instead. Commands run in a folder holding the chart
 * `web` (helm create), `kustomize.sh`, the post-renderer plugin `pass-through`, the legacy plugin
 * `plugins/hello` and its archive `hello-0.1.0.tgz`, with the chart repository `local` added.
 * Besides `instead`, the test builds the line the checker itself offers from its data and runs it.
 */
export type RuleCase = {
  rule: string;
  /** Run with Helm 3.19.0, which must succeed (unless `helm3Runs` is false: why is in `because`). */
  helm3: string;
  helm3Runs?: false;
  because?: string;
  /** Run with Helm 4.3.2 (by default the Helm 3 line, on another release where it installs). */
  helm4?: string;
  fails?: true;
  /** What Helm 4 prints. */
  message: RegExp;
  /** What the checker offers, run with Helm 4; `twice` runs it again, as the next deploy would. */
  instead?: string;
  twice?: true;
  setup?: {v: 3 | 4; args: string}[];
};

const deprecated = (flag: string, instead: string) => new RegExp(`Flag --${flag} has been deprecated, use ${instead} instead`);
const unknown = (flag: string) => new RegExp(`unknown flag: --${flag}`);
const WAIT_TRUE = /--wait=true is deprecated \(boolean value\) and can be replaced with --wait=watcher/;
const WAIT_FALSE = /--wait=false is deprecated/;
const DRY_BARE = /--dry-run is deprecated and should be replaced with '--dry-run=client'/;
const DRY_TRUE = /boolean '--dry-run=true' flag is deprecated and must be replaced with '--dry-run=client'/;
const POST_RENDERER = /plugin: \{Name:\.\/kustomize\.sh Type:postrenderer\/v1\} not found/;

export const RULE_CASES: RuleCase[] = [
  // install
  {
    rule: 'helm install|atomic',
    helm3: 'install i-atomic3 ./web --atomic',
    helm4: 'install i-atomic4 ./web --atomic',
    message: deprecated('atomic', '--rollback-on-failure'),
    instead: 'install i-atomic5 ./web --rollback-on-failure',
  },
  {
    rule: 'helm install|force',
    helm3: 'install i-force3 ./web --force',
    helm4: 'install i-force4 ./web --force',
    message: deprecated('force', '--force-replace'),
    instead: 'upgrade --install i-force5 ./web --force-replace --server-side=false',
    twice: true,
  },
  {
    rule: 'helm install|wait',
    helm3: 'install i-wait3 ./web --wait=true',
    helm4: 'install i-wait4 ./web --wait=true',
    message: WAIT_TRUE,
    instead: 'install i-wait5 ./web --wait=watcher',
  },
  {
    rule: 'helm install|dry-run',
    helm3: 'install i-dry ./web --dry-run',
    message: DRY_BARE,
    instead: 'install i-dry ./web --dry-run=client',
  },
  {
    rule: 'helm install|post-renderer',
    helm3: 'install i-pr3 ./web --post-renderer ./kustomize.sh',
    helm4: 'install i-pr4 ./web --post-renderer ./kustomize.sh',
    fails: true,
    message: POST_RENDERER,
    setup: [{v: 4, args: 'plugin install ./pass-through'}],
    instead: 'upgrade --install i-pr5 ./web --post-renderer pass-through',
    twice: true,
  },
  // upgrade
  {
    rule: 'helm upgrade|atomic',
    helm3: 'upgrade --install u-atomic3 ./web --atomic',
    helm4: 'upgrade --install u-atomic4 ./web --atomic',
    message: deprecated('atomic', '--rollback-on-failure'),
    instead: 'upgrade --install u-atomic5 ./web --rollback-on-failure',
    twice: true,
  },
  {
    rule: 'helm upgrade|force',
    helm3: 'upgrade --install u-force3 ./web --force',
    helm4: 'upgrade --install u-force4 ./web --force',
    message: deprecated('force', '--force-replace'),
    instead: 'upgrade --install u-force5 ./web --force-replace --server-side=false',
    twice: true,
  },
  {
    rule: 'helm upgrade|wait',
    helm3: 'upgrade --install u-wait3 ./web --wait=false',
    helm4: 'upgrade --install u-wait4 ./web --wait=false',
    message: WAIT_FALSE,
    instead: 'upgrade --install u-wait5 ./web',
    twice: true,
  },
  {
    rule: 'helm upgrade|dry-run',
    helm3: 'upgrade --install u-dry ./web --dry-run=true',
    message: DRY_TRUE,
    instead: 'upgrade --install u-dry ./web --dry-run=client',
  },
  {
    rule: 'helm upgrade|post-renderer',
    helm3: 'upgrade --install u-pr3 ./web --post-renderer=./kustomize.sh',
    helm4: 'upgrade --install u-pr4 ./web --post-renderer=./kustomize.sh',
    fails: true,
    message: POST_RENDERER,
    instead: 'upgrade --install u-pr5 ./web --post-renderer=pass-through',
    twice: true,
  },
  {
    rule: 'helm upgrade|recreate-pods',
    helm3: 'upgrade --install u-rp ./web --recreate-pods',
    fails: true,
    message: unknown('recreate-pods'),
    instead: 'upgrade --install u-rp ./web',
    twice: true,
  },
  // rollback: each on a release of two revisions made by both Helms
  {
    rule: 'helm rollback|force',
    setup: [
      {v: 3, args: 'install r-force ./web'},
      {v: 3, args: 'upgrade r-force ./web'},
    ],
    helm3: 'rollback r-force 1 --force',
    message: deprecated('force', '--force-replace'),
    instead: 'rollback r-force 1 --force-replace --server-side=false',
    twice: true,
  },
  {
    rule: 'helm rollback|wait',
    setup: [
      {v: 3, args: 'install r-wait ./web'},
      {v: 3, args: 'upgrade r-wait ./web'},
    ],
    helm3: 'rollback r-wait 1 --wait=true',
    message: WAIT_TRUE,
    instead: 'rollback r-wait 1 --wait=watcher',
    twice: true,
  },
  {
    rule: 'helm rollback|dry-run',
    setup: [
      {v: 3, args: 'install r-dry ./web'},
      {v: 3, args: 'upgrade r-dry ./web'},
    ],
    helm3: 'rollback r-dry 1 --dry-run',
    message: DRY_BARE,
    instead: 'rollback r-dry 1 --dry-run=client',
  },
  {
    rule: 'helm rollback|recreate-pods',
    setup: [
      {v: 3, args: 'install r-rp ./web'},
      {v: 3, args: 'upgrade r-rp ./web'},
    ],
    helm3: 'rollback r-rp 1 --recreate-pods',
    fails: true,
    message: unknown('recreate-pods'),
    instead: 'rollback r-rp 1',
    twice: true,
  },
  // template
  {
    rule: 'helm template|atomic',
    helm3: 'template web ./web --atomic',
    message: deprecated('atomic', '--rollback-on-failure'),
    instead: 'template web ./web --rollback-on-failure',
  },
  {
    rule: 'helm template|force',
    helm3: 'template web ./web --force',
    message: deprecated('force', '--force-replace'),
    instead: 'template web ./web',
  },
  {
    rule: 'helm template|hide-notes',
    helm3: 'template web ./web --hide-notes',
    message: /Flag --hide-notes has been deprecated, this flag has no effect for 'helm template'/,
    instead: 'template web ./web',
  },
  {
    rule: 'helm template|render-subchart-notes',
    helm3: 'template web ./web --render-subchart-notes',
    message: /Flag --render-subchart-notes has been deprecated, this flag has no effect/,
    instead: 'template web ./web',
  },
  {
    rule: 'helm template|validate',
    helm3: 'template web ./web --validate',
    message: /Flag --validate has been deprecated, use '--dry-run=server' instead/,
    instead: 'template web ./web --dry-run=server',
  },
  {
    rule: 'helm template|dry-run',
    helm3: 'template web ./web --dry-run=false',
    fails: true,
    message: /invalid dry-run value \("false"\)/,
    instead: 'template web ./web',
  },
  {
    rule: 'helm template|post-renderer',
    helm3: 'template web ./web --post-renderer ./kustomize.sh',
    fails: true,
    message: POST_RENDERER,
    instead: 'template web ./web --post-renderer pass-through',
  },
  {rule: 'helm template|wait', helm3: 'template web ./web --wait=true', message: WAIT_TRUE, instead: 'template web ./web --wait=watcher'},
  // the rest
  {rule: 'helm list|all', helm3: 'list --all', fails: true, message: unknown('all'), instead: 'list'},
  {
    rule: 'helm repo add|no-update',
    helm3: 'repo add again "$REPO" --no-update',
    fails: true,
    message: unknown('no-update'),
    instead: 'repo add again "$REPO"',
  },
  {
    rule: 'helm repo update|fail-on-repo-update-fail',
    helm3: 'repo update --fail-on-repo-update-fail',
    fails: true,
    message: unknown('fail-on-repo-update-fail'),
    instead: 'repo update',
  },
  {
    rule: 'helm status|show-desc',
    setup: [{v: 3, args: 'install s-desc ./web'}],
    helm3: 'status s-desc --show-desc',
    fails: true,
    message: unknown('show-desc'),
    instead: 'status s-desc',
  },
  {
    rule: 'helm status|show-resources',
    setup: [{v: 3, args: 'install s-res ./web'}],
    helm3: 'status s-res --show-resources',
    fails: true,
    message: unknown('show-resources'),
    instead: 'status s-res',
  },
  {
    rule: 'helm test|hide-notes',
    setup: [{v: 3, args: 'install t-notes ./web'}],
    helm3: 'test t-notes --hide-notes',
    fails: true,
    message: unknown('hide-notes'),
    instead: 'test t-notes',
  },
  {
    rule: 'helm uninstall|wait',
    setup: [
      {v: 3, args: 'install x-wait3 ./web'},
      {v: 3, args: 'install x-wait4 ./web'},
      {v: 3, args: 'install x-wait5 ./web'},
      {v: 3, args: 'install x-wait4-offered ./web'},
    ],
    helm3: 'uninstall x-wait3 --wait=true',
    helm4: 'uninstall x-wait4 --wait=true',
    message: WAIT_TRUE,
    instead: 'uninstall x-wait5 --wait=watcher',
  },
  {rule: 'helm version|client', helm3: 'version --client', fails: true, message: unknown('client'), instead: 'version'},
  {
    rule: 'helm registry login|',
    helm3: 'registry login 127.0.0.1:1/charts -u me -p secret',
    helm3Runs: false,
    because: 'Helm 3 would connect to a registry, and this test starts none; Helm 4 fails before connecting',
    fails: true,
    message: /invalid reference: invalid registry "127\.0\.0\.1:1\/charts"/,
  },
  {
    rule: 'helm plugin install|verify',
    helm3: 'plugin install ./hello-0.1.0.tgz',
    helm3Runs: false,
    because: 'Helm 3.19 installs an archive only from a URL ("expected plugin to be a folder" for a local one)',
    fails: true,
    message: /plugin verification failed: no provenance file \(\.prov\) found/,
    instead: 'plugin install ./hello-0.1.0.tgz --verify=false',
  },
];
