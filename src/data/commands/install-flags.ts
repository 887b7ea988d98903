// Flags of helm install, helm upgrade and helm template. The three commands share most flags, but
// a flag can mean something different for each (helm template never deploys), so the wording is
// chosen per command here.
import {
  chartDownload,
  cleanupOnFail,
  flag,
  help,
  hiddenFlag,
  historyMax,
  hideNotes,
  noHooks,
  output,
  timeout,
  valueFlags,
  wait,
  waitForJobs,
} from './flags';
import type {Flag, L10n, VisibleFlag} from './types';

type Kind = 'install' | 'upgrade' | 'template';

/**
 * Wording for flags that `helm template` accepts only because it reuses the install flags.
 * `what` completes the sentence “In helm install, this flag …”.
 */
const noEffect = (what: L10n): L10n => ({
  en: `In \`helm install\`, this flag ${what.en}. \`helm template\` accepts it because the two commands share their flags, but here it changes nothing, since nothing is deployed.`,
  es: `En \`helm install\`, esta opción ${what.es}. \`helm template\` la acepta porque ambos comandos comparten opciones, pero aquí no cambia nada, ya que no se despliega nada.`,
});

function pick(kind: Kind, texts: Partial<Record<Kind, L10n>> & {default?: L10n}): L10n {
  const t = texts[kind] ?? texts.default;
  if (!t) throw new Error(`no text for ${kind}`);
  return t;
}

