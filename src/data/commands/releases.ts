// Commands that inspect and manage installed releases (install and upgrade live in install.ts).
import {cleanupOnFail, flag, help, hideNotes, historyMax, noHooks, output, revision, timeout, wait, waitForJobs, withText} from './flags';
import type {Command, RelatedLink} from './types';

const usingHelm: RelatedLink = {doc: '../intro/using_helm.md', label: {en: 'Using Helm', es: 'Usar Helm'}};
const hooksTopic: RelatedLink = {doc: '../topics/charts_hooks.md', label: {en: 'Chart hooks', es: 'Hooks de charts'}};
const glossaryRelease: RelatedLink = {
  doc: '../glossary/index.md',
  label: {en: 'Glossary: release, revision, manifest', es: 'Glosario: release, revisión, manifiesto'},
};

const getIntro = {
  en: 'RELEASE_NAME is looked up in the current namespace, so add `-n` when the release lives elsewhere. By default the latest revision is shown; `--revision` reads an older one, which is how you compare what changed between two deployments.',
  es: 'RELEASE_NAME se busca en el namespace actual, así que añade `-n` si la release está en otro. Por defecto se muestra la última revisión; `--revision` lee una anterior, y así puedes comparar qué cambió entre dos despliegues.',
};

export const releaseCommands: Command[] = [
  {
    path: 'helm get',
    use: 'get',
    aliases: [],
    args: 'none',
    group: 'releases',
    summary: {
      en: 'Read what Helm stored for an installed release: values, manifest, hooks, notes, metadata.',
      es: 'Lee lo que Helm guardó de una release instalada: valores, manifiesto, hooks, notas y metadatos.',
    },
    description: {
      en: [
        'Every revision of a release is stored in the cluster with everything Helm used to produce it. The `helm get` subcommands read those records back: [values](./helm_get_values.md) for the values you supplied, [manifest](./helm_get_manifest.md) for the rendered objects, [hooks](./helm_get_hooks.md) for the hook objects, [notes](./helm_get_notes.md) for the rendered usage notes, [metadata](./helm_get_metadata.md) for chart, version and status, and [all](./helm_get_all.md) for everything.',
        "They show what Helm *intended*, not the live state: if someone edited an object with `kubectl`, the manifest still shows the chart's version. That makes them the right tool for answering “what did we deploy, and with which settings?”, and a good base for comparing against the cluster. For charts that are not installed, use [helm show](./helm_show.md) instead.",
      ],
      es: [
        'Cada revisión de una release se guarda en el clúster con todo lo que Helm usó para producirla. Los subcomandos de `helm get` leen de nuevo esos datos: [values](./helm_get_values.md) para los valores que proporcionaste, [manifest](./helm_get_manifest.md) para los objetos renderizados, [hooks](./helm_get_hooks.md) para los objetos de hooks, [notes](./helm_get_notes.md) para las notas de uso renderizadas, [metadata](./helm_get_metadata.md) para el chart, la versión y el estado, y [all](./helm_get_all.md) para todo.',
        'Muestran lo que Helm *pretendía*, no el estado real: si alguien editó un objeto con `kubectl`, el manifiesto sigue mostrando la versión del chart. Por eso son la herramienta adecuada para responder «¿qué desplegamos y con qué ajustes?», y una buena base para comparar con el clúster. Para charts que no están instalados, usa [helm show](./helm_show.md).',
      ],
    },
    examples: [
      {
        id: 'what-was-deployed',
        title: {en: 'Find out what was deployed', es: 'Averiguar qué se desplegó'},
        intro: {
          en: 'Check the values and the chart version behind the release `orders`:',
          es: 'Consulta los valores y la versión del chart que hay detrás de la release `orders`:',
        },
        given: 'helm install orders ./orders -n shop --create-namespace',
        code: 'helm get values orders -n shop\nhelm get metadata orders -n shop',
      },
    ],
    flags: [help],
    related: [usingHelm, glossaryRelease],
  },
  {
    path: 'helm get all',
    use: 'all RELEASE_NAME',
    aliases: [],
    args: 'exactly 1',
    group: 'releases',
    summary: {
      en: 'Print everything Helm stored for a release revision.',
      es: 'Muestra todo lo que Helm guardó de una revisión de una release.',
    },
    description: {
      en: [
        'Prints the full record of one revision in a single, human-readable document: the status lines, the chart metadata, the user-supplied values, the computed values (defaults merged with yours), the hooks, the manifest and the notes. It is the quickest way to attach complete information about a release to a bug report or an incident ticket.',
        getIntro.en,
        "For scripts, `--template` takes a Go template that receives the release record as `.Release`, so you can print exactly the fields you need, such as `{{ .Release.Info.Status }}`. Field names follow Helm's release structure, with the chart under `.Release.Chart.Metadata` and the supplied values under `.Release.Config`.",
      ],
      es: [
        'Muestra todos los datos de una revisión en un único documento legible: las líneas de estado, los metadatos del chart, los valores proporcionados, los valores calculados (los valores por defecto fusionados con los tuyos), los hooks, el manifiesto y las notas. Es la forma más rápida de adjuntar información completa sobre una release a un informe de error o a un ticket de incidencia.',
        getIntro.es,
        'Para scripts, `--template` recibe una plantilla de Go que obtiene los datos de la release como `.Release`, así que puedes mostrar exactamente los campos que necesitas, como `{{ .Release.Info.Status }}`. Los nombres de campo siguen la estructura de release de Helm, con el chart en `.Release.Chart.Metadata` y los valores proporcionados en `.Release.Config`.',
      ],
    },
    examples: [
      {
        id: 'attach',
        title: {en: 'Save a release record for an incident', es: 'Guardar los datos de una release para una incidencia'},
        intro: {
          en: 'Write the record of revision 3 to a file you can attach to the ticket:',
          es: 'Escribe en un archivo los datos de la revisión 3 para adjuntarlo al ticket:',
        },
        given:
          'helm install orders ./orders -n shop --create-namespace\nhelm upgrade orders ./orders -n shop\nhelm upgrade orders ./orders -n shop',
        code: 'helm get all orders -n shop --revision 3 > orders-rev3.txt',
      },
      {
        id: 'template',
        title: {en: 'Print selected fields', es: 'Mostrar campos concretos'},
        intro: {
          en: 'Print the chart version and status of the latest revision on one line:',
          es: 'Muestra en una línea la versión del chart y el estado de la última revisión:',
        },
        given: 'helm install orders ./orders -n shop --create-namespace',
        code: "helm get all orders -n shop --template '{{ .Release.Chart.Metadata.Version }} {{ .Release.Info.Status }}'",
        output: '0.1.0 deployed',
      },
    ],
    flags: [
      help,
      revision,
      flag({
        name: 'template',
        type: 'string',
        def: '',
        text: {
          en: 'Go template used to format the output; the release record is available as `.Release`.',
          es: 'Plantilla de Go con la que se da formato a la salida; los datos de la release están disponibles como `.Release`.',
        },
      }),
    ],
    related: [glossaryRelease],
  },
  {
    path: 'helm get hooks',
    use: 'hooks RELEASE_NAME',
    aliases: [],
    args: 'exactly 1',
    group: 'releases',
    summary: {
      en: 'Print the hook objects of a release revision.',
      es: 'Muestra los objetos de hooks de una revisión de una release.',
    },
    description: {
      en: [
        'Prints the rendered [hooks](../topics/charts_hooks.md) of a revision, such as migration Jobs or test Pods, each as a YAML document preceded by a `# Source:` comment with its template path. Hooks are kept apart from the main manifest, so [helm get manifest](./helm_get_manifest.md) does not show them.',
        getIntro.en,
        'Use it when a hook misbehaves: the output shows the exact Job or Pod definition Helm created, including the `helm.sh/hook`, `helm.sh/hook-weight` and `helm.sh/hook-delete-policy` annotations that decide when it ran and whether it was cleaned up afterwards.',
      ],
      es: [
        'Muestra los [hooks](../topics/charts_hooks.md) renderizados de una revisión, como Jobs de migración o Pods de prueba, cada uno como un documento YAML precedido de un comentario `# Source:` con la ruta de su plantilla. Los hooks se guardan aparte del manifiesto principal, así que [helm get manifest](./helm_get_manifest.md) no los muestra.',
        getIntro.es,
        'Úsalo cuando un hook se comporta mal: la salida muestra la definición exacta del Job o del Pod que creó Helm, incluidas las anotaciones `helm.sh/hook`, `helm.sh/hook-weight` y `helm.sh/hook-delete-policy` que deciden cuándo se ejecutó y si se limpió después.',
      ],
    },
    examples: [
      {
        id: 'hooks',
        title: {en: 'List the hooks of a release', es: 'Listar los hooks de una release'},
        intro: {
          en: 'Show only the source lines, to see at a glance which hook templates a release has:',
          es: 'Muestra solo las líneas de origen para ver de un vistazo qué plantillas de hooks tiene una release:',
        },
        given: 'helm install orders ./orders -n shop --create-namespace',
        code: "helm get hooks orders -n shop | grep '^# Source:'",
        output: '# Source: orders/templates/tests/test-connection.yaml',
      },
    ],
    flags: [help, revision],
    related: [hooksTopic, {doc: '../topics/chart_tests.md', label: {en: 'Chart tests', es: 'Pruebas de charts'}}],
  },
  {
    path: 'helm get manifest',
    use: 'manifest RELEASE_NAME',
    aliases: [],
    args: 'exactly 1',
    group: 'releases',
    summary: {
      en: 'Print the rendered Kubernetes manifest of a release revision.',
      es: 'Muestra el manifiesto de Kubernetes renderizado de una revisión de una release.',
    },
    description: {
      en: [
        'Prints the [manifest](../glossary/index.md#manifest) that Helm applied for a revision: every object the chart rendered with the values of that revision, as a stream of YAML documents, each preceded by a `# Source:` comment. Hooks are not included; see [helm get hooks](./helm_get_hooks.md).',
        getIntro.en,
        "Because this is what Helm believes it deployed, piping it into `kubectl diff` reveals drift: changes made to the live objects behind Helm's back. Comparing the manifests of two revisions shows what an upgrade really changed, which is often clearer than reading a chart's changelog.",
      ],
      es: [
        'Muestra el [manifiesto](../glossary/index.md#manifest) que Helm aplicó en una revisión: todos los objetos que renderizó el chart con los valores de esa revisión, como una secuencia de documentos YAML, cada uno precedido de un comentario `# Source:`. No incluye los hooks; consulta [helm get hooks](./helm_get_hooks.md).',
        getIntro.es,
        'Como es lo que Helm cree haber desplegado, pasarlo a `kubectl diff` revela la deriva: los cambios hechos en los objetos reales a espaldas de Helm. Comparar los manifiestos de dos revisiones muestra qué cambió de verdad una actualización, algo a menudo más claro que leer el historial de cambios de un chart.',
      ],
    },
    examples: [
      {
        id: 'drift',
        title: {en: 'Detect manual changes in the cluster', es: 'Detectar cambios manuales en el clúster'},
        intro: {
          en: 'Compare what Helm deployed with the live objects; an empty result means no drift:',
          es: 'Compara lo que desplegó Helm con los objetos reales; un resultado vacío significa que no hay deriva:',
        },
        given: 'helm install orders ./orders -n shop --create-namespace',
        code: 'helm get manifest orders -n shop | kubectl diff -n shop -f -',
      },
      {
        id: 'compare-revisions',
        title: {en: 'See what an upgrade changed', es: 'Ver qué cambió una actualización'},
        intro: {
          en: 'Diff the manifests of revisions 1 and 2:',
          es: 'Compara los manifiestos de las revisiones 1 y 2:',
        },
        given: 'helm install orders ./orders -n shop --create-namespace\nhelm upgrade orders ./orders -n shop',
        code: 'diff <(helm get manifest orders -n shop --revision 1) \\\n     <(helm get manifest orders -n shop --revision 2)',
      },
    ],
    flags: [help, revision],
    related: [
      glossaryRelease,
      {doc: '../topics/kubernetes_apis.md', label: {en: 'Deprecated Kubernetes APIs', es: 'APIs de Kubernetes obsoletas'}},
    ],
  },
  {
    path: 'helm get metadata',
    use: 'metadata RELEASE_NAME',
    aliases: [],
    args: 'exactly 1',
    group: 'releases',
    summary: {
      en: "Print a release's chart, version, status and deployment time.",
      es: 'Muestra el chart, la versión, el estado y la fecha de despliegue de una release.',
    },
    description: {
      en: [
        'Prints the facts about a revision without its contents: release name, chart name and version, app version, chart annotations, dependencies, namespace, revision number, status and when it was deployed. It is the compact answer to “which chart version is running here?”, and the JSON and YAML outputs make it easy to collect that information from many releases in an inventory script.',
        getIntro.en,
      ],
      es: [
        'Muestra los datos de una revisión sin su contenido: nombre de la release, nombre y versión del chart, versión de la aplicación, anotaciones del chart, dependencias, namespace, número de revisión, estado y fecha de despliegue. Es la respuesta compacta a «¿qué versión del chart está funcionando aquí?», y las salidas JSON y YAML facilitan recoger esos datos de muchas releases en un script de inventario.',
        getIntro.es,
      ],
    },
    examples: [
      {
        id: 'table',
        title: {en: 'Show the metadata', es: 'Ver los metadatos'},
        intro: {en: 'For a release of the example chart:', es: 'Para una release del chart de ejemplo:'},
        given:
          'helm repo add examples https://helm.github.io/examples\nhelm install hello examples/hello-world -n demo --create-namespace --set replicaCount=2',
        code: 'helm get metadata hello -n demo',
        outro: {
          en: 'Each field is printed on its own line as `NAME: value`: here `CHART: hello-world`, `VERSION: 0.1.0`, `APP_VERSION: 1.16.0`, the namespace, revision and status, and a `DEPLOYED_AT` timestamp.',
          es: 'Cada campo aparece en su propia línea como `NOMBRE: valor`: aquí `CHART: hello-world`, `VERSION: 0.1.0`, `APP_VERSION: 1.16.0`, el namespace, la revisión y el estado, y una marca de tiempo `DEPLOYED_AT`.',
        },
      },
      {
        id: 'inventory',
        title: {en: 'Feed an inventory', es: 'Alimentar un inventario'},
        intro: {
          en: 'Emit JSON and keep the fields you need with `jq`:',
          es: 'Genera JSON y quédate con los campos que necesitas usando `jq`:',
        },
        given:
          'helm repo add examples https://helm.github.io/examples\nhelm install hello examples/hello-world -n demo --create-namespace --set replicaCount=2',
        code: "helm get metadata hello -n demo -o json | jq -r '[.name, .chart, .version] | @tsv'",
      },
    ],
    flags: [help, output, revision],
    related: [glossaryRelease],
  },
  {
    path: 'helm get notes',
    use: 'notes RELEASE_NAME',
    aliases: [],
    args: 'exactly 1',
    group: 'releases',
    summary: {
      en: 'Print the usage notes a chart rendered for a release.',
      es: 'Muestra las notas de uso que un chart renderizó para una release.',
    },
    description: {
      en: [
        "Prints the notes produced from the chart's `templates/NOTES.txt` when the revision was deployed: typically how to reach the application, where to find a generated password, or what to do next. Install and upgrade print them once; this command brings them back later, for example after `--hide-notes` or when a colleague installed the release.",
        getIntro.en,
        'A chart without a `NOTES.txt` prints nothing. How to write good notes is covered in [the NOTES.txt guide](../chart_template_guide/notes_files.md).',
      ],
      es: [
        'Muestra las notas que se generaron a partir de `templates/NOTES.txt` del chart al desplegar la revisión: normalmente cómo acceder a la aplicación, dónde encontrar una contraseña generada o qué hacer a continuación. Install y upgrade las muestran una vez; este comando las recupera más tarde, por ejemplo después de usar `--hide-notes` o cuando un compañero instaló la release.',
        getIntro.es,
        'Un chart sin `NOTES.txt` no muestra nada. Cómo escribir buenas notas se explica en [la guía de NOTES.txt](../chart_template_guide/notes_files.md).',
      ],
    },
    examples: [
      {
        id: 'notes',
        title: {en: 'Read the notes again', es: 'Volver a leer las notas'},
        intro: {
          en: 'Print the notes of the latest revision; the text follows a `NOTES:` heading:',
          es: 'Muestra las notas de la última revisión; el texto aparece tras el encabezado `NOTES:`:',
        },
        given: 'helm install orders ./orders -n shop --create-namespace',
        code: 'helm get notes orders -n shop',
      },
    ],
    flags: [help, revision],
    related: [{doc: '../chart_template_guide/notes_files.md', label: {en: 'Creating a NOTES.txt file', es: 'Crear un archivo NOTES.txt'}}],
  },
  {
    path: 'helm get values',
    use: 'values RELEASE_NAME',
    aliases: [],
    args: 'exactly 1',
    group: 'releases',
    summary: {
      en: 'Print the values a release revision was deployed with.',
      es: 'Muestra los valores con los que se desplegó una revisión de una release.',
    },
    description: {
      en: [
        "By default prints only the values that were supplied for the revision, through `-f` files and `--set` flags, under a `USER-SUPPLIED VALUES:` heading. With `--all` it prints the computed values instead: the chart's defaults merged with yours, exactly as the templates saw them.",
        getIntro.en,
        'Two tasks come up again and again. Before an upgrade, save the current values with `-o yaml` and pass the file back with `-f`, so the upgrade does not silently drop settings (see [how helm upgrade treats values](./helm_upgrade.md#values-on-upgrade)). And when a release behaves unexpectedly, `--all` shows whether a setting had the value you assumed. Values may contain secrets, so treat the output with care.',
      ],
      es: [
        'Por defecto muestra solo los valores proporcionados para la revisión, mediante archivos `-f` y opciones `--set`, bajo el encabezado `USER-SUPPLIED VALUES:`. Con `--all` muestra en su lugar los valores calculados: los valores por defecto del chart fusionados con los tuyos, tal como los vieron las plantillas.',
        getIntro.es,
        'Hay dos tareas que se repiten. Antes de una actualización, guarda los valores actuales con `-o yaml` y vuelve a pasar el archivo con `-f`, para que la actualización no descarte ajustes sin avisar (consulta [cómo trata helm upgrade los valores](./helm_upgrade.md#values-on-upgrade)). Y cuando una release se comporta de forma inesperada, `--all` muestra si un ajuste tenía el valor que suponías. Los valores pueden contener secretos, así que trata la salida con cuidado.',
      ],
    },
    examples: [
      {
        id: 'user-values',
        title: {en: 'Show the supplied values', es: 'Ver los valores proporcionados'},
        intro: {
          en: 'For the release installed with `--set replicaCount=2`:',
          es: 'Para la release instalada con `--set replicaCount=2`:',
        },
        given:
          'helm repo add examples https://helm.github.io/examples\nhelm install hello examples/hello-world -n demo --create-namespace --set replicaCount=2',
        code: 'helm get values hello -n demo',
        output: 'USER-SUPPLIED VALUES:\nreplicaCount: 2',
      },
      {
        id: 'save',
        title: {en: 'Save the values before an upgrade', es: 'Guardar los valores antes de actualizar'},
        intro: {
          en: 'Write plain YAML (no heading) and reuse it in the upgrade:',
          es: 'Escribe YAML sin encabezado y reutilízalo en la actualización:',
        },
        given:
          'helm repo add examples https://helm.github.io/examples\nhelm install hello examples/hello-world -n demo --create-namespace --set replicaCount=2',
        code: 'helm get values hello -n demo -o yaml > hello-current.yaml\nhelm upgrade hello examples/hello-world -n demo -f hello-current.yaml',
      },
    ],
    flags: [
      flag({
        name: 'all',
        short: 'a',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Print the computed values (chart defaults merged with the supplied ones) instead of only the supplied ones.',
          es: 'Muestra los valores calculados (los valores por defecto del chart fusionados con los proporcionados) en lugar de solo los proporcionados.',
        },
      }),
      help,
      output,
      revision,
    ],
    related: [{doc: '../chart_template_guide/values_files.md', label: {en: 'Values files', es: 'Archivos de valores'}}, usingHelm],
  },
  {
    path: 'helm history',
    use: 'history RELEASE_NAME',
    aliases: ['hist'],
    args: 'exactly 1',
    group: 'releases',
    summary: {
      en: 'List the revisions of a release, with their status and description.',
      es: 'Lista las revisiones de una release, con su estado y su descripción.',
    },
    description: {
      en: [
        'Prints one row per stored [revision](../glossary/index.md#revision) of a release: its number, when it was deployed, its status, the chart and app version, and a description. Exactly one revision is normally `deployed`; older successful ones are `superseded`, and a revision whose install or upgrade went wrong is `failed`, with the error in the description.',
        'Reach for it before a [rollback](./helm_rollback.md), to pick the revision to return to, and when investigating an incident, to see when the release last changed and what failed. Descriptions set with `--description` on install or upgrade make the history much more useful.',
        'Helm keeps a limited number of revisions per release (see `--history-max` of [helm upgrade](./helm_upgrade.md)), so very old ones may be gone. `--max` limits the output to the newest rows, still listed oldest first.',
      ],
      es: [
        'Muestra una fila por cada [revisión](../glossary/index.md#revision) guardada de una release: su número, cuándo se desplegó, su estado, el chart y la versión de la aplicación, y una descripción. Normalmente hay exactamente una revisión `deployed`; las anteriores que salieron bien están `superseded`, y una revisión cuya instalación o actualización salió mal está `failed`, con el error en la descripción.',
        'Recurre a él antes de un [rollback](./helm_rollback.md), para elegir la revisión a la que volver, y al investigar una incidencia, para ver cuándo cambió la release por última vez y qué falló. Las descripciones fijadas con `--description` al instalar o actualizar hacen el historial mucho más útil.',
        'Helm conserva un número limitado de revisiones por release (consulta `--history-max` de [helm upgrade](./helm_upgrade.md)), así que las muy antiguas pueden haber desaparecido. `--max` limita la salida a las filas más recientes, que se siguen listando de la más antigua a la más nueva.',
      ],
    },
    examples: [
      {
        id: 'history',
        title: {en: "Read a release's history", es: 'Leer el historial de una release'},
        intro: {
          en: 'After an upgrade that timed out and an automatic rollback, the history of the example release looks like this:',
          es: 'Después de una actualización que agotó su tiempo y de un rollback automático, el historial de la release de ejemplo es así:',
        },
        given:
          'helm repo add examples https://helm.github.io/examples\nhelm install hello examples/hello-world -n demo --create-namespace --set replicaCount=2\nhelm upgrade hello examples/hello-world -n demo --reuse-values --wait --timeout 1ms || true\nhelm rollback hello 1 -n demo',
        code: 'helm history hello -n demo',
        output:
          'REVISION\tUPDATED                 \tSTATUS    \tCHART            \tAPP VERSION\tDESCRIPTION\n1       \tMon Oct  6 10:12:03 2025\tsuperseded\thello-world-0.1.0\t1.16.0     \tInstall complete\n2       \tTue Oct  7 09:41:17 2025\tfailed    \thello-world-0.1.0\t1.16.0     \tUpgrade "hello" failed: context deadline exceeded\n3       \tTue Oct  7 09:46:19 2025\tdeployed  \thello-world-0.1.0\t1.16.0     \tRollback to 1',
        outro: {
          en: 'Revision 3 is the rollback: Helm never rewrites history, it adds a revision that repeats revision 1.',
          es: 'La revisión 3 es el rollback: Helm nunca reescribe el historial, añade una revisión que repite la 1.',
        },
      },
      {
        id: 'json',
        title: {en: 'Find the last good revision in a script', es: 'Buscar la última revisión buena desde un script'},
        intro: {
          en: 'With JSON output, pick the newest revision whose status is `deployed` or `superseded`:',
          es: 'Con salida JSON, elige la revisión más reciente cuyo estado sea `deployed` o `superseded`:',
        },
        given:
          'helm repo add examples https://helm.github.io/examples\nhelm install hello examples/hello-world -n demo --create-namespace --set replicaCount=2\nhelm upgrade hello examples/hello-world -n demo --reuse-values --wait --timeout 1ms || true\nhelm rollback hello 1 -n demo',
        code: 'helm history hello -n demo -o json | jq \'[.[] | select(.status == "deployed" or .status == "superseded")] | last | .revision\'',
        output: '3',
      },
    ],
    flags: [
      help,
      flag({
        name: 'max',
        type: 'int',
        def: '256',
        text: {
          en: 'Show at most this many of the newest revisions.',
          es: 'Muestra como mucho este número de las revisiones más recientes.',
        },
      }),
      output,
    ],
    related: [glossaryRelease, usingHelm],
  },
  {
    path: 'helm list',
    use: 'list',
    aliases: ['ls'],
    args: 'none',
    group: 'releases',
    summary: {
      en: 'List releases in a namespace or in the whole cluster, with filters.',
      es: 'Lista las releases de un namespace o de todo el clúster, con filtros.',
    },
    description: {
      en: [
        '`helm list` shows the releases Helm knows about: name, namespace, revision, last update, status, chart and app version. It looks in the current namespace only, which regularly makes people think a release has vanished; add `-A` (`--all-namespaces`) to search every namespace you can read.',
        'Without a status flag, it shows releases that are `deployed` or `failed`. The flags `--deployed`, `--failed`, `--pending`, `--superseded`, `--uninstalled` and `--uninstalling` select other states, and `--all` shows every state at once. `--pending` is the one to remember when an upgrade complains that another operation is in progress: it finds releases stuck in `pending-install`, `pending-upgrade` or `pending-rollback`. Uninstalled releases only exist if they were removed with `--keep-history`.',
        'Results are sorted by name; `-d` sorts by date and `-r` reverses. `--filter` takes a regular expression on release names, and `-l`/`--selector` filters on the labels of the release records, including custom labels given with `--labels` at install time. For scripts, `-q` prints names only, and `-o json` or `-o yaml` give stable, parseable output. Output stops after `--max` releases (256 by default); use `--offset` to page through larger clusters.',
      ],
      es: [
        '`helm list` muestra las releases que Helm conoce: nombre, namespace, revisión, última actualización, estado, chart y versión de la aplicación. Solo mira en el namespace actual, lo que a menudo hace pensar que una release ha desaparecido; añade `-A` (`--all-namespaces`) para buscar en todos los namespaces que puedes leer.',
        'Sin una opción de estado, muestra las releases `deployed` o `failed`. Las opciones `--deployed`, `--failed`, `--pending`, `--superseded`, `--uninstalled` y `--uninstalling` eligen otros estados, y `--all` los muestra todos a la vez. `--pending` es la que conviene recordar cuando una actualización se queja de que hay otra operación en curso: encuentra las releases atascadas en `pending-install`, `pending-upgrade` o `pending-rollback`. Las releases desinstaladas solo existen si se eliminaron con `--keep-history`.',
        'Los resultados se ordenan por nombre; `-d` ordena por fecha y `-r` invierte el orden. `--filter` recibe una expresión regular sobre los nombres, y `-l`/`--selector` filtra por las etiquetas de los datos de las releases, incluidas las propias que se dieron con `--labels` al instalar. Para scripts, `-q` muestra solo los nombres, y `-o json` u `-o yaml` dan una salida estable y fácil de procesar. La salida se corta tras `--max` releases (256 por defecto); usa `--offset` para paginar en clústeres grandes.',
      ],
    },
    examples: [
      {
        id: 'namespace',
        title: {en: 'List the releases of a namespace', es: 'Listar las releases de un namespace'},
        intro: {en: 'Show what is installed in `demo`:', es: 'Muestra lo que hay instalado en `demo`:'},
        given:
          'helm repo add examples https://helm.github.io/examples\nhelm install hello examples/hello-world -n demo --create-namespace --set replicaCount=2\nhelm upgrade hello examples/hello-world -n demo --reuse-values --wait --timeout 1ms || true\nhelm rollback hello 1 -n demo',
        code: 'helm list -n demo',
        output:
          'NAME \tNAMESPACE\tREVISION\tUPDATED                                 \tSTATUS  \tCHART            \tAPP VERSION\nhello\tdemo     \t3       \t2025-10-07 09:46:19.214305 +0200 CEST\tdeployed\thello-world-0.1.0\t1.16.0',
      },
      {
        id: 'stuck',
        title: {en: 'Find releases that need attention', es: 'Encontrar releases que necesitan atención'},
        intro: {
          en: 'Search all namespaces for releases that failed or are stuck in a pending state:',
          es: 'Busca en todos los namespaces releases que fallaron o siguen atascadas en un estado pendiente:',
        },
        code: 'helm list -A --failed --pending',
      },
      {
        id: 'script',
        title: {en: 'Use the list in a script', es: 'Usar la lista en un script'},
        intro: {
          en: 'Print name and chart of every release in `shop` as tab-separated text:',
          es: 'Muestra el nombre y el chart de cada release de `shop` como texto separado por tabuladores:',
        },
        given: 'helm install orders ./orders -n shop --create-namespace',
        code: "helm list -n shop -o json | jq -r '.[] | [.name, .chart] | @tsv'",
      },
    ],
    flags: [
      flag({
        name: 'all',
        short: 'a',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Show releases in every status, not just deployed and failed ones.',
          es: 'Muestra releases en cualquier estado, no solo las desplegadas y fallidas.',
        },
      }),
      flag({
        name: 'all-namespaces',
        short: 'A',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Look in every namespace you have access to, not only the current one.',
          es: 'Busca en todos los namespaces a los que tienes acceso, no solo en el actual.',
        },
      }),
      flag({
        name: 'date',
        short: 'd',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Sort by the time of the last deployment instead of by name.',
          es: 'Ordena por la fecha del último despliegue en lugar de por nombre.',
        },
      }),
      flag({
        name: 'deployed',
        type: 'bool',
        def: 'false',
        text: {en: 'Show releases whose current revision is deployed.', es: 'Muestra las releases cuya revisión actual está desplegada.'},
      }),
      flag({
        name: 'failed',
        type: 'bool',
        def: 'false',
        text: {en: 'Show releases whose latest operation failed.', es: 'Muestra las releases cuya última operación falló.'},
      }),
      flag({
        name: 'filter',
        short: 'f',
        type: 'string',
        def: '',
        text: {
          en: 'Regular expression (Perl-style) that release names must match, such as `^orders` for names starting with “orders”.',
          es: 'Expresión regular (estilo Perl) con la que deben coincidir los nombres, como `^orders` para los que empiezan por «orders».',
        },
      }),
      help,
      flag({
        name: 'max',
        short: 'm',
        type: 'int',
        def: '256',
        text: {
          en: 'Maximum number of releases to return; combine with `--offset` to page.',
          es: 'Número máximo de releases que se devuelven; combínalo con `--offset` para paginar.',
        },
      }),
      flag({
        name: 'no-headers',
        type: 'bool',
        def: 'false',
        text: {en: 'Leave out the header row of the table.', es: 'Omite la fila de encabezado de la tabla.'},
      }),
      flag({
        name: 'offset',
        type: 'int',
        def: '0',
        text: {en: 'Skip this many releases before starting the list.', es: 'Se salta este número de releases antes de empezar la lista.'},
      }),
      output,
      flag({
        name: 'pending',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Show releases in the middle of an install, upgrade or rollback, or stuck there.',
          es: 'Muestra las releases que están en medio de una instalación, actualización o rollback, o atascadas ahí.',
        },
      }),
      flag({
        name: 'reverse',
        short: 'r',
        type: 'bool',
        def: 'false',
        text: {en: 'Reverse the sort order.', es: 'Invierte el orden.'},
      }),
      flag({
        name: 'selector',
        short: 'l',
        type: 'string',
        def: '',
        text: {
          en: 'Label selector on the release records, with `=`, `==` and `!=`, such as `team=payments`. Works with the `secret` and `configmap` storage drivers.',
          es: 'Selector de etiquetas sobre los datos de las releases, con `=`, `==` y `!=`, como `team=payments`. Funciona con los drivers de almacenamiento `secret` y `configmap`.',
        },
      }),
      flag({
        name: 'short',
        short: 'q',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Print release names only, one per line (a JSON or YAML list with `-o json` or `-o yaml`).',
          es: 'Muestra solo los nombres, uno por línea (una lista JSON o YAML con `-o json` u `-o yaml`).',
        },
      }),
      flag({
        name: 'superseded',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Show releases whose latest revision has been replaced by a newer one.',
          es: 'Muestra las releases cuya última revisión ha sido sustituida por otra más nueva.',
        },
      }),
      flag({
        name: 'time-format',
        type: 'string',
        def: '',
        text: {
          en: 'Go time layout for the UPDATED column, such as `2006-01-02 15:04`.',
          es: 'Formato de hora de Go para la columna UPDATED, como `2006-01-02 15:04`.',
        },
      }),
      flag({
        name: 'uninstalled',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Show releases that were uninstalled with `--keep-history`.',
          es: 'Muestra las releases que se desinstalaron con `--keep-history`.',
        },
      }),
      flag({
        name: 'uninstalling',
        type: 'bool',
        def: 'false',
        text: {en: 'Show releases whose uninstall is in progress.', es: 'Muestra las releases cuya desinstalación está en curso.'},
      }),
    ],
    related: [usingHelm, {doc: '../intro/CheatSheet.md', label: {en: 'Helm cheat sheet', es: 'Hoja de referencia rápida de Helm'}}],
  },
  {
    path: 'helm rollback',
    use: 'rollback <RELEASE> [REVISION]',
    aliases: [],
    args: 'at least 1',
    group: 'releases',
    summary: {
      en: 'Return a release to the chart and values of an earlier revision.',
      es: 'Devuelve una release al chart y los valores de una revisión anterior.',
    },
    description: {
      en: [
        "`helm rollback` re-applies the manifest stored with an earlier revision, so the release's objects return to the state they had then, chart version and values included. It does not delete history: the rollback is recorded as a new revision with the description `Rollback to N`, and the numbers keep growing. Rolling back from revision 4 to revision 2 creates revision 5.",
        "Give the revision number from [helm history](./helm_history.md). Without it, or with 0, Helm returns to the revision before the current one. The flags mirror those of [helm upgrade](./helm_upgrade.md): `--wait`, `--wait-for-jobs` and `--timeout` control waiting, `--cleanup-on-fail` removes objects created by a failed rollback, `--force` replaces objects instead of patching them, and `--no-hooks` skips the chart's `pre-rollback` and `post-rollback` hooks. Here `--dry-run` is a plain switch.",
        'A rollback restores Kubernetes objects, not data: a database migration that a newer version ran stays applied, and the contents of persistent volumes are untouched. CRDs are not rolled back either. A rollback is also the standard way to unlock a release that an interrupted operation left in a pending state.',
      ],
      es: [
        '`helm rollback` vuelve a aplicar el manifiesto guardado con una revisión anterior, de modo que los objetos de la release recuperan el estado que tenían entonces, versión del chart y valores incluidos. No borra el historial: el rollback se registra como una revisión nueva con la descripción `Rollback to N`, y los números siguen creciendo. Revertir de la revisión 4 a la 2 crea la revisión 5.',
        'Indica el número de revisión que da [helm history](./helm_history.md). Sin él, o con 0, Helm vuelve a la revisión anterior a la actual. Las opciones son las mismas que en [helm upgrade](./helm_upgrade.md): `--wait`, `--wait-for-jobs` y `--timeout` controlan la espera, `--cleanup-on-fail` elimina los objetos creados por un rollback fallido, `--force` sustituye los objetos en lugar de parchearlos y `--no-hooks` omite los hooks `pre-rollback` y `post-rollback` del chart. Aquí `--dry-run` es un simple interruptor.',
        'Un rollback restaura objetos de Kubernetes, no datos: una migración de base de datos que ejecutó una versión más nueva sigue aplicada, y el contenido de los volúmenes persistentes no se toca. Tampoco se revierten los CRD. El rollback es además la forma habitual de desbloquear una release atascada en un estado pendiente tras una operación interrumpida.',
      ],
    },
    examples: [
      {
        id: 'to-revision',
        title: {en: 'Return to a known good revision', es: 'Volver a una revisión que funcionaba'},
        intro: {
          en: 'Look up the revisions, then roll back to revision 1 and wait until the workloads are ready:',
          es: 'Consulta las revisiones y revierte a la revisión 1 esperando a que las cargas de trabajo estén listas:',
        },
        given:
          'helm repo add examples https://helm.github.io/examples\nhelm install hello examples/hello-world -n demo --create-namespace --set replicaCount=2\nhelm upgrade hello examples/hello-world -n demo --set replicaCount=3',
        code: 'helm history hello -n demo\nhelm rollback hello 1 -n demo --wait',
        output: 'Rollback was a success! Happy Helming!',
      },
      {
        id: 'previous',
        title: {en: 'Undo the last upgrade', es: 'Deshacer la última actualización'},
        intro: {
          en: 'Without a revision number, Helm goes back one step:',
          es: 'Sin número de revisión, Helm retrocede un paso:',
        },
        given: 'helm install orders ./orders -n shop --create-namespace\nhelm upgrade orders ./orders -n shop --set replicaCount=2',
        code: 'helm rollback orders -n shop',
      },
    ],
    flags: [
      cleanupOnFail,
      flag({
        name: 'dry-run',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Go through the rollback without changing anything in the cluster.',
          es: 'Recorre el rollback sin cambiar nada en el clúster.',
        },
      }),
      flag({
        name: 'force',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Replace changed objects with a full update instead of a three-way merge patch. Changes made outside Helm are lost.',
          es: 'Sustituye los objetos modificados con una actualización completa en lugar de un parche de fusión a tres bandas. Se pierden los cambios hechos fuera de Helm.',
        },
      }),
      help,
      historyMax,
      noHooks,
      flag({
        name: 'recreate-pods',
        type: 'bool',
        def: 'false',
        text: {
          en: 'After the rollback, delete the Pods of the workloads it updated so that their controllers start fresh ones. Errors here are only logged.',
          es: 'Tras el rollback, borra los Pods de las cargas de trabajo que actualizó para que sus controladores arranquen otros nuevos. Los errores en este paso solo se registran.',
        },
      }),
      timeout,
      wait,
      waitForJobs,
    ],
    related: [
      {
        doc: '../faq/troubleshooting.md#rollback-no-version',
        label: {en: 'Troubleshooting: release has no … version', es: 'Resolución de problemas: release has no … version'},
      },
      usingHelm,
      hooksTopic,
    ],
  },
  {
    path: 'helm status',
    use: 'status RELEASE_NAME',
    aliases: [],
    args: 'exactly 1',
    group: 'releases',
    summary: {
      en: 'Show the state of a release: status, revision, deployment time, test results and notes.',
      es: 'Muestra el estado de una release: estado, revisión, fecha de despliegue, resultados de pruebas y notas.',
    },
    description: {
      en: [
        "Prints the summary that install and upgrade show at the end, for any release at any time: name, last deployment time, namespace, status, revision, the result of the last [helm test](./helm_test.md) run and the chart's notes. The status is one of `deployed`, `failed`, `pending-install`, `pending-upgrade`, `pending-rollback`, `superseded`, `uninstalling`, `uninstalled` or `unknown`.",
        "Two flags make it a quick troubleshooting tool. `--show-desc` adds the revision's description, which for a failed operation holds the error message. `--show-resources` lists the objects of the release with their current state, grouped by kind, much like `kubectl get` would. `--revision` shows an older revision instead of the latest.",
        "The status is Helm's record, not a health check: `deployed` means the operation succeeded (with `--wait`, that the workloads were ready at the time), not that they are healthy now. In JSON and YAML output the chart metadata is left out, which keeps the result small enough for scripts.",
      ],
      es: [
        'Muestra el resumen que install y upgrade enseñan al final, para cualquier release y en cualquier momento: nombre, fecha del último despliegue, namespace, estado, revisión, el resultado de la última ejecución de [helm test](./helm_test.md) y las notas del chart. El estado es uno de `deployed`, `failed`, `pending-install`, `pending-upgrade`, `pending-rollback`, `superseded`, `uninstalling`, `uninstalled` o `unknown`.',
        'Dos opciones lo convierten en una herramienta rápida de diagnóstico. `--show-desc` añade la descripción de la revisión, que en una operación fallida contiene el mensaje de error. `--show-resources` lista los objetos de la release con su estado actual, agrupados por tipo, de forma parecida a `kubectl get`. `--revision` muestra una revisión anterior en lugar de la última.',
        'El estado es un dato que guarda Helm, no una comprobación de salud: `deployed` significa que la operación salió bien (con `--wait`, que las cargas de trabajo estaban listas en ese momento), no que ahora estén sanas. En la salida JSON y YAML se omiten los metadatos del chart, lo que mantiene el resultado lo bastante pequeño para scripts.',
      ],
    },
    examples: [
      {
        id: 'why-failed',
        title: {en: 'Find out why a release failed', es: 'Averiguar por qué falló una release'},
        intro: {
          en: 'Show the description of the failed revision 2 of the example release:',
          es: 'Muestra la descripción de la revisión 2, fallida, de la release de ejemplo:',
        },
        given:
          'helm repo add examples https://helm.github.io/examples\nhelm install hello examples/hello-world -n demo --create-namespace --set replicaCount=2\nhelm upgrade hello examples/hello-world -n demo --reuse-values --wait --timeout 1ms || true\nhelm rollback hello 1 -n demo',
        code: 'helm status hello -n demo --revision 2 --show-desc',
        output:
          'NAME: hello\nLAST DEPLOYED: Tue Oct  7 09:41:17 2025\nNAMESPACE: demo\nSTATUS: failed\nREVISION: 2\nDESCRIPTION: Upgrade "hello" failed: context deadline exceeded\nTEST SUITE: None',
      },
      {
        id: 'resources',
        title: {en: 'See the objects of a release', es: 'Ver los objetos de una release'},
        intro: {
          en: "List the release's objects and their current state:",
          es: 'Lista los objetos de la release y su estado actual:',
        },
        given: 'helm install orders ./orders -n shop --create-namespace',
        code: 'helm status orders -n shop --show-resources',
      },
      {
        id: 'script',
        title: {en: 'Check the status in a script', es: 'Comprobar el estado desde un script'},
        intro: {en: 'Read only the status field:', es: 'Lee solo el campo de estado:'},
        given: 'helm install orders ./orders -n shop --create-namespace',
        code: "helm status orders -n shop -o json | jq -r '.info.status'",
        output: 'deployed',
      },
    ],
    flags: [
      help,
      output,
      revision,
      flag({
        name: 'show-desc',
        type: 'bool',
        def: 'false',
        text: {
          en: "Also print the revision's description, which holds the error message after a failure.",
          es: 'Muestra también la descripción de la revisión, que contiene el mensaje de error tras un fallo.',
        },
      }),
      flag({
        name: 'show-resources',
        type: 'bool',
        def: 'false',
        text: {
          en: "Also list the release's objects with their current state, grouped by kind.",
          es: 'Lista también los objetos de la release con su estado actual, agrupados por tipo.',
        },
      }),
    ],
    related: [usingHelm, {doc: '../faq/troubleshooting.md', label: {en: 'Troubleshooting', es: 'Resolución de problemas'}}],
  },
  {
    path: 'helm test',
    use: 'test [RELEASE]',
    aliases: [],
    args: 'exactly 1',
    group: 'releases',
    summary: {
      en: "Run a release's chart tests in the cluster and report the results.",
      es: 'Ejecuta en el clúster las pruebas del chart de una release e informa de los resultados.',
    },
    description: {
      en: [
        'A chart can ship [tests](../topics/chart_tests.md): Pods or Jobs in its templates annotated with `helm.sh/hook: test`, typically under `templates/tests/`. They are not created at install time. `helm test` creates them for an installed release, waits up to `--timeout` for each to finish, and records the outcome in the release, where [helm status](./helm_status.md) shows it later.',
        "A test passes when its container exits with status 0. If any test fails, Helm still prints the release status with all results and then exits with an error, so `helm test` can gate a pipeline right after `helm upgrade --install`. Add `--logs` to print the test Pods' logs, which is usually where the reason for a failure is.",
        "Test Pods stay in the cluster after the run unless the chart sets a `helm.sh/hook-delete-policy`; by default the previous run's objects are deleted when a new run starts. `--filter name=NAME` runs only the named test and `--filter '!name=NAME'` skips it; the flag can be repeated.",
      ],
      es: [
        'Un chart puede incluir [pruebas](../topics/chart_tests.md): Pods o Jobs de sus plantillas anotados con `helm.sh/hook: test`, normalmente en `templates/tests/`. No se crean al instalar. `helm test` los crea para una release instalada, espera hasta `--timeout` a que termine cada uno y anota el resultado en la release, donde [helm status](./helm_status.md) lo muestra después.',
        'Una prueba pasa cuando su contenedor termina con código 0. Si alguna falla, Helm muestra igualmente el estado de la release con todos los resultados y termina con error, así que `helm test` puede hacer de control en un pipeline justo después de `helm upgrade --install`. Añade `--logs` para mostrar los logs de los Pods de prueba, que es donde suele estar el motivo de un fallo.',
        "Los Pods de prueba siguen en el clúster tras la ejecución salvo que el chart fije un `helm.sh/hook-delete-policy`; por defecto, los objetos de la ejecución anterior se borran al empezar una nueva. `--filter name=NOMBRE` ejecuta solo la prueba indicada y `--filter '!name=NOMBRE'` la omite; la opción puede repetirse.",
      ],
    },
    examples: [
      {
        id: 'run',
        title: {en: 'Run the tests of a release', es: 'Ejecutar las pruebas de una release'},
        intro: {
          en: 'A chart created with `helm create` has one test, which checks that the Service answers:',
          es: 'Un chart creado con `helm create` tiene una prueba, que comprueba que el Service responde:',
        },
        given: 'helm install orders ./orders -n shop --create-namespace',
        code: 'helm test orders -n shop',
        output:
          'NAME: orders\nLAST DEPLOYED: Tue Oct  7 09:41:17 2025\nNAMESPACE: shop\nSTATUS: deployed\nREVISION: 1\nTEST SUITE:     orders-test-connection\nLast Started:   Tue Oct  7 10:02:11 2025\nLast Completed: Tue Oct  7 10:02:16 2025\nPhase:          Succeeded',
        outro: {
          en: "The chart's notes follow unless you pass `--hide-notes`.",
          es: 'A continuación aparecen las notas del chart, salvo que pases `--hide-notes`.',
        },
      },
      {
        id: 'pipeline',
        title: {en: 'Gate a deployment on its tests', es: 'Condicionar un despliegue a sus pruebas'},
        intro: {
          en: 'Deploy, then run the tests with their logs; a failing test makes the job fail:',
          es: 'Despliega y ejecuta después las pruebas con sus logs; una prueba fallida hace fallar el trabajo:',
        },
        norun: "cluster: --logs reads the test Pod's log from a kubelet, and the examples' cluster has a fake node (kwok) without one",
        code: 'helm upgrade --install orders ./orders -n shop --wait\nhelm test orders -n shop --logs --timeout 2m',
      },
    ],
    flags: [
      flag({
        name: 'filter',
        type: 'stringSlice',
        def: '[]',
        text: {
          en: 'Choose tests by name: `name=NAME` runs only that test, `!name=NAME` skips it. Repeat the flag or separate entries with commas.',
          es: 'Elige pruebas por nombre: `name=NOMBRE` ejecuta solo esa prueba y `!name=NOMBRE` la omite. Repite la opción o separa las entradas con comas.',
        },
      }),
      help,
      hideNotes,
      flag({
        name: 'logs',
        type: 'bool',
        def: 'false',
        text: {
          en: 'After the results, print the logs of the test Pods.',
          es: 'Tras los resultados, muestra los logs de los Pods de prueba.',
        },
      }),
      withText(timeout, {
        en: 'How long to wait for each test to finish, as a Go duration such as `2m`.',
        es: 'Cuánto se espera a que termine cada prueba, como duración de Go, por ejemplo `2m`.',
      }),
    ],
    related: [{doc: '../topics/chart_tests.md', label: {en: 'Chart tests', es: 'Pruebas de charts'}}, hooksTopic],
  },
  {
    path: 'helm uninstall',
    use: 'uninstall RELEASE_NAME [...]',
    aliases: ['del', 'delete', 'un'],
    args: 'at least 1',
    group: 'releases',
    summary: {
      en: 'Remove a release and the Kubernetes objects it created.',
      es: 'Elimina una release y los objetos de Kubernetes que creó.',
    },
    description: {
      en: [
        "`helm uninstall` deletes every object in the release's manifest, runs the chart's `pre-delete` and `post-delete` [hooks](../topics/charts_hooks.md), and removes the release records, so the name is free again. Several release names can be given; they are processed in turn, and the command stops at the first error.",
        "Some things survive an uninstall, and it pays to know which: the CRDs from the chart's `crds/` folder, objects annotated with `helm.sh/resource-policy: keep`, objects created by hooks (unless the hook sets a delete policy), PersistentVolumeClaims created from a StatefulSet's volume claim templates, and the namespace itself, even if `--create-namespace` created it. Clean those up yourself when you really want everything gone.",
        'With `--keep-history`, Helm deletes the objects but keeps the release records marked `uninstalled`: `helm list --uninstalled` still shows the release, `helm history` still works, and [helm rollback](./helm_rollback.md) can bring it back. By default Helm returns as soon as the deletions are requested; `--wait` waits until the objects are really gone, and `--cascade` controls how dependent objects such as the ReplicaSets and Pods of a Deployment are removed.',
      ],
      es: [
        '`helm uninstall` borra todos los objetos del manifiesto de la release, ejecuta los [hooks](../topics/charts_hooks.md) `pre-delete` y `post-delete` del chart y elimina los datos de la release, de modo que el nombre vuelve a quedar libre. Se pueden indicar varios nombres de release; se procesan uno tras otro y el comando se detiene en el primer error.',
        'Algunas cosas sobreviven a una desinstalación, y conviene saber cuáles: los CRD de la carpeta `crds/` del chart, los objetos anotados con `helm.sh/resource-policy: keep`, los objetos creados por hooks (salvo que el hook fije una política de borrado), los PersistentVolumeClaims creados a partir de las plantillas de volúmenes de un StatefulSet y el propio namespace, aunque lo creara `--create-namespace`. Límpialos tú si de verdad quieres que no quede nada.',
        'Con `--keep-history`, Helm borra los objetos pero conserva los datos de la release marcados como `uninstalled`: `helm list --uninstalled` sigue mostrando la release, `helm history` sigue funcionando y [helm rollback](./helm_rollback.md) puede recuperarla. Por defecto Helm termina en cuanto solicita los borrados; `--wait` espera a que los objetos desaparezcan de verdad, y `--cascade` controla cómo se eliminan los objetos dependientes, como los ReplicaSets y Pods de un Deployment.',
      ],
    },
    examples: [
      {
        id: 'remove',
        title: {en: 'Remove a release and wait for it', es: 'Eliminar una release y esperar'},
        intro: {
          en: 'Uninstall and wait until the objects are deleted, for example before recreating the namespace:',
          es: 'Desinstala y espera a que se borren los objetos, por ejemplo antes de volver a crear el namespace:',
        },
        given: 'helm install orders ./orders -n shop --create-namespace',
        code: 'helm uninstall orders -n shop --wait',
        output: 'release "orders" uninstalled',
      },
      {
        id: 'keep-history',
        title: {en: 'Uninstall but keep the history', es: 'Desinstalar conservando el historial'},
        intro: {
          en: 'Keep the records so that the release can be inspected or rolled back later:',
          es: 'Conserva los datos de la release para poder inspeccionar o revertir la release más adelante:',
        },
        given:
          'helm repo add examples https://helm.github.io/examples\nhelm install hello examples/hello-world -n demo --create-namespace --set replicaCount=2',
        code: 'helm uninstall hello -n demo --keep-history\nhelm list -n demo --uninstalled',
      },
      {
        id: 'cleanup-script',
        title: {en: 'Clean up in a script', es: 'Limpiar desde un script'},
        intro: {
          en: 'Remove preview environments without failing when one was already deleted:',
          es: 'Elimina entornos de vista previa sin fallar cuando alguno ya estaba borrado:',
        },
        given: 'helm install preview-142 ./orders -n previews --create-namespace',
        code: 'helm uninstall preview-142 preview-143 -n previews --ignore-not-found',
      },
    ],
    flags: [
      flag({
        name: 'cascade',
        type: 'string',
        def: 'background',
        allowed: ['background', 'orphan', 'foreground'],
        text: {
          en: 'How Kubernetes deletes dependent objects: `background` removes them after the owner, `foreground` before the owner is gone, and `orphan` leaves them running without an owner.',
          es: 'Cómo borra Kubernetes los objetos dependientes: `background` los elimina después del propietario, `foreground` antes de que desaparezca el propietario y `orphan` los deja funcionando sin propietario.',
        },
      }),
      flag({
        name: 'description',
        type: 'string',
        def: '',
        text: {
          en: 'Your own description for the uninstall, kept in the history when you also pass `--keep-history`.',
          es: 'Descripción propia de la desinstalación, que queda en el historial si pasas también `--keep-history`.',
        },
      }),
      flag({
        name: 'dry-run',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Check that the release exists and print the usual message, but delete nothing. Note that the message looks exactly like a real uninstall.',
          es: 'Comprueba que la release existe y muestra el mensaje habitual, pero no borra nada. Ojo: el mensaje es idéntico al de una desinstalación real.',
        },
      }),
      help,
      flag({
        name: 'ignore-not-found',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Treat a release that does not exist as already uninstalled instead of failing. Useful in cleanup scripts.',
          es: 'Trata una release que no existe como ya desinstalada en lugar de fallar. Útil en scripts de limpieza.',
        },
      }),
      flag({
        name: 'keep-history',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Delete the objects but keep the release records, marked `uninstalled`, so history and rollback remain available.',
          es: 'Borra los objetos pero conserva los datos de la release, marcados como `uninstalled`, para que sigan disponibles el historial y el rollback.',
        },
      }),
      noHooks,
      withText(timeout, {
        en: 'How long to wait for each Kubernetes operation, such as a `pre-delete` hook Job or the deletions awaited by `--wait`. Written as a Go duration.',
        es: 'Cuánto se espera a cada operación de Kubernetes, como un Job de hook `pre-delete` o los borrados que espera `--wait`. Se escribe como duración de Go.',
      }),
      withText(wait, {
        en: "Wait, up to `--timeout`, until all of the release's objects are actually deleted before returning.",
        es: 'Espera, como mucho `--timeout`, a que todos los objetos de la release se hayan borrado de verdad antes de terminar.',
      }),
    ],
    related: [
      usingHelm,
      hooksTopic,
      {
        doc: '../faq/uninstalling.md',
        label: {en: 'Uninstalling: questions and answers', es: 'Preguntas frecuentes sobre la desinstalación'},
      },
    ],
  },
];
