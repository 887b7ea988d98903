// helm install, helm upgrade and helm template: the commands that render a chart.
import {installFlags, templateFlags, upgradeFlags} from './install-flags';
import type {Command, RelatedLink} from './types';

const valuesGuide: RelatedLink = {doc: '../chart_template_guide/values_files.md', label: {en: 'Values files', es: 'Archivos de valores'}};
const usingHelm: RelatedLink = {doc: '../intro/using_helm.md', label: {en: 'Using Helm', es: 'Usar Helm'}};
const hooksTopic: RelatedLink = {doc: '../topics/charts_hooks.md', label: {en: 'Chart hooks', es: 'Hooks de charts'}};

export const installCommands: Command[] = [
  {
    path: 'helm install',
    use: 'install [NAME] [CHART]',
    aliases: [],
    args: 'range 1-2',
    group: 'releases',
    summary: {
      en: 'Install a chart into the cluster as a new release.',
      es: 'Instala un chart en el clúster como una release nueva.',
    },
    description: {
      en: [
        "`helm install` takes a chart, merges your values with the chart's defaults, renders the templates, and creates the resulting objects in the cluster. The installation becomes a [release](../glossary/index.md#release) with the name you give, in the namespace you select, and Helm stores its first [revision](../glossary/index.md#revision) so that you can later [upgrade](./helm_upgrade.md), [roll back](./helm_rollback.md) or [uninstall](./helm_uninstall.md) it as a unit. When it succeeds, Helm prints the release status and the chart's usage notes.",
        'Reach for `install` the first time a chart goes into a namespace. For deployments that run again and again, such as CI pipelines, [helm upgrade --install](./helm_upgrade.md) is usually the better fit, because it installs or upgrades depending on whether the release exists. To look at the output first without touching the cluster, use [helm template](./helm_template.md) or the `--dry-run` flag described below.',
        'Release names are unique per namespace, may only contain lowercase letters, digits, dashes and dots, must start and end with a letter or digit, and may not exceed 53 characters. Give the name as the first argument, or let Helm pick one with `--generate-name` or `--name-template`, in which case the chart is the only argument. Errors are reported with the prefix `INSTALLATION FAILED`, and pressing Ctrl+C cancels a running install.',
      ],
      es: [
        '`helm install` toma un chart, fusiona tus valores con los valores por defecto del chart, renderiza las plantillas y crea en el clúster los objetos resultantes. La instalación se convierte en una [release](../glossary/index.md#release) con el nombre que le des, en el namespace que elijas, y Helm guarda su primera [revisión](../glossary/index.md#revision) para que más adelante puedas [actualizarla](./helm_upgrade.md), [revertirla](./helm_rollback.md) o [desinstalarla](./helm_uninstall.md) como una unidad. Si todo va bien, Helm muestra el estado de la release y las notas de uso del chart.',
        'Usa `install` la primera vez que un chart entra en un namespace. Para despliegues que se repiten una y otra vez, como los pipelines de CI, suele encajar mejor [helm upgrade --install](./helm_upgrade.md), que instala o actualiza según exista o no la release. Para ver antes el resultado sin tocar el clúster, usa [helm template](./helm_template.md) o la opción `--dry-run` que se describe más abajo.',
        'Los nombres de release son únicos en cada namespace, solo pueden contener minúsculas, dígitos, guiones y puntos, deben empezar y terminar con una letra o un dígito y no pueden superar los 53 caracteres. Pasa el nombre como primer argumento, o deja que Helm elija uno con `--generate-name` o `--name-template`; en ese caso el chart es el único argumento. Los errores se notifican con el prefijo `INSTALLATION FAILED`, y con Ctrl+C cancelas una instalación en curso.',
      ],
    },
    sections: [
      {
        id: 'chart-sources',
        title: {en: 'Where the chart comes from', es: 'De dónde sale el chart'},
        body: {
          en: [
            'The CHART argument accepts five forms: a chart directory on disk, a packaged `.tgz` archive, a `repo/chart` reference to a repository added with [helm repo add](./helm_repo_add.md), the URL of an archive, and an `oci://` reference to a chart in an [OCI registry](../topics/registries.md). These all work:',
            '```bash\nhelm install orders ./orders\nhelm install orders ./orders-0.1.0.tgz\nhelm install hello examples/hello-world\nhelm install hello https://github.com/helm/examples/releases/download/hello-world-0.1.0/hello-world-0.1.0.tgz\nhelm install orders oci://localhost:5000/charts/orders --version 0.1.0 --plain-http\n```',
            'For repository and registry charts, `--version` selects a version or a range; without it Helm takes the newest stable one, and `--devel` lets pre-releases count. `--repo` names a repository URL directly, so you can skip `helm repo add`. One trap: a local path wins over everything else. If a folder called `examples/hello-world` happens to exist in your working directory, Helm installs that folder, even with `--repo`, and only logs a warning.',
            'Helm only installs application charts: a [library chart](../topics/library_charts.md) is rejected. If the chart declares dependencies that are missing from its `charts/` folder, the install stops unless you add `--dependency-update`.',
          ],
          es: [
            'El argumento CHART admite cinco formas: un directorio de chart en disco, un archivo `.tgz` empaquetado, una referencia `repo/chart` a un repositorio añadido con [helm repo add](./helm_repo_add.md), la URL de un archivo y una referencia `oci://` a un chart de un [registro OCI](../topics/registries.md). Todas estas funcionan:',
            '```bash\nhelm install orders ./orders\nhelm install orders ./orders-0.1.0.tgz\nhelm install hello examples/hello-world\nhelm install hello https://github.com/helm/examples/releases/download/hello-world-0.1.0/hello-world-0.1.0.tgz\nhelm install orders oci://localhost:5000/charts/orders --version 0.1.0 --plain-http\n```',
            'Con charts de repositorios y registros, `--version` elige una versión o un rango; sin ella Helm toma la estable más reciente, y `--devel` hace que cuenten también las preliminares. `--repo` indica directamente la URL de un repositorio, así que puedes saltarte `helm repo add`. Una trampa: una ruta local gana a todo lo demás. Si en tu directorio de trabajo existe por casualidad una carpeta llamada `examples/hello-world`, Helm instala esa carpeta, incluso con `--repo`, y solo registra un aviso.',
            'Helm solo instala charts de aplicación: un [chart de biblioteca](../topics/library_charts.md) se rechaza. Si el chart declara dependencias que faltan en su carpeta `charts/`, la instalación se detiene salvo que añadas `--dependency-update`.',
          ],
        },
      },
      {
        id: 'values',
        title: {en: 'Supplying values', es: 'Pasar valores'},
        body: {
          en: [
            "Configuration reaches the chart as [values](../glossary/index.md#values). Helm starts from the chart's `values.yaml` (and those of its subcharts), then merges your input in a fixed order, each step overriding the previous one: every `-f` file in the order given, then `--set-json`, `--set`, `--set-string`, `--set-file` and finally `--set-literal`. Within one flag type, a later occurrence wins.",
            "Keep durable settings in files under version control and use `--set` for the odd value computed in a pipeline, such as an image tag. Remember that `--set` guesses types: `--set replicaCount=2` gives a number, and `--set podAnnotations.build=0123` gives a string only because of the leading zero. When the type matters, use `--set-string` or a file. Helm also validates the merged values against the chart's `values.schema.json`, if there is one, before rendering. The [values files guide](../chart_template_guide/values_files.md) explains how the merge treats maps and lists.",
          ],
          es: [
            'La configuración llega al chart como [valores](../glossary/index.md#values). Helm parte del `values.yaml` del chart (y de los de sus subcharts) y fusiona después lo que aportas en un orden fijo, en el que cada paso sustituye al anterior: cada archivo `-f` en el orden indicado, después `--set-json`, `--set`, `--set-string`, `--set-file` y por último `--set-literal`. Dentro de un mismo tipo de opción, gana la aparición posterior.',
            'Guarda los ajustes estables en archivos bajo control de versiones y usa `--set` para algún valor suelto que calcule el pipeline, como una etiqueta de imagen. Recuerda que `--set` deduce tipos: `--set replicaCount=2` da un número, y `--set podAnnotations.build=0123` da una cadena solo por el cero inicial. Cuando el tipo importa, usa `--set-string` o un archivo. Además, si el chart tiene un `values.schema.json`, Helm valida con él los valores fusionados antes de renderizar. La [guía de archivos de valores](../chart_template_guide/values_files.md) explica cómo trata la fusión los mapas y las listas.',
          ],
        },
      },
      {
        id: 'wait-and-atomic',
        title: {en: 'Waiting, timeouts and --atomic', es: 'Esperas, tiempos límite y --atomic'},
        body: {
          en: [
            'By default `helm install` reports success as soon as the Kubernetes API server has accepted the objects. At that moment the Pods may still be pulling images or crash-looping, yet the release is already marked `deployed`. For anything automated that is too early:',
            '- `--wait` makes Helm wait until the Pods are ready, PersistentVolumeClaims are bound, Services have an address and workloads have their minimum of available Pods. If that does not happen within `--timeout` (default five minutes), the release is marked `failed`.\n- `--wait-for-jobs` adds Jobs to the list, waiting for them to complete. It only has an effect together with `--wait` (or `--atomic`).\n- `--atomic` implies `--wait` and cleans up after a failure: if anything goes wrong, timeouts included, Helm uninstalls the release again, so you are not left with a half-installed `failed` release that blocks the name.\n- `--timeout` also limits how long Helm waits for hooks, such as a database migration Job annotated `pre-install`, whether or not you pass `--wait`.',
            'A failed install without `--atomic` leaves the objects and a `failed` release behind. Inspect them with [helm status](./helm_status.md), then remove the release with [helm uninstall](./helm_uninstall.md) before you try again, or retry with `helm upgrade --install`.',
          ],
          es: [
            'Por defecto, `helm install` da por buena la instalación en cuanto el servidor de API de Kubernetes acepta los objetos. En ese momento los Pods pueden seguir descargando imágenes o reiniciándose en bucle, y aun así la release ya figura como `deployed`. Para cualquier proceso automatizado es demasiado pronto:',
            '- `--wait` hace que Helm espere a que los Pods estén listos, los PersistentVolumeClaims enlazados, los Services tengan dirección y las cargas de trabajo tengan su mínimo de Pods disponibles. Si eso no ocurre dentro de `--timeout` (cinco minutos por defecto), la release se marca como `failed`.\n- `--wait-for-jobs` añade los Jobs a la lista y espera a que terminen. Solo tiene efecto junto con `--wait` (o `--atomic`).\n- `--atomic` implica `--wait` y limpia tras un fallo: si algo sale mal, tiempos agotados incluidos, Helm vuelve a desinstalar la release, para que no te quede una release `failed` a medio instalar que bloquee el nombre.\n- `--timeout` limita también cuánto espera Helm a los hooks, como un Job de migración de base de datos anotado `pre-install`, pases o no `--wait`.',
            'Una instalación fallida sin `--atomic` deja atrás los objetos y una release `failed`. Revísalos con [helm status](./helm_status.md) y elimina la release con [helm uninstall](./helm_uninstall.md) antes de volver a intentarlo, o reinténtalo con `helm upgrade --install`.',
          ],
        },
      },
      {
        id: 'dry-run',
        title: {en: 'Previewing an install with --dry-run', es: 'Previsualizar una instalación con --dry-run'},
        body: {
          en: [
            "`--dry-run` runs the whole install except the part that changes the cluster, then prints the rendered hooks and manifests together with the notes. Unlike `helm template`, it still talks to the cluster: it uses the real Kubernetes version and API list, validates the objects against the cluster's schema, and reports objects that already exist and belong to someone else. So it needs working cluster credentials.",
            "The value decides what the `lookup` template function sees. `--dry-run` on its own means `client`, and then `lookup` returns nothing, exactly as in `helm template`. `--dry-run=server` lets `lookup` read live objects, which matters for charts that, for example, reuse an existing Secret's password. Because dry-run output includes Secrets in full, add `--hide-secret` when the output ends up in CI logs. Debugging techniques are collected in [Debugging templates](../chart_template_guide/debugging.md).",
          ],
          es: [
            '`--dry-run` ejecuta toda la instalación salvo la parte que cambia el clúster y muestra después los hooks y manifiestos renderizados junto con las notas. A diferencia de `helm template`, sigue hablando con el clúster: usa la versión real de Kubernetes y su lista de APIs, valida los objetos con el esquema del clúster e informa de los objetos que ya existen y pertenecen a otro. Por eso necesita credenciales del clúster que funcionen.',
            'El valor decide qué ve la función de plantilla `lookup`. `--dry-run` a secas equivale a `client`, y entonces `lookup` no devuelve nada, igual que en `helm template`. `--dry-run=server` permite a `lookup` leer objetos reales, algo importante en charts que, por ejemplo, reutilizan la contraseña de un Secret existente. Como la salida de la simulación incluye los Secrets completos, añade `--hide-secret` cuando la salida acabe en los logs del CI. Las técnicas de depuración están reunidas en [Depurar plantillas](../chart_template_guide/debugging.md).',
          ],
        },
      },
      {
        id: 'existing-objects',
        title: {en: 'When objects already exist', es: 'Cuando los objetos ya existen'},
        body: {
          en: [
            'Helm refuses to take over objects it did not create. If the chart renders, say, a ConfigMap that already exists in the namespace without Helm\'s ownership annotations for this release, the install stops with an error that names the object and the ownership metadata it lacks: `Error: INSTALLATION FAILED: Unable to continue with install: ConfigMap "settings" in namespace "default" exists and cannot be imported into the current release: invalid ownership metadata; label validation error: missing key "app.kubernetes.io/managed-by": must be set to "Helm"`, followed by the annotations `meta.helm.sh/release-name` and `meta.helm.sh/release-namespace`. Helm releases before 3.13 began the same error with `rendered manifests contain a resource that already exists`. This protects objects created by hand or by another release.',
            'When taking them over is what you want, for example when moving an application that was deployed with `kubectl apply` under Helm, add `--take-ownership`: Helm adopts the existing objects and from then on manages and eventually deletes them. Together with `--force`, adopted objects are replaced rather than patched. `--replace` is something else: it reuses the name of a release whose last record is `failed` or uninstalled with its history kept.',
          ],
          es: [
            'Helm se niega a hacerse cargo de objetos que no creó. Si el chart renderiza, por ejemplo, un ConfigMap que ya existe en el namespace sin las anotaciones de propiedad de Helm para esta release, la instalación se detiene con un error que nombra el objeto y los metadatos de propiedad que le faltan: `Error: INSTALLATION FAILED: Unable to continue with install: ConfigMap "settings" in namespace "default" exists and cannot be imported into the current release: invalid ownership metadata; label validation error: missing key "app.kubernetes.io/managed-by": must be set to "Helm"`, seguido de las anotaciones `meta.helm.sh/release-name` y `meta.helm.sh/release-namespace`. Las versiones de Helm anteriores a la 3.13 empezaban ese mismo error con `rendered manifests contain a resource that already exists`. Así se protegen los objetos creados a mano o por otra release.',
            'Cuando hacerse cargo de ellos es justo lo que quieres, por ejemplo al pasar a Helm una aplicación desplegada con `kubectl apply`, añade `--take-ownership`: Helm adopta los objetos existentes y desde entonces los gestiona y, llegado el caso, los borra. Junto con `--force`, los objetos adoptados se sustituyen en lugar de parchearse. `--replace` es otra cosa: reutiliza el nombre de una release cuya última revisión está `failed` o desinstalada con su historial conservado.',
          ],
        },
      },
      {
        id: 'crds-and-hooks',
        title: {en: 'CRDs and hooks', es: 'CRD y hooks'},
        body: {
          en: [
            "Files in the chart's `crds/` folder are installed before anything else, and only on install: Helm never upgrades or deletes them later. Skip them with `--skip-crds` when the CRDs are managed separately; see the [CRD best practices](../chart_best_practices/custom_resource_definitions.md). [Hooks](../topics/charts_hooks.md) annotated `pre-install` and `post-install` run around the main objects, and `--no-hooks` skips them, which also skips any setup work they do. Test hooks never run during an install; run them afterwards with [helm test](./helm_test.md).",
          ],
          es: [
            'Los archivos de la carpeta `crds/` del chart se instalan antes que nada, y solo en la instalación: Helm nunca los actualiza ni los borra después. Omítelos con `--skip-crds` cuando los CRD se gestionen aparte; consulta las [buenas prácticas sobre CRD](../chart_best_practices/custom_resource_definitions.md). Los [hooks](../topics/charts_hooks.md) anotados `pre-install` y `post-install` se ejecutan alrededor de los objetos principales, y `--no-hooks` los omite, con lo que también se omite el trabajo de preparación que hagan. Los hooks de prueba nunca se ejecutan durante una instalación; lánzalos después con [helm test](./helm_test.md).',
          ],
        },
      },
    ],
    examples: [
      {
        id: 'local-chart',
        title: {en: 'Install a local chart into its own namespace', es: 'Instalar un chart local en su propio namespace'},
        intro: {
          en: 'Install the `orders` chart from the current directory as the release `orders`, creating the `shop` namespace on the way:',
          es: 'Instala el chart `orders` del directorio actual como la release `orders` y crea de paso el namespace `shop`:',
        },
        code: 'helm install orders ./orders --namespace shop --create-namespace',
        output: 'NAME: orders\nLAST DEPLOYED: Mon Oct  6 10:12:03 2025\nNAMESPACE: shop\nSTATUS: deployed\nREVISION: 1',
        outro: {
          en: "The chart's rendered `NOTES.txt` follows under a `NOTES:` heading. A chart without tests would also show `TEST SUITE: None`. `STATUS: deployed` only means the API server accepted the objects; add `--wait` to make it mean that they are ready.",
          es: 'A continuación aparece, bajo el encabezado `NOTES:`, el `NOTES.txt` renderizado del chart. Un chart sin pruebas mostraría además `TEST SUITE: None`. `STATUS: deployed` solo significa que el servidor de API aceptó los objetos; añade `--wait` para que signifique que están listos.',
        },
      },
      {
        id: 'repository-chart',
        title: {en: 'Install a pinned version with your values', es: 'Instalar una versión fijada con tus valores'},
        intro: {
          en: 'Install a specific version of a repository chart, with a values file and one override, and wait until everything is ready:',
          es: 'Instala una versión concreta de un chart de repositorio, con un archivo de valores y un ajuste suelto, y espera a que todo esté listo:',
        },
        given: "printf 'service:\\n  type: ClusterIP\\n' > hello-values.yaml",
        code: 'helm repo add examples https://helm.github.io/examples\nhelm install hello examples/hello-world --version 0.1.0 \\\n  --namespace demo --create-namespace \\\n  -f hello-values.yaml --set replicaCount=2 \\\n  --wait --timeout 3m',
        outro: {
          en: 'Pinning `--version` keeps the result reproducible: without it, the same command installs whatever version is newest on the day it runs.',
          es: 'Fijar `--version` mantiene el resultado reproducible: sin ella, el mismo comando instala la versión más reciente del día en que se ejecuta.',
        },
      },
      {
        id: 'server-dry-run',
        title: {en: 'Preview against the real cluster', es: 'Previsualizar contra el clúster real'},
        intro: {
          en: 'Render the install as the cluster would see it, with `lookup` reading live objects, but without the contents of Secrets, and keep the output for review:',
          es: 'Renderiza la instalación tal como la vería el clúster, con `lookup` leyendo objetos reales pero sin el contenido de los Secrets, y guarda la salida para revisarla:',
        },
        code: 'helm install orders ./orders --namespace shop --dry-run=server --hide-secret > orders-preview.txt',
        outro: {
          en: 'The file starts with the release summary, followed by the hooks under `HOOKS:`, the manifest under `MANIFEST:` and the notes. Nothing was created.',
          es: 'El archivo empieza con el resumen de la release, seguido de los hooks bajo `HOOKS:`, el manifiesto bajo `MANIFEST:` y las notas. No se creó nada.',
        },
      },
    ],
    flags: installFlags,
    related: [
      {
        doc: '../faq/troubleshooting.md#invalid-ownership-metadata',
        label: {
          en: 'Troubleshooting: exists and cannot be imported into the current release',
          es: 'Resolución de problemas: exists and cannot be imported into the current release',
        },
      },
      {
        doc: '../faq/troubleshooting.md#namespace-not-found',
        label: {en: 'Troubleshooting: namespaces "…" not found', es: 'Resolución de problemas: namespaces "…" not found'},
      },
      {
        doc: '../faq/troubleshooting.md#resource-mapping-not-found',
        label: {en: 'Troubleshooting: ensure CRDs are installed first', es: 'Resolución de problemas: ensure CRDs are installed first'},
      },
      usingHelm,
      valuesGuide,
      hooksTopic,
      {doc: '../chart_template_guide/debugging.md', label: {en: 'Debugging templates', es: 'Depurar plantillas'}},
      {doc: '../intro/quickstart.md', label: {en: 'Quickstart guide', es: 'Guía de inicio rápido'}},
      {
        doc: '../faq/troubleshooting.md#name-in-use',
        label: {
          en: 'Troubleshooting: cannot re-use a name that is still in use',
          es: 'Resolución de problemas: cannot re-use a name that is still in use',
        },
      },
    ],
  },
  {
    path: 'helm upgrade',
    use: 'upgrade [RELEASE] [CHART]',
    aliases: [],
    args: 'exactly 2',
    group: 'releases',
    summary: {
      en: 'Upgrade a release to a new chart version or new values, creating a new revision.',
      es: 'Actualiza una release a una nueva versión del chart o a valores nuevos, creando una revisión nueva.',
    },
    description: {
      en: [
        '`helm upgrade` changes a running release. It renders the chart you give with the values you give, compares the result with what the previous revision deployed, and applies the differences: new objects are created, changed ones are patched and objects that disappeared from the chart are deleted. The outcome is stored as a new [revision](../glossary/index.md#revision), so [helm history](./helm_history.md) shows it and [helm rollback](./helm_rollback.md) can return to the previous one.',
        'You need an upgrade for any change to a release, not only for a new chart version: changing a single value, moving to a new image tag or re-applying the same chart after someone edited objects by hand are all upgrades. The command always takes both the release name and the chart, because Helm does not remember where a chart came from; give the same reference you installed from, or a newer one. CHART accepts the same five forms as [helm install](./helm_install.md#chart-sources).',
        'Helm changes objects with a three-way merge: it compares the old manifest, the new manifest and the live object, so fields that other controllers or people set and that the chart does not mention survive the upgrade. Errors are reported with the prefix `UPGRADE FAILED`, and Ctrl+C cancels a running upgrade.',
      ],
      es: [
        '`helm upgrade` modifica una release en funcionamiento. Renderiza el chart que indiques con los valores que indiques, compara el resultado con lo que desplegó la revisión anterior y aplica las diferencias: crea los objetos nuevos, parchea los que cambiaron y borra los que desaparecieron del chart. El resultado se guarda como una [revisión](../glossary/index.md#revision) nueva, de modo que [helm history](./helm_history.md) la muestra y [helm rollback](./helm_rollback.md) puede volver a la anterior.',
        'Necesitas una actualización para cualquier cambio de una release, no solo para una versión nueva del chart: cambiar un único valor, pasar a otra etiqueta de imagen o volver a aplicar el mismo chart después de que alguien editara objetos a mano son actualizaciones. El comando siempre pide el nombre de la release y el chart, porque Helm no recuerda de dónde vino el chart; indica la misma referencia con la que instalaste, o una más nueva. CHART admite las mismas cinco formas que [helm install](./helm_install.md#chart-sources).',
        'Helm modifica los objetos con una fusión a tres bandas: compara el manifiesto antiguo, el nuevo y el objeto real, así que los campos que fijaron otros controladores o personas y que el chart no menciona sobreviven a la actualización. Los errores se notifican con el prefijo `UPGRADE FAILED`, y con Ctrl+C cancelas una actualización en curso.',
      ],
    },
    sections: [
      {
        id: 'values-on-upgrade',
        title: {en: 'What happens to the values of the previous revision', es: 'Qué pasa con los valores de la revisión anterior'},
        body: {
          en: [
            'This is the part of Helm that surprises people most. Each revision stores the values you supplied (not the chart defaults). On upgrade, Helm decides what to do with those stored values as follows:',
            "| You run | Values used for the new revision |\n| --- | --- |\n| no `-f` or `--set` at all | the previous revision's values, on top of the new chart's defaults |\n| some `-f` or `--set`, no special flag | **only** what you pass now, on top of the new chart's defaults; everything you set earlier is dropped |\n| `--reuse-values` | the previous values and the old chart's defaults, with what you pass now on top |\n| `--reset-then-reuse-values` | the new chart's defaults, then the previous values, then what you pass now |\n| `--reset-values` | the new chart's defaults plus what you pass now; previous values are ignored |",
            'The second row causes most accidents: an upgrade that only passes `--set image.tag=2.0` silently forgets the replica count and the ingress host you set at install time. Either pass the complete set of values files every time (the most predictable option, and the one to use in CI) or choose one of the flags explicitly.',
            "`--reuse-values` has its own trap: it carries over the old chart version's defaults too, so a default that only exists in the new chart version is missing, and templates that expect it can fail or render wrongly. When you upgrade the chart version and want to keep your earlier settings, `--reset-then-reuse-values` is almost always the right choice. `--reset-values` wins if combined with the others. [helm get values](./helm_get_values.md) shows what a revision stored.",
          ],
          es: [
            'Esta es la parte de Helm que más sorprende. Cada revisión guarda los valores que proporcionaste (no los valores por defecto del chart). Al actualizar, Helm decide qué hacer con esos valores guardados de esta forma:',
            '| Lo que ejecutas | Valores que usa la nueva revisión |\n| --- | --- |\n| ningún `-f` ni `--set` | los valores de la revisión anterior, sobre los valores por defecto del chart nuevo |\n| algún `-f` o `--set`, sin opción especial | **solo** lo que pasas ahora, sobre los valores por defecto del chart nuevo; todo lo que fijaste antes se descarta |\n| `--reuse-values` | los valores anteriores y los valores por defecto del chart antiguo, con lo que pasas ahora encima |\n| `--reset-then-reuse-values` | los valores por defecto del chart nuevo, después los valores anteriores y después lo que pasas ahora |\n| `--reset-values` | los valores por defecto del chart nuevo más lo que pasas ahora; los anteriores se ignoran |',
            'La segunda fila provoca la mayoría de los accidentes: una actualización que solo pasa `--set image.tag=2.0` olvida sin avisar el número de réplicas y el host del ingress que fijaste al instalar. O pasas cada vez el conjunto completo de archivos de valores (la opción más predecible, y la que conviene en CI), o eliges explícitamente una de las opciones.',
            '`--reuse-values` tiene su propia trampa: arrastra también los valores por defecto de la versión antigua del chart, así que falta cualquier valor por defecto que solo exista en la versión nueva, y las plantillas que lo esperan pueden fallar o renderizar mal. Cuando cambias de versión del chart y quieres conservar tus ajustes anteriores, `--reset-then-reuse-values` es casi siempre la elección correcta. `--reset-values` gana si se combina con las otras. [helm get values](./helm_get_values.md) muestra lo que guardó una revisión.',
          ],
        },
      },
      {
        id: 'upgrade-install',
        title: {en: 'Install or upgrade in one command', es: 'Instalar o actualizar con un solo comando'},
        body: {
          en: [
            'With `--install` (`-i`), `helm upgrade` installs the release when it does not exist yet, or when its latest revision is an uninstall whose history was kept, and upgrades it otherwise. That makes the same command correct for the first deployment and for every later one, which is why CI pipelines use `helm upgrade --install` almost exclusively. Combine it with `--create-namespace` for new environments. When the command ends up installing, install semantics apply: CRDs in `crds/` are installed unless you pass `--skip-crds`, and `--atomic` uninstalls on failure instead of rolling back.',
          ],
          es: [
            'Con `--install` (`-i`), `helm upgrade` instala la release si todavía no existe, o si su última revisión es una desinstalación con el historial conservado, y si no la actualiza. Así, el mismo comando sirve para el primer despliegue y para todos los siguientes, y por eso los pipelines de CI usan casi siempre `helm upgrade --install`. Combínalo con `--create-namespace` para entornos nuevos. Cuando el comando acaba instalando, rigen las reglas de la instalación: los CRD de `crds/` se instalan salvo que pases `--skip-crds`, y `--atomic` desinstala si algo falla en lugar de revertir.',
          ],
        },
      },
      {
        id: 'failures',
        title: {en: 'Waiting, failures and automatic rollback', es: 'Esperas, fallos y rollback automático'},
        body: {
          en: [
            "Without `--wait`, an upgrade succeeds as soon as the API server accepts the changes, even if the new Pods never become ready. With `--wait`, Helm waits up to `--timeout` for the release's workloads to be ready, and `--wait-for-jobs` extends the wait to Jobs. If the time runs out, the new revision is marked `failed` while the cluster keeps whatever state it reached.",
            'Two flags limit the damage. `--atomic` (which implies `--wait`) rolls the release back to the last successful revision when the upgrade fails, so a broken deployment repairs itself; the rollback shows up as one more revision in the history. `--cleanup-on-fail` deletes the objects that the failed upgrade had newly created. `--history-max` (default 10) prunes old revisions so that the release records do not grow without limit.',
            'If an upgrade is interrupted hard, for example because a CI runner is killed, the release can stay in `pending-upgrade`, and every later upgrade fails with a message that another operation is in progress. Check with `helm history`, then roll back to the last `deployed` revision with [helm rollback](./helm_rollback.md) to release the lock.',
          ],
          es: [
            'Sin `--wait`, una actualización termina bien en cuanto el servidor de API acepta los cambios, aunque los Pods nuevos nunca lleguen a estar listos. Con `--wait`, Helm espera hasta `--timeout` a que las cargas de trabajo de la release estén listas, y `--wait-for-jobs` amplía la espera a los Jobs. Si se agota el tiempo, la nueva revisión se marca como `failed` y el clúster se queda en el estado al que llegó.',
            'Dos opciones limitan los daños. `--atomic` (que implica `--wait`) revierte la release a la última revisión correcta cuando la actualización falla, de modo que un despliegue roto se repara solo; el rollback aparece como una revisión más en el historial. `--cleanup-on-fail` borra los objetos que la actualización fallida había creado. `--history-max` (10 por defecto) elimina las revisiones antiguas para que los datos de la release no crezcan sin límite.',
            'Si una actualización se interrumpe de golpe, por ejemplo porque se mata el runner del CI, la release puede quedarse en `pending-upgrade`, y cada actualización posterior falla con un mensaje que dice que hay otra operación en curso. Compruébalo con `helm history` y revierte a la última revisión `deployed` con [helm rollback](./helm_rollback.md) para liberar el bloqueo.',
          ],
        },
      },
      {
        id: 'force-and-ownership',
        title: {en: 'Forcing changes and adopting objects', es: 'Forzar cambios y adoptar objetos'},
        body: {
          en: [
            "`--force` replaces every changed object with a full update instead of a patch. Fields that exist only in the live object, such as those added by `kubectl edit` or by another controller, are lost, and the API server still refuses changes to immutable fields such as a Deployment's selector. For such changes you have to delete the object yourself or rename it in the chart. Use `--force` sparingly.",
            '`--take-ownership` works as for [helm install](./helm_install.md#existing-objects): objects that the new chart version renders and that already exist outside this release are adopted instead of causing an error. `--dry-run` and `--hide-secret` also behave as they do for install, and `--dry-run=server` is the closest thing to a preview of an upgrade that Helm itself offers.',
          ],
          es: [
            '`--force` sustituye cada objeto modificado con una actualización completa en lugar de un parche. Los campos que solo existen en el objeto real, como los añadidos con `kubectl edit` o por otro controlador, se pierden, y el servidor de API sigue rechazando cambios en campos inmutables como el selector de un Deployment. Para esos cambios tienes que borrar el objeto tú mismo o renombrarlo en el chart. Usa `--force` con moderación.',
            '`--take-ownership` funciona como en [helm install](./helm_install.md#existing-objects): los objetos que renderiza la nueva versión del chart y que ya existen fuera de esta release se adoptan en lugar de provocar un error. `--dry-run` y `--hide-secret` también se comportan como en la instalación, y `--dry-run=server` es lo más parecido a una previsualización de la actualización que ofrece el propio Helm.',
          ],
        },
      },
      {
        id: 'not-upgraded',
        title: {en: 'What an upgrade does not touch', es: 'Lo que una actualización no toca'},
        body: {
          en: [
            'The `crds/` folder is ignored on upgrade: new or changed CRDs in a new chart version must be applied separately, as the [CRD best practices](../chart_best_practices/custom_resource_definitions.md) explain. Objects annotated with `helm.sh/resource-policy: keep` are not deleted when they disappear from the chart. The namespace is never changed: a release stays in the namespace it was installed in, and `--namespace` must name that namespace.',
          ],
          es: [
            'La carpeta `crds/` se ignora al actualizar: los CRD nuevos o modificados de una versión nueva del chart se aplican por separado, como explican las [buenas prácticas sobre CRD](../chart_best_practices/custom_resource_definitions.md). Los objetos anotados con `helm.sh/resource-policy: keep` no se borran cuando desaparecen del chart. El namespace nunca cambia: una release se queda en el namespace donde se instaló, y `--namespace` debe indicar ese namespace.',
          ],
        },
      },
    ],
    examples: [
      {
        id: 'new-values',
        title: {en: 'Roll out a new image with the full values', es: 'Desplegar una imagen nueva con todos los valores'},
        intro: {
          en: 'Pass the complete values file again together with the new tag, so no earlier setting is lost:',
          es: 'Vuelve a pasar el archivo de valores completo junto con la etiqueta nueva, para no perder ningún ajuste anterior:',
        },
        given:
          "mkdir -p values\nprintf 'replicaCount: 2\\n' > values/production.yaml\nhelm install orders ./orders -n shop --create-namespace",
        code: 'helm upgrade orders ./orders --namespace shop -f values/production.yaml --set image.tag=1.27.2 --wait',
        output:
          'Release "orders" has been upgraded. Happy Helming!\nNAME: orders\nLAST DEPLOYED: Tue Oct  7 09:41:17 2025\nNAMESPACE: shop\nSTATUS: deployed\nREVISION: 2',
      },
      {
        id: 'ci-deploy',
        title: {en: 'Deploy from CI in one idempotent step', es: 'Desplegar desde CI en un paso idempotente'},
        intro: {
          en: 'Install or upgrade, roll back automatically on failure, wait for migration Jobs, and record the commit in the history:',
          es: 'Instala o actualiza, revierte automáticamente si falla, espera a los Jobs de migración y anota el commit en el historial:',
        },
        given:
          "mkdir -p values\nprintf 'replicaCount: 2\\n' > values/production.yaml\ngit init -q\ngit add -A\ngit -c user.name=ci -c user.email=ci@example.com commit -qm 'orders chart'",
        code: 'helm upgrade --install orders ./orders \\\n  --namespace shop --create-namespace \\\n  -f values/production.yaml \\\n  --atomic --wait-for-jobs --timeout 10m \\\n  --description "deploy $(git rev-parse --short HEAD)"',
        outro: {
          en: 'On the very first run Helm prints `Release "orders" does not exist. Installing it now.` before the usual status.',
          es: 'En la primera ejecución, Helm muestra `Release "orders" does not exist. Installing it now.` antes del estado habitual.',
        },
      },
      {
        id: 'new-chart-version',
        title: {
          en: 'Move to a new chart version and keep your settings',
          es: 'Pasar a una versión nueva del chart conservando tus ajustes',
        },
        intro: {
          en: "Upgrade a repository chart, keep the values given at install time, pick up the new version's defaults and change one setting:",
          es: 'Actualiza un chart de repositorio, conserva los valores dados al instalar, incorpora los valores por defecto de la versión nueva y cambia un ajuste:',
        },
        given:
          'helm repo add examples https://helm.github.io/examples\nhelm install hello examples/hello-world -n demo --create-namespace --set replicaCount=2',
        code: 'helm repo update examples\nhelm upgrade hello examples/hello-world --namespace demo \\\n  --reset-then-reuse-values --set replicaCount=3',
      },
    ],
    flags: upgradeFlags,
    related: [
      {
        doc: '../faq/troubleshooting.md#field-is-immutable',
        label: {en: 'Troubleshooting: field is immutable', es: 'Resolución de problemas: field is immutable'},
      },
      {
        doc: '../faq/troubleshooting.md#requires-arguments',
        label: {
          en: 'Troubleshooting: "helm upgrade" requires 2 arguments',
          es: 'Resolución de problemas: "helm upgrade" requires 2 arguments',
        },
      },
      usingHelm,
      valuesGuide,
      hooksTopic,
      {doc: '../howto/charts_tips_and_tricks.md', label: {en: 'Chart development tips and tricks', es: 'Trucos para desarrollar charts'}},
      {
        doc: '../faq/troubleshooting.md#no-deployed-releases',
        label: {en: 'Troubleshooting: has no deployed releases', es: 'Resolución de problemas: has no deployed releases'},
      },
    ],
  },
  {
    path: 'helm template',
    use: 'template [NAME] [CHART]',
    aliases: [],
    args: 'range 1-2',
    group: 'charts',
    summary: {
      en: "Render a chart's templates locally and print the manifests, without a cluster.",
      es: 'Renderiza en local las plantillas de un chart y muestra los manifiestos, sin clúster.',
    },
    description: {
      en: [
        '`helm template` runs the rendering half of an install on your machine: it merges values, evaluates every template and prints the resulting YAML, hooks included, to standard output. No cluster is contacted and nothing is stored. It is the everyday tool for chart authors checking what their templates produce, for reviewers who want to see the exact objects of a change, and for workflows where something other than Helm applies the manifests, such as GitOps controllers or `kubectl apply`.',
        'It takes the same values, chart source and download flags as [helm install](./helm_install.md). With only CHART given, the release name is `release-name`; pass a NAME whenever templates use `.Release.Name`, so that resource names look as they will in the cluster.',
        'Working offline has consequences to keep in mind. `.Capabilities` reports a default Kubernetes version and only the built-in API versions, so templates that check for an API such as `monitoring.coreos.com/v1` skip those objects unless you add `--api-versions`, and `--kube-version` sets the version. The `lookup` function returns nothing. Hooks are printed after the other manifests (leave them out with `--no-hooks`), test hooks are included unless you pass `--skip-tests`, and the `crds/` folder is left out unless you pass `--include-crds`. With `--validate`, rendering happens against the current cluster instead, as an install would.',
      ],
      es: [
        '`helm template` ejecuta en tu máquina la mitad de renderizado de una instalación: fusiona los valores, evalúa todas las plantillas y escribe en la salida estándar el YAML resultante, hooks incluidos. No contacta con ningún clúster ni guarda nada. Es la herramienta diaria de quien escribe charts y quiere ver qué producen sus plantillas, de quien revisa un cambio y quiere ver los objetos exactos, y de los flujos en los que otra herramienta distinta de Helm aplica los manifiestos, como los controladores GitOps o `kubectl apply`.',
        'Admite las mismas opciones de valores, origen del chart y descarga que [helm install](./helm_install.md). Si solo indicas CHART, la release se llama `release-name`; pasa un NAME siempre que las plantillas usen `.Release.Name`, para que los nombres de los recursos se vean como se verán en el clúster.',
        'Trabajar sin conexión tiene consecuencias que conviene recordar. `.Capabilities` anuncia una versión de Kubernetes por defecto y solo las versiones de API integradas, así que las plantillas que comprueban una API como `monitoring.coreos.com/v1` omiten esos objetos salvo que añadas `--api-versions`, y `--kube-version` fija la versión. La función `lookup` no devuelve nada. Los hooks se muestran después de los demás manifiestos (quítalos con `--no-hooks`), los hooks de prueba se incluyen salvo que pases `--skip-tests`, y la carpeta `crds/` queda fuera salvo que pases `--include-crds`. Con `--validate`, el renderizado se hace contra el clúster actual, como haría una instalación.',
      ],
    },
    examples: [
      {
        id: 'review-change',
        title: {en: 'Review the objects a change produces', es: 'Revisar los objetos que produce un cambio'},
        intro: {
          en: 'Render the chart with production values before and after editing it, then compare:',
          es: 'Renderiza el chart con los valores de producción antes y después de editarlo, y compara:',
        },
        given: "mkdir -p values\nprintf 'replicaCount: 2\\n' > values/production.yaml",
        code: 'helm template orders ./orders -n shop -f values/production.yaml > before.yaml\nhelm template orders ./orders -n shop -f values/production.yaml > after.yaml\ndiff -u before.yaml after.yaml',
        outro: {
          en: 'Run the first command on the old version of the chart (for example on the main branch) and the second on your working copy.',
          es: 'Ejecuta el primer comando sobre la versión antigua del chart (por ejemplo, en la rama principal) y el segundo sobre tu copia de trabajo.',
        },
      },
      {
        id: 'one-template',
        title: {en: 'Render a single template', es: 'Renderizar una sola plantilla'},
        intro: {
          en: 'While working on one file, print only its output; each document starts with a `# Source:` comment naming its template:',
          es: 'Mientras trabajas en un archivo, muestra solo su salida; cada documento empieza con un comentario `# Source:` que nombra su plantilla:',
        },
        code: 'helm template orders ./orders --show-only templates/service.yaml',
      },
      {
        id: 'capabilities',
        title: {en: 'Render for a specific cluster', es: 'Renderizar para un clúster concreto'},
        intro: {
          en: 'Tell the chart which Kubernetes version and optional APIs to assume, and write one file per template under `out/orders/`:',
          es: 'Indica al chart qué versión de Kubernetes y qué APIs opcionales debe suponer, y escribe un archivo por plantilla dentro de `out/orders/`:',
        },
        code: 'helm template orders ./orders --kube-version 1.31.0 \\\n  --api-versions monitoring.coreos.com/v1 \\\n  --output-dir out --release-name',
      },
    ],
    flags: templateFlags,
    related: [
      {
        doc: '../faq/troubleshooting.md#yaml-parse-error',
        label: {en: 'Troubleshooting: YAML parse error on', es: 'Resolución de problemas: YAML parse error on'},
      },
      {
        doc: '../faq/troubleshooting.md#nil-pointer',
        label: {
          en: 'Troubleshooting: nil pointer evaluating interface {}',
          es: 'Resolución de problemas: nil pointer evaluating interface {}',
        },
      },
      {doc: '../chart_template_guide/debugging.md', label: {en: 'Debugging templates', es: 'Depurar plantillas'}},
      {
        doc: '../chart_template_guide/builtin_objects.md',
        label: {en: 'Built-in objects such as .Capabilities', es: 'Objetos integrados como .Capabilities'},
      },
      valuesGuide,
    ],
  },
];