function shared(kind: Kind): VisibleFlag[] {
  const onTemplate = (text: L10n, what: L10n) => (kind === 'template' ? noEffect(what) : text);
  return [
    flag({
      name: 'atomic',
      type: 'bool',
      def: 'false',
      text: pick(kind, {
        install: {
          en: 'If the install fails, including by running out of `--timeout`, uninstall the release again so that nothing half-installed is left. Turns on `--wait`.',
          es: 'Si la instalación falla, también por agotar `--timeout`, desinstala de nuevo la release para que no quede nada a medio instalar. Activa `--wait`.',
        },
        upgrade: {
          en: 'If the upgrade fails, including by running out of `--timeout`, roll back automatically to the last successful revision. Turns on `--wait`.',
          es: 'Si la actualización falla, también por agotar `--timeout`, revierte automáticamente a la última revisión correcta. Activa `--wait`.',
        },
        template: noEffect({
          en: 'uninstalls a release again when the installation fails',
          es: 'desinstala de nuevo la release cuando la instalación falla',
        }),
      }),
    }),
    flag({
      name: 'create-namespace',
      type: 'bool',
      def: 'false',
      text: onTemplate(
        {
          en: `Create the namespace given with \`--namespace\` if it does not exist yet${kind === 'upgrade' ? ' (useful with `--install`)' : ''}. Helm does not treat the namespace as part of the release: \`helm uninstall\` leaves it in place.`,
          es: `Crea el namespace indicado con \`--namespace\` si todavía no existe${kind === 'upgrade' ? ' (útil con `--install`)' : ''}. Helm no considera el namespace parte de la release: \`helm uninstall\` lo deja donde está.`,
        },
        {en: 'creates the target namespace when it is missing', es: 'crea el namespace de destino si no existe'},
      ),
    }),
    flag({
      name: 'dependency-update',
      type: 'bool',
      def: 'false',
      text: {
        en: 'When dependencies declared in `Chart.yaml` are missing from `charts/`, download them first instead of failing. Only meaningful for a chart directory on disk.',
        es: 'Si faltan en `charts/` dependencias declaradas en `Chart.yaml`, las descarga antes en lugar de fallar. Solo tiene sentido con un directorio de chart en disco.',
      },
    }),
    flag({
      name: 'description',
      type: 'string',
      def: '',
      text: onTemplate(
        {
          en: `Your own description for this revision, shown by \`helm history\` instead of the default “${kind === 'upgrade' ? 'Upgrade' : 'Install'} complete”. A ticket number or commit hash here makes the history far more useful.`,
          es: `Descripción propia de esta revisión, que \`helm history\` muestra en lugar del texto por defecto «${kind === 'upgrade' ? 'Upgrade' : 'Install'} complete». Un número de ticket o un hash de commit aquí hace el historial mucho más útil.`,
        },
        {en: 'stores your own description with the revision', es: 'guarda una descripción propia con la revisión'},
      ),
    }),
    flag({
      name: 'disable-openapi-validation',
      type: 'bool',
      def: 'false',
      text:
        kind === 'template'
          ? {
              en: "Only matters with `--validate`: skip checking the rendered objects against the cluster's OpenAPI schema.",
              es: 'Solo importa con `--validate`: omite la comprobación de los objetos renderizados contra el esquema OpenAPI del clúster.',
            }
          : {
              en: 'Do not check the rendered objects against the Kubernetes OpenAPI schema before sending them. The API server still rejects objects it cannot accept.',
              es: 'No comprueba los objetos renderizados contra el esquema OpenAPI de Kubernetes antes de enviarlos. El servidor de API sigue rechazando los objetos que no puede aceptar.',
            },
    }),
    flag({
      name: 'dry-run',
      type: 'string',
      def: '',
      allowed: ['false', 'true', 'none', 'client', 'server'],
      noOpt: 'client',
      text:
        kind === 'template'
          ? {
              en: '`helm template` always renders without deploying, so you rarely need this; it is accepted because the command shares its flags with `helm install`.',
              es: '`helm template` siempre renderiza sin desplegar, así que rara vez la necesitarás; se acepta porque el comando comparte opciones con `helm install`.',
            }
          : {
              en: `Simulate the ${kind}: render everything and print the manifests, but change nothing in the cluster. With \`server\` the \`lookup\` template function reads live objects; with \`client\` (or \`true\`) it returns empty results. \`false\` and \`none\` turn the simulation off.`,
              es: `Simula ${kind === 'upgrade' ? 'la actualización' : 'la instalación'}: lo renderiza todo y muestra los manifiestos, pero no cambia nada en el clúster. Con \`server\`, la función de plantilla \`lookup\` lee objetos reales; con \`client\` (o \`true\`) devuelve resultados vacíos. \`false\` y \`none\` desactivan la simulación.`,
            },
    }),
    flag({
      name: 'enable-dns',
      type: 'bool',
      def: 'false',
      text: {
        en: 'Let the `getHostByName` template function resolve names through DNS while rendering. Off by default, so that rendering does not depend on the network.',
        es: 'Permite que la función de plantilla `getHostByName` resuelva nombres por DNS durante el renderizado. Viene desactivada para que el renderizado no dependa de la red.',
      },
    }),
    flag({
      name: 'force',
      type: 'bool',
      def: 'false',
      text: pick(kind, {
        install: {
          en: 'When the install takes over objects that already exist (see `--take-ownership`), replace them with a full update instead of patching them.',
          es: 'Cuando la instalación adopta objetos que ya existen (consulta `--take-ownership`), los sustituye con una actualización completa en lugar de parchearlos.',
        },
        upgrade: {
          en: 'Replace each changed object with a full update (an HTTP PUT of the rendered object) instead of a three-way merge patch. Fields set outside Helm are lost; immutable fields still cannot change.',
          es: 'Sustituye cada objeto modificado con una actualización completa (un PUT HTTP del objeto renderizado) en lugar de un parche de fusión a tres bandas. Los campos fijados fuera de Helm se pierden; los campos inmutables siguen sin poder cambiar.',
        },
        template: noEffect({
          en: 'replaces adopted objects instead of patching them',
          es: 'sustituye los objetos adoptados en lugar de parchearlos',
        }),
      }),
    }),
    help,
    kind === 'template'
      ? {
          ...hideNotes,
          text: {
            en: "`helm template` never prints the chart's notes, so this flag, shared with `helm install`, changes nothing here.",
            es: '`helm template` nunca muestra las notas del chart, así que esta opción, compartida con `helm install`, aquí no cambia nada.',
          },
        }
      : hideNotes,
    flag({
      name: 'labels',
      short: 'l',
      type: 'stringToString',
      def: '[]',
      text: onTemplate(
        kind === 'upgrade'
          ? {
              en: 'Labels for the release record (not for the Kubernetes objects), as `key=value` pairs separated by commas. They are merged with the labels the release already has; give a label the value `null` to remove it.',
              es: 'Etiquetas de los datos de la release (no de los objetos de Kubernetes), como pares `clave=valor` separados por comas. Se fusionan con las que ya tiene la release; asigna `null` a una etiqueta para quitarla.',
            }
          : {
              en: 'Labels for the release record (not for the Kubernetes objects), as `key=value` pairs separated by commas. `helm list --selector` filters on them.',
              es: 'Etiquetas de los datos de la release (no de los objetos de Kubernetes), como pares `clave=valor` separados por comas. `helm list --selector` filtra por ellas.',
            },
        {en: 'adds labels to the stored release record', es: 'añade etiquetas a los datos guardados de la release'},
      ),
    }),
    kind === 'template'
      ? {
          ...noHooks,
          text: {
            en: "Leave the chart's hook objects, tests included, out of the output.",
            es: 'Deja fuera de la salida los objetos de hooks del chart, pruebas incluidas.',
          },
        }
      : noHooks,
    flag({
      name: 'post-renderer',
      type: 'postRendererString',
      def: '',
      text: {
        en: 'Executable (a path, or a name found through `PATH`) that receives the rendered manifests on standard input and prints the manifests to use on standard output, for example a wrapper around `kustomize`. Hook resources do not pass through it.',
        es: 'Ejecutable (una ruta o un nombre que se busca en `PATH`) que recibe los manifiestos renderizados por la entrada estándar y escribe por la salida estándar los manifiestos que se usarán, por ejemplo un envoltorio de `kustomize`. Los recursos de hooks no pasan por él.',
      },
    }),
    flag({
      name: 'post-renderer-args',
      type: 'postRendererArgsSlice',
      def: '[]',
      text: {
        en: 'An argument for the post-renderer executable; repeat the flag to pass several, in order.',
        es: 'Un argumento para el ejecutable de post-renderizado; repite la opción para pasar varios, en orden.',
      },
    }),
    flag({
      name: 'render-subchart-notes',
      type: 'bool',
      def: 'false',
      text: onTemplate(
        {
          en: "Render and print the `NOTES.txt` of subcharts too; normally only the parent chart's notes appear.",
          es: 'Renderiza y muestra también el `NOTES.txt` de los subcharts; normalmente solo aparecen las notas del chart principal.',
        },
        {en: 'also prints the notes of subcharts', es: 'muestra también las notas de los subcharts'},
      ),
    }),
    flag({
      name: 'skip-crds',
      type: 'bool',
      def: 'false',
      text: pick(kind, {
        install: {
          en: "Do not install the CRDs of the chart's `crds/` folder, for example because you manage them separately.",
          es: 'No instala los CRD de la carpeta `crds/` del chart, por ejemplo porque los gestionas aparte.',
        },
        upgrade: {
          en: 'Only matters when `--install` ends up installing: then the CRDs of the `crds/` folder are not installed. A normal upgrade never touches that folder.',
          es: 'Solo importa cuando `--install` acaba instalando: en ese caso no se instalan los CRD de la carpeta `crds/`. Una actualización normal nunca toca esa carpeta.',
        },
        template: {
          en: 'Has no visible effect here: `helm template` prints the `crds/` folder only when you pass `--include-crds`.',
          es: 'Aquí no tiene efecto visible: `helm template` solo muestra la carpeta `crds/` si pasas `--include-crds`.',
        },
      }),
    }),
    flag({
      name: 'skip-schema-validation',
      type: 'bool',
      def: 'false',
      text: {
        en: "Do not check the values against the chart's `values.schema.json` (and those of its subcharts).",
        es: 'No comprueba los valores con el `values.schema.json` del chart (ni con los de sus subcharts).',
      },
    }),
    flag({
      name: 'take-ownership',
      type: 'bool',
      def: 'false',
      text: onTemplate(
        {
          en: 'Adopt objects that already exist in the cluster but do not belong to this release, instead of stopping with an ownership error. Helm writes its release annotations onto them, so a later uninstall deletes them too.',
          es: 'Adopta objetos que ya existen en el clúster pero no pertenecen a esta release, en lugar de detenerse con un error de propiedad. Helm les añade sus anotaciones de release, así que una desinstalación posterior también los borra.',
        },
        {en: 'adopts existing objects that do not belong to the release', es: 'adopta objetos existentes que no pertenecen a la release'},
      ),
    }),
    kind === 'template'
      ? {
          ...timeout,
          text: noEffect({
            en: 'limits how long Helm waits for hooks and for `--wait`',
            es: 'limita cuánto espera Helm a los hooks y a `--wait`',
          }),
        }
      : timeout,
    ...valueFlags,
    kind === 'template'
      ? {
          ...wait,
          text: noEffect({
            en: "waits until the release's workloads are ready",
            es: 'espera a que las cargas de trabajo de la release estén listas',
          }),
        }
      : wait,
    kind === 'template'
      ? {
          ...waitForJobs,
          text: noEffect({en: "also waits for the release's Jobs to complete", es: 'espera además a que terminen los Jobs de la release'}),
        }
      : waitForJobs,
    ...chartDownload,
  ];
}

/** Flags of `helm install` and `helm template` only. */
function installOnly(kind: 'install' | 'template'): VisibleFlag[] {
  return [
    flag({
      name: 'generate-name',
      short: 'g',
      type: 'bool',
      def: 'false',
      text: {
        en: 'Let Helm invent the release name, from the chart name and the current Unix time (for example `orders-1759745523`); leave NAME out.',
        es: 'Deja que Helm invente el nombre de la release a partir del nombre del chart y la hora Unix actual (por ejemplo `orders-1759745523`); omite NAME.',
      },
    }),
    flag({
      name: 'name-template',
      type: 'string',
      def: '',
      text: {
        en: 'Go template that produces the release name, such as `orders-{{ randNumeric 4 }}`; leave NAME out.',
        es: 'Plantilla de Go que genera el nombre de la release, como `orders-{{ randNumeric 4 }}`; omite NAME.',
      },
    }),
    flag({
      name: 'replace',
      type: 'bool',
      def: 'false',
      text:
        kind === 'template'
          ? noEffect({
              en: 'reuses the name of an uninstalled or failed release',
              es: 'reutiliza el nombre de una release desinstalada o fallida',
            })
          : {
              en: 'Reuse the name of a release whose latest record is uninstalled (kept with `--keep-history`) or failed. The install becomes the next revision of that release, and the previous record is marked `superseded` (a `failed` one keeps its status). Not meant for production.',
              es: 'Reutiliza el nombre de una release cuya última revisión está desinstalada (conservada con `--keep-history`) o fallida. La instalación pasa a ser la siguiente revisión de esa release, y la revisión anterior queda marcada como `superseded` (una `failed` conserva su estado). No está pensada para producción.',
            },
    }),
  ];
}

const hideSecret = (kind: 'install' | 'upgrade'): VisibleFlag =>
  flag({
    name: 'hide-secret',
    type: 'bool',
    def: 'false',
    text: {
      en: `With \`--dry-run\`, leave the contents of Secret objects out of the printed manifests. Rejected when the ${kind} is not a dry run.`,
      es: `Con \`--dry-run\`, omite el contenido de los objetos Secret en los manifiestos mostrados. Se rechaza si ${kind === 'upgrade' ? 'la actualización' : 'la instalación'} no es una simulación.`,
    },
  });

export const installFlags: Flag[] = [...shared('install'), ...installOnly('install'), output, hideSecret('install')];

export const upgradeFlags: Flag[] = [
  ...shared('upgrade'),
  output,
  hideSecret('upgrade'),
  cleanupOnFail,
  historyMax,
  flag({
    name: 'install',
    short: 'i',
    type: 'bool',
    def: 'false',
    text: {
      en: 'Install the release when it does not exist yet, or when its latest revision is uninstalled, instead of failing. Makes the command safe to run on every deployment.',
      es: 'Instala la release si todavía no existe, o si su última revisión está desinstalada, en lugar de fallar. Así el comando puede ejecutarse en cada despliegue sin problemas.',
    },
  }),
  hiddenFlag({name: 'recreate-pods', type: 'bool', def: 'false', deprecated: true}),
  flag({
    name: 'reset-then-reuse-values',
    type: 'bool',
    def: 'false',
    text: {
      en: "Start from the new chart's defaults, apply the values you gave the previous revision, then this command's `-f` and `--set` values. Usually what people expect `--reuse-values` to do.",
      es: 'Parte de los valores por defecto del chart nuevo, aplica los valores que diste a la revisión anterior y después los `-f` y `--set` de este comando. Suele ser lo que la gente espera de `--reuse-values`.',
    },
  }),
  flag({
    name: 'reset-values',
    type: 'bool',
    def: 'false',
    text: {
      en: "Forget the values of earlier revisions: use the new chart's defaults plus only what you pass to this command. Wins over the two reuse flags.",
      es: 'Olvida los valores de revisiones anteriores: usa los valores por defecto del chart nuevo más solo lo que pases a este comando. Prevalece sobre las dos opciones de reutilización.',
    },
  }),
  flag({
    name: 'reuse-values',
    type: 'bool',
    def: 'false',
    text: {
      en: "Keep the previous revision's values, including the defaults of the old chart version, and merge this command's values on top. Defaults added in the new chart version are not picked up.",
      es: 'Conserva los valores de la revisión anterior, incluidos los valores por defecto de la versión antigua del chart, y fusiona encima los de este comando. Los valores por defecto nuevos de la nueva versión del chart no se incorporan.',
    },
  }),
];

export const templateFlags: Flag[] = [
  ...shared('template'),
  ...installOnly('template'),
  flag({
    name: 'api-versions',
    short: 'a',
    type: 'stringSlice',
    def: '[]',
    text: {
      en: 'Extra API versions to report in `.Capabilities.APIVersions`, such as `monitoring.coreos.com/v1`, for templates that render optional objects only when an API exists.',
      es: 'Versiones de API adicionales que se anuncian en `.Capabilities.APIVersions`, como `monitoring.coreos.com/v1`, para plantillas que solo renderizan objetos opcionales cuando existe una API.',
    },
  }),
  flag({
    name: 'include-crds',
    type: 'bool',
    def: 'false',
    text: {
      en: "Also print the CRDs of the chart's `crds/` folder, before the other manifests.",
      es: 'Muestra también los CRD de la carpeta `crds/` del chart, antes de los demás manifiestos.',
    },
  }),
  flag({
    name: 'is-upgrade',
    type: 'bool',
    def: 'false',
    text: {
      en: 'Render as an upgrade would: `.Release.IsUpgrade` is true and `.Release.IsInstall` false.',
      es: 'Renderiza como lo haría una actualización: `.Release.IsUpgrade` vale true y `.Release.IsInstall` false.',
    },
  }),
  flag({
    name: 'kube-version',
    type: 'string',
    def: '',
    text: {
      en: 'Kubernetes version to report in `.Capabilities.KubeVersion`, such as `1.31.0`. A value that is not a version makes the command fail.',
      es: 'Versión de Kubernetes que se anuncia en `.Capabilities.KubeVersion`, como `1.31.0`. Un valor que no sea una versión hace fallar el comando.',
    },
  }),
  flag({
    name: 'output-dir',
    type: 'string',
    def: '',
    text: {
      en: "Write each rendered template to its own file below this folder, following the chart's paths, instead of printing everything.",
      es: 'Escribe cada plantilla renderizada en su propio archivo dentro de esta carpeta, siguiendo las rutas del chart, en lugar de mostrarlo todo.',
    },
  }),
  flag({
    name: 'release-name',
    type: 'bool',
    def: 'false',
    text: {
      en: 'With `--output-dir`, put the files in a subfolder named after the release, so several releases can share one output folder.',
      es: 'Con `--output-dir`, guarda los archivos en una subcarpeta con el nombre de la release, para que varias releases compartan la carpeta de salida.',
    },
  }),
  flag({
    name: 'show-only',
    short: 's',
    type: 'stringArray',
    def: '[]',
    text: {
      en: 'Print only the templates at these paths, such as `templates/service.yaml`; glob patterns work. A pattern that matches nothing is an error.',
      es: 'Muestra solo las plantillas de estas rutas, como `templates/service.yaml`; se admiten patrones glob. Un patrón que no coincide con nada es un error.',
    },
  }),
  flag({
    name: 'skip-tests',
    type: 'bool',
    def: 'false',
    text: {
      en: 'Leave test hooks (objects annotated `helm.sh/hook: test`) out of the output.',
      es: 'Omite de la salida los hooks de prueba (objetos anotados con `helm.sh/hook: test`).',
    },
  }),
  flag({
    name: 'validate',
    type: 'bool',
    def: 'false',
    text: {
      en: 'Render against the current cluster, as an install would: real capabilities and API versions, and validation of the objects. Needs cluster access.',
      es: 'Renderiza contra el clúster actual, como haría una instalación: capacidades y versiones de API reales y validación de los objetos. Necesita acceso al clúster.',
    },
  }),
];
