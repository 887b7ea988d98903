// Commands for working on charts: scaffolding, dependencies, linting, packaging, inspecting, verifying.
import {
  caFile,
  certFile,
  chartDownload,
  flag,
  help,
  insecureSkipTlsVerify,
  keyFile,
  keyring,
  password,
  plainHttp,
  set,
  setFile,
  setJson,
  setLiteral,
  setString,
  username,
  values,
  verify,
  withText,
} from './flags';
import type {Command, Example, L10n, RelatedLink, VisibleFlag} from './types';

const skipRefresh = flag({
  name: 'skip-refresh',
  type: 'bool',
  def: 'false',
  text: {
    en: 'Use the repository indexes already in the cache instead of downloading fresh ones first. Faster, and handy offline, but new chart versions stay invisible.',
    es: 'Usa los índices de repositorio que ya están en la caché en vez de descargarlos de nuevo. Es más rápido y útil sin conexión, pero las versiones nuevas de los charts no se ven.',
  },
});

function dependencyFlags(verifyText: L10n): VisibleFlag[] {
  return [
    caFile,
    certFile,
    help,
    insecureSkipTlsVerify,
    keyFile,
    keyring,
    password,
    plainHttp,
    skipRefresh,
    username,
    withText(verify, verifyText),
  ];
}

const chartsTopic: RelatedLink = {
  doc: '../topics/charts.md',
  label: {en: 'Charts: structure and Chart.yaml', es: 'Charts: estructura y Chart.yaml'},
};
const dependenciesPractice: RelatedLink = {
  doc: '../chart_best_practices/dependencies.md',
  label: {en: 'Best practices for dependencies', es: 'Buenas prácticas para dependencias'},
};
const provenanceTopic: RelatedLink = {
  doc: '../topics/provenance.md',
  label: {en: 'Helm provenance and integrity', es: 'Procedencia e integridad en Helm'},
};
const registriesTopic: RelatedLink = {
  doc: '../topics/registries.md',
  label: {en: 'Using OCI-based registries', es: 'Usar registros basados en OCI'},
};

const showFlags = [...chartDownload, help] as const;

const showDescriptionTail: L10n<string> = {
  en: 'CHART can be a `repo/chart` reference from a repository you added, a chart directory or `.tgz` archive on disk, a URL of an archive, or an `oci://` reference. Nothing is installed and no cluster is needed, so it is safe to run anywhere; remote charts are downloaded into the cache first.',
  es: 'CHART puede ser una referencia `repo/chart` de un repositorio que añadiste, un directorio o un archivo `.tgz` del disco, la URL de un archivo o una referencia `oci://`. No se instala nada ni hace falta un clúster, así que puedes ejecutarlo en cualquier sitio; los charts remotos se descargan antes en la caché.',
};

const helloChart: Example = {
  id: 'from-repository',
  title: {en: 'Inspect a chart from a repository', es: 'Inspeccionar un chart de un repositorio'},
  intro: {
    en: "After adding the Helm project's example repository, print the metadata of its `hello-world` chart:",
    es: 'Después de añadir el repositorio de ejemplos del proyecto Helm, muestra los metadatos de su chart `hello-world`:',
  },
  code: 'helm repo add examples https://helm.github.io/examples\nhelm show chart examples/hello-world',
  output:
    'apiVersion: v2\nappVersion: 1.16.0\ndescription: A Helm chart for Kubernetes\nname: hello-world\ntype: application\nversion: 0.1.0',
  outro: {
    en: 'The fields come out in alphabetical order, because Helm re-encodes the metadata rather than copying the file.',
    es: 'Los campos salen en orden alfabético, porque Helm vuelve a codificar los metadatos en lugar de copiar el archivo.',
  },
};

export const chartCommands: Command[] = [
  {
    path: 'helm create',
    use: 'create NAME',
    aliases: [],
    args: 'exactly 1',
    group: 'charts',
    summary: {
      en: 'Scaffold a new chart directory with working example templates.',
      es: 'Crea el esqueleto de un chart nuevo con plantillas de ejemplo que funcionan.',
    },
    description: {
      en: [
        '`helm create` writes a complete, installable chart to start from: a `Chart.yaml`, a commented `values.yaml`, a `.helmignore` and a `templates/` folder with a Deployment, a Service, an optional Ingress, HTTPRoute and autoscaler, a ServiceAccount, named helpers in `_helpers.tpl`, a `NOTES.txt` and a connection test. The result deploys a plain nginx web server, so you can install it immediately and then replace the parts that do not fit your application.',
        'NAME may be a path. `helm create charts/payments` creates the folder `charts/payments`, and the chart is called `payments`, after the last path element. Choose the name with care: it becomes the chart name in `Chart.yaml`, the prefix of the named templates and part of every resource name. The [chart conventions](../chart_best_practices/conventions.md) recommend lowercase letters, digits and dashes.',
        'Be careful when the folder already exists: Helm writes its scaffold files over any files with the same names, printing a warning for each one, so run `helm create` only for new charts. If your team maintains its own skeleton, package it as a starter and pass it with `--starter`; see the [chart template guide](../chart_template_guide/getting_started.md) for a guided tour of the generated files.',
      ],
      es: [
        '`helm create` escribe un chart completo e instalable como punto de partida: un `Chart.yaml`, un `values.yaml` comentado, un `.helmignore` y una carpeta `templates/` con un Deployment, un Service, un Ingress, una HTTPRoute y un autoescalador opcionales, una ServiceAccount, plantillas con nombre en `_helpers.tpl`, un `NOTES.txt` y una prueba de conexión. El resultado despliega un servidor web nginx sin más, así que puedes instalarlo de inmediato y luego sustituir lo que no encaje con tu aplicación.',
        'NAME puede ser una ruta. `helm create charts/payments` crea la carpeta `charts/payments` y el chart se llama `payments`, como el último elemento de la ruta. Elige bien el nombre: pasa a ser el nombre del chart en `Chart.yaml`, el prefijo de las plantillas con nombre y parte del nombre de cada recurso. Las [convenciones para charts](../chart_best_practices/conventions.md) recomiendan minúsculas, dígitos y guiones.',
        'Ten cuidado si la carpeta ya existe: Helm escribe sus archivos encima de los que tengan el mismo nombre y muestra un aviso por cada uno, así que usa `helm create` solo para charts nuevos. Si tu equipo mantiene su propio esqueleto, conviértelo en una plantilla de inicio (starter) y pásala con `--starter`; la [guía de plantillas de charts](../chart_template_guide/getting_started.md) recorre con calma los archivos generados.',
      ],
    },
    examples: [
      {
        id: 'new-chart',
        title: {en: 'Create a chart and install it', es: 'Crear un chart e instalarlo'},
        intro: {
          en: 'Create a chart called `orders`, check it and install it straight away into the `shop` namespace:',
          es: 'Crea un chart llamado `orders`, revísalo e instálalo enseguida en el namespace `shop`:',
        },
        code: 'helm create orders\nhelm lint ./orders\nhelm install orders ./orders --namespace shop --create-namespace',
        outro: {
          en: 'The first command prints `Creating orders`. From there, edit `values.yaml` and the templates to describe your own application.',
          es: 'El primer comando muestra `Creating orders`. A partir de ahí, edita `values.yaml` y las plantillas para describir tu propia aplicación.',
        },
      },
      {
        id: 'from-starter',
        title: {en: "Start from your team's starter", es: 'Partir de la plantilla de inicio de tu equipo'},
        intro: {
          en: "A starter is an ordinary chart stored under `starters/` in Helm's data folder. Helm copies it and replaces the placeholder `<CHARTNAME>` with the new name in the files under `templates/` and in `values.yaml`; other files are copied unchanged. Copy the starter into place once, then use it by name:",
          es: 'Una plantilla de inicio es un chart normal guardado en `starters/` dentro de la carpeta de datos de Helm. Helm la copia y sustituye el marcador `<CHARTNAME>` por el nombre nuevo en los archivos de `templates/` y en `values.yaml`; los demás archivos se copian sin cambios. Copia la plantilla a su sitio una vez y después úsala por su nombre:',
        },
        // The team's starter: a chart whose own name is the placeholder, as the intro describes.
        given: "helm create company-base >/dev/null\ngrep -rl company-base company-base | xargs sed -i 's/company-base/<CHARTNAME>/g'",
        code: 'mkdir -p "$(helm env HELM_DATA_HOME)/starters"\ncp -r ./company-base "$(helm env HELM_DATA_HOME)/starters/"\nhelm create billing --starter company-base',
        outro: {
          en: 'With a starter, Helm writes a fresh `Chart.yaml` for the new chart, with version `0.1.0` and appVersion `0.1.0`. An absolute path to a starter folder works too.',
          es: 'Con una plantilla de inicio, Helm escribe un `Chart.yaml` nuevo para el chart, con version `0.1.0` y appVersion `0.1.0`. También sirve una ruta absoluta a la carpeta de la plantilla.',
        },
      },
    ],
    flags: [
      help,
      flag({
        name: 'starter',
        short: 'p',
        type: 'string',
        def: '',
        text: {
          en: "Starter to copy instead of the built-in scaffold: a name under `starters/` in Helm's data folder, or an absolute path.",
          es: 'Plantilla de inicio que se copia en lugar del esqueleto integrado: un nombre dentro de `starters/` en la carpeta de datos de Helm o una ruta absoluta.',
        },
      }),
    ],
    related: [
      chartsTopic,
      {
        doc: '../chart_template_guide/getting_started.md',
        label: {en: 'Getting started with templates', es: 'Primeros pasos con las plantillas'},
      },
      {doc: '../chart_best_practices/conventions.md', label: {en: 'General chart conventions', es: 'Convenciones generales para charts'}},
    ],
  },
  {
    path: 'helm dependency',
    use: 'dependency update|build|list',
    aliases: ['dep', 'dependencies'],
    args: 'none',
    group: 'charts',
    summary: {
      en: 'Manage the subcharts a chart declares in its `Chart.yaml`.',
      es: 'Gestiona los subcharts que un chart declara en su `Chart.yaml`.',
    },
    description: {
      en: [
        'A chart can build on other charts, called [dependencies](../glossary/index.md#dependency) or subcharts. You declare them in the `dependencies` list of `Chart.yaml`: each entry names a chart, a version or semver range, and where it comes from. The `repository` field takes an `https://` repository URL, an `oci://` registry path, a `file://` path to a chart on disk, or `@name` for a repository you added with `helm repo add`.',
        'Declaring is not enough: before the chart can be installed or packaged, the dependency archives must sit in its `charts/` folder. The subcommands take care of that. [helm dependency update](./helm_dependency_update.md) resolves the ranges, downloads the newest matching versions and records the exact result in `Chart.lock`; [helm dependency build](./helm_dependency_build.md) downloads exactly what `Chart.lock` says; [helm dependency list](./helm_dependency_list.md) shows what is declared and whether it is present.',
        'Commit `Chart.yaml` and `Chart.lock`, but usually not the downloaded archives: anyone can recreate `charts/` with `helm dependency build`. How values flow into subcharts is explained in [Subcharts and global values](../chart_template_guide/subcharts_and_globals.md).',
      ],
      es: [
        'Un chart puede apoyarse en otros charts, llamados [dependencias](../glossary/index.md#dependency) o subcharts. Se declaran en la lista `dependencies` de `Chart.yaml`: cada entrada indica un chart, una versión o rango semver y su origen. El campo `repository` admite la URL `https://` de un repositorio, una ruta `oci://` de un registro, una ruta `file://` a un chart del disco o `@nombre` para un repositorio que añadiste con `helm repo add`.',
        'Declararlas no basta: antes de poder instalar o empaquetar el chart, los archivos de las dependencias tienen que estar en su carpeta `charts/`. De eso se encargan los subcomandos. [helm dependency update](./helm_dependency_update.md) resuelve los rangos, descarga las versiones más recientes que encajan y anota el resultado exacto en `Chart.lock`; [helm dependency build](./helm_dependency_build.md) descarga exactamente lo que dice `Chart.lock`; [helm dependency list](./helm_dependency_list.md) muestra lo declarado y si está presente.',
        'Guarda en el control de versiones `Chart.yaml` y `Chart.lock`, pero normalmente no los archivos descargados: cualquiera puede recrear `charts/` con `helm dependency build`. Cómo llegan los valores a los subcharts se explica en [Subcharts y valores globales](../chart_template_guide/subcharts_and_globals.md).',
      ],
    },
    examples: [
      {
        id: 'declare-and-fetch',
        title: {en: 'Declare a dependency and fetch it', es: 'Declarar una dependencia y descargarla'},
        intro: {
          en: "Add an entry like this to the `orders` chart's `Chart.yaml`; the range accepts any 0.1 patch release of the example chart:",
          es: 'Añade una entrada como esta al `Chart.yaml` del chart `orders`; el rango acepta cualquier parche 0.1 del chart de ejemplo:',
        },
        setup: {
          lang: 'yaml',
          code: 'dependencies:\n  - name: hello-world\n    version: "~0.1.0"\n    repository: https://helm.github.io/examples',
        },
        code: 'helm dependency update ./orders\nhelm dependency list ./orders',
        outro: {
          en: 'After the update, `charts/` holds `hello-world-0.1.0.tgz`, `Chart.lock` pins that version, and the list reports the dependency with status `ok`.',
          es: 'Tras la actualización, `charts/` contiene `hello-world-0.1.0.tgz`, `Chart.lock` fija esa versión y la lista muestra la dependencia con estado `ok`.',
        },
      },
    ],
    flags: [help],
    related: [
      dependenciesPractice,
      chartsTopic,
      {
        doc: '../chart_template_guide/subcharts_and_globals.md',
        label: {en: 'Subcharts and global values', es: 'Subcharts y valores globales'},
      },
    ],
  },
  {
    path: 'helm dependency build',
    use: 'build CHART',
    aliases: [],
    args: 'at most 1',
    group: 'charts',
    summary: {
      en: "Rebuild a chart's `charts/` folder from the exact versions in `Chart.lock`.",
      es: 'Reconstruye la carpeta `charts/` de un chart con las versiones exactas de `Chart.lock`.',
    },
    description: {
      en: [
        '`helm dependency build` is the reproducible half of dependency management. It reads `Chart.lock` and downloads precisely the versions recorded there into `charts/`, so a build machine gets the same subcharts you tested with. Use it in CI and after cloning a repository; use [helm dependency update](./helm_dependency_update.md) when you actually want newer versions.',
        'CHART defaults to the current directory. Without a `Chart.lock`, the command behaves like `helm dependency update` and creates one. If the lock file no longer matches the `dependencies` in `Chart.yaml`, for example because someone edited a range without updating, the command stops with an error instead of guessing; run `helm dependency update` and commit the new lock file.',
        'Repositories referenced by `@name` must be known to this client, so CI jobs typically run `helm repo add` first. With `--verify`, each dependency that comes with a provenance file is checked against your keyring; dependencies without one are accepted.',
      ],
      es: [
        '`helm dependency build` es la mitad reproducible de la gestión de dependencias. Lee `Chart.lock` y descarga en `charts/` exactamente las versiones anotadas ahí, de modo que una máquina de compilación obtiene los mismos subcharts con los que probaste. Úsalo en CI y después de clonar un repositorio; usa [helm dependency update](./helm_dependency_update.md) cuando de verdad quieras versiones nuevas.',
        'CHART es por defecto el directorio actual. Sin `Chart.lock`, el comando se comporta como `helm dependency update` y crea uno. Si el archivo de bloqueo ya no coincide con las `dependencies` de `Chart.yaml`, por ejemplo porque alguien cambió un rango sin actualizar, el comando se detiene con un error en lugar de adivinar; ejecuta `helm dependency update` y guarda el nuevo archivo de bloqueo.',
        'Los repositorios a los que se hace referencia con `@nombre` tienen que ser conocidos por este cliente, así que los trabajos de CI suelen ejecutar antes `helm repo add`. Con `--verify`, cada dependencia que trae archivo de procedencia se comprueba con tu anillo de claves; las que no lo traen se aceptan.',
      ],
    },
    examples: [
      {
        id: 'ci-build',
        title: {en: 'Prepare a chart in CI', es: 'Preparar un chart en CI'},
        intro: {
          en: 'Register the repository the lock file refers to, rebuild `charts/`, then package the chart:',
          es: 'Registra el repositorio al que se refiere el archivo de bloqueo, reconstruye `charts/` y empaqueta el chart:',
        },
        given:
          'printf \'dependencies:\\n  - name: hello-world\\n    version: "~0.1.0"\\n    repository: https://helm.github.io/examples\\n\' >> orders/Chart.yaml\nhelm dependency update ./orders\nrm -r orders/charts',
        code: 'helm repo add examples https://helm.github.io/examples\nhelm dependency build ./orders\nhelm package ./orders',
      },
      {
        id: 'cached',
        title: {en: 'Rebuild without refreshing the indexes', es: 'Reconstruir sin refrescar los índices'},
        intro: {
          en: 'When the repository indexes in your cache are recent enough, skip downloading them again:',
          es: 'Si los índices de repositorio de tu caché son lo bastante recientes, evita descargarlos otra vez:',
        },
        given:
          'helm repo add examples https://helm.github.io/examples\nprintf \'dependencies:\\n  - name: hello-world\\n    version: "~0.1.0"\\n    repository: https://helm.github.io/examples\\n\' >> orders/Chart.yaml\nhelm dependency update ./orders\nrm -r orders/charts',
        code: 'helm dependency build ./orders --skip-refresh',
      },
    ],
    flags: dependencyFlags({
      en: 'Check dependencies that come with a provenance file against `--keyring`; dependencies without one are still accepted.',
      es: 'Comprueba con `--keyring` las dependencias que traen archivo de procedencia; las que no lo traen se aceptan igualmente.',
    }),
    related: [
      {
        doc: '../faq/troubleshooting.md#lock-out-of-sync',
        label: {
          en: 'Troubleshooting: the lock file (Chart.lock) is out of sync',
          es: 'Resolución de problemas: the lock file (Chart.lock) is out of sync',
        },
      },
      dependenciesPractice,
      provenanceTopic,
      {
        doc: '../faq/troubleshooting.md#no-repository-definition',
        label: {en: 'Troubleshooting: no repository definition for', es: 'Resolución de problemas: no repository definition for'},
      },
    ],
  },
  {
    path: 'helm dependency list',
    use: 'list CHART',
    aliases: ['ls'],
    args: 'at most 1',
    group: 'charts',
    summary: {
      en: "List a chart's declared dependencies and whether each one is present.",
      es: 'Lista las dependencias declaradas de un chart y si cada una está presente.',
    },
    description: {
      en: [
        'Prints one row per entry in the `dependencies` of `Chart.yaml`, with the name, the requested version, the repository and a status. The status compares the declaration with what is actually in `charts/`: `ok` means a matching archive is there, `missing` means nothing was downloaded yet, and other values point at a wrong version or an archive that does not match the declaration.',
        'CHART defaults to the current directory, and the command works entirely offline. Run it before packaging, or when an install fails with a complaint about missing dependencies, to see which one needs [helm dependency build](./helm_dependency_build.md) or [helm dependency update](./helm_dependency_update.md).',
      ],
      es: [
        'Muestra una fila por cada entrada de `dependencies` en `Chart.yaml`, con el nombre, la versión pedida, el repositorio y un estado. El estado compara la declaración con lo que hay realmente en `charts/`: `ok` indica que hay un archivo que encaja, `missing` que aún no se descargó nada, y otros valores señalan una versión incorrecta o un archivo que no corresponde a la declaración.',
        'CHART es por defecto el directorio actual y el comando funciona sin conexión. Ejecútalo antes de empaquetar, o cuando una instalación falle quejándose de dependencias que faltan, para ver cuál necesita [helm dependency build](./helm_dependency_build.md) o [helm dependency update](./helm_dependency_update.md).',
      ],
    },
    examples: [
      {
        id: 'status',
        title: {en: 'Check before packaging', es: 'Comprobar antes de empaquetar'},
        intro: {
          en: 'For a chart whose `Chart.yaml` declares this dependency, not downloaded yet, the list looks like this:',
          es: 'Para un chart cuyo `Chart.yaml` declara esta dependencia, todavía sin descargar, la lista tiene este aspecto:',
        },
        setup: {
          lang: 'yaml',
          code: 'dependencies:\n  - name: hello-world\n    version: "~0.1.0"\n    repository: https://helm.github.io/examples',
        },
        code: 'helm dependency list ./orders',
        output:
          'NAME       \tVERSION\tREPOSITORY                     \tSTATUS\nhello-world\t~0.1.0 \thttps://helm.github.io/examples\tmissing',
        outro: {
          en: 'Run `helm dependency build ./orders` and the status turns to `ok`.',
          es: 'Ejecuta `helm dependency build ./orders` y el estado pasa a `ok`.',
        },
      },
    ],
    flags: [
      help,
      flag({
        name: 'max-col-width',
        type: 'uint',
        def: '80',
        text: {
          en: 'Widest a table column may grow before its text is cut. Raise it to see long repository URLs in full.',
          es: 'Anchura máxima de una columna de la tabla antes de recortar su texto. Súbela para ver completas las URL largas de repositorio.',
        },
      }),
    ],
    related: [dependenciesPractice],
  },
  {
    path: 'helm dependency update',
    use: 'update CHART',
    aliases: ['up'],
    args: 'at most 1',
    group: 'charts',
    summary: {
      en: "Resolve a chart's dependency ranges, download them into `charts/` and write `Chart.lock`.",
      es: 'Resuelve los rangos de dependencias de un chart, los descarga en `charts/` y escribe `Chart.lock`.',
    },
    description: {
      en: [
        '`helm dependency update` is how you move a chart to newer subcharts. It refreshes the repository indexes, picks for each entry in `Chart.yaml` the newest version inside its range, downloads the archives into `charts/`, removes archives that are no longer wanted, and writes the chosen versions and a digest of the declarations to `Chart.lock`.',
        'Run it whenever you add, remove or change a dependency, then commit the new `Chart.lock`. CHART defaults to the current directory. Because ranges such as `~0.1.0` can resolve to a new patch release at any time, two updates a week apart may give different results; that is exactly why teams commit the lock file and use [helm dependency build](./helm_dependency_build.md) elsewhere.',
        'With `--verify`, every downloaded dependency must have a valid provenance file, and the update fails otherwise. This is stricter than `build`, which accepts unsigned dependencies.',
      ],
      es: [
        '`helm dependency update` es la forma de pasar un chart a subcharts más recientes. Refresca los índices de repositorio, elige para cada entrada de `Chart.yaml` la versión más nueva dentro de su rango, descarga los archivos en `charts/`, elimina los que ya no hacen falta y escribe en `Chart.lock` las versiones elegidas y un resumen (digest) de las declaraciones.',
        'Ejecútalo cada vez que añadas, quites o cambies una dependencia, y guarda después el nuevo `Chart.lock`. CHART es por defecto el directorio actual. Como rangos del tipo `~0.1.0` pueden resolverse en cualquier momento a un parche nuevo, dos actualizaciones separadas una semana pueden dar resultados distintos; justo por eso los equipos guardan el archivo de bloqueo y usan [helm dependency build](./helm_dependency_build.md) en los demás sitios.',
        'Con `--verify`, cada dependencia descargada debe tener un archivo de procedencia válido, y si no la actualización falla. Es más estricto que `build`, que acepta dependencias sin firma.',
      ],
    },
    examples: [
      {
        id: 'update',
        title: {en: 'Pick up new dependency versions', es: 'Incorporar versiones nuevas de las dependencias'},
        intro: {
          en: 'Update the dependencies of the chart in the current directory and review what changed in the lock file:',
          es: 'Actualiza las dependencias del chart del directorio actual y revisa qué cambió en el archivo de bloqueo:',
        },
        given:
          "cp -r orders/. .\nprintf 'dependencies:\\n  - name: hello-world\\n    version: \"~0.1.0\"\\n    repository: https://helm.github.io/examples\\n' >> Chart.yaml\nhelm dependency update\ngit init -q\ngit add -A\ngit -c user.name=ci -c user.email=ci@example.com commit -qm 'orders chart'",
        code: 'helm dependency update\ngit diff Chart.lock',
      },
      {
        id: 'signed-only',
        title: {en: 'Accept only signed dependencies', es: 'Aceptar solo dependencias firmadas'},
        intro: {
          en: 'Require a valid signature on every dependency, checked against a keyring exported for Helm:',
          es: 'Exige una firma válida en cada dependencia, comprobada con un anillo de claves exportado para Helm:',
        },
        norun: 'platform: needs dependencies signed with your key and your GnuPG keyring',
        code: 'helm dependency update ./orders --verify --keyring ~/.gnupg/pubring.gpg',
      },
    ],
    flags: dependencyFlags({
      en: 'Require a valid provenance file for every downloaded dependency and fail if one is missing or does not verify against `--keyring`.',
      es: 'Exige un archivo de procedencia válido en cada dependencia descargada y falla si alguno falta o no se verifica con `--keyring`.',
    }),
    related: [
      dependenciesPractice,
      provenanceTopic,
      chartsTopic,
      {
        doc: '../faq/troubleshooting.md#missing-dependencies',
        label: {
          en: 'Troubleshooting: found in Chart.yaml, but missing in charts/ directory',
          es: 'Resolución de problemas: found in Chart.yaml, but missing in charts/ directory',
        },
      },
    ],
  },
  {
    path: 'helm lint',
    use: 'lint PATH',
    aliases: [],
    args: 'any',
    group: 'charts',
    summary: {
      en: 'Check charts for mistakes and deviations from best practice before you ship them.',
      es: 'Revisa los charts en busca de errores y desviaciones de las buenas prácticas antes de publicarlos.',
    },
    description: {
      en: [
        '`helm lint` loads a chart, renders its templates with the values you give, and reports problems at three levels: `[ERROR]` for things that will break an install (invalid YAML, a template that fails, a `Chart.yaml` without a version), `[WARNING]` for likely mistakes, and `[INFO]` for suggestions such as adding an icon. It never contacts a cluster.',
        'Pass one or more chart paths; with none, the current directory is linted. The exit status is 1 when any chart has an error, which makes the command a natural first step in CI. Add `--strict` to fail on warnings as well.',
        "Lint renders with the chart's default values unless you supply others, so a template that only breaks with production settings passes. Lint again with the same `-f` files and `--set` flags you deploy with. For subcharts, `--with-subcharts` descends into `charts/`. Lint checks structure, not behaviour: follow it with [helm template](./helm_template.md) or a [dry run](./helm_install.md) and the techniques in [Debugging templates](../chart_template_guide/debugging.md).",
      ],
      es: [
        '`helm lint` carga un chart, renderiza sus plantillas con los valores que indiques y notifica problemas en tres niveles: `[ERROR]` para lo que romperá una instalación (YAML no válido, una plantilla que falla, un `Chart.yaml` sin versión), `[WARNING]` para posibles errores e `[INFO]` para sugerencias, como añadir un icono. Nunca contacta con un clúster.',
        'Pásale una o más rutas de charts; sin ninguna, revisa el directorio actual. El código de salida es 1 si algún chart tiene un error, lo que lo convierte en el primer paso natural de un CI. Añade `--strict` para que también los avisos hagan fallar.',
        'Lint renderiza con los valores por defecto del chart salvo que le des otros, así que una plantilla que solo falla con la configuración de producción pasa sin problemas. Repite el lint con los mismos archivos `-f` y opciones `--set` con los que despliegas. Para los subcharts, `--with-subcharts` entra en `charts/`. Lint comprueba la estructura, no el comportamiento: complétalo con [helm template](./helm_template.md) o una [simulación](./helm_install.md) y las técnicas de [Depurar plantillas](../chart_template_guide/debugging.md).',
      ],
    },
    examples: [
      {
        id: 'fresh-chart',
        title: {en: 'Lint a new chart', es: 'Revisar un chart nuevo'},
        intro: {
          en: 'A chart freshly made with `helm create` passes, with one suggestion:',
          es: 'Un chart recién creado con `helm create` pasa, con una sugerencia:',
        },
        code: 'helm lint ./orders',
        output: '==> Linting ./orders\n[INFO] Chart.yaml: icon is recommended\n\n1 chart(s) linted, 0 chart(s) failed',
      },
      {
        id: 'ci-strict',
        title: {en: 'Lint with production values in CI', es: 'Revisar con valores de producción en CI'},
        intro: {
          en: 'Use the values files of the target environment and treat warnings as failures:',
          es: 'Usa los archivos de valores del entorno de destino y trata los avisos como fallos:',
        },
        given: "mkdir -p values\nprintf 'replicaCount: 2\\n' > values/production.yaml",
        code: 'helm lint ./orders -f values/production.yaml --strict',
      },
    ],
    flags: [
      help,
      flag({
        name: 'kube-version',
        type: 'string',
        def: '',
        text: {
          en: "Kubernetes version to assume for `.Capabilities.KubeVersion` and for the deprecated-API warnings, such as `1.31.0`. Lint does not check the chart's `kubeVersion` constraint against it; `helm template` does.",
          es: 'Versión de Kubernetes que se supone para `.Capabilities.KubeVersion` y para los avisos sobre APIs obsoletas, como `1.31.0`. Lint no comprueba con ella la restricción `kubeVersion` del chart; `helm template` sí.',
        },
      }),
      flag({
        name: 'quiet',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Print only charts with warnings or errors, and leave out `[INFO]` messages.',
          es: 'Muestra solo los charts con avisos o errores y omite los mensajes `[INFO]`.',
        },
      }),
      set,
      setFile,
      setJson,
      setLiteral,
      setString,
      flag({
        name: 'skip-schema-validation',
        type: 'bool',
        def: 'false',
        text: {
          en: "Do not check the values against the chart's `values.schema.json`.",
          es: 'No comprueba los valores con el `values.schema.json` del chart.',
        },
      }),
      flag({
        name: 'strict',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Count warnings as failures, so the exit status is 1 for a chart with warnings only.',
          es: 'Cuenta los avisos como fallos, de modo que el código de salida es 1 aunque el chart solo tenga avisos.',
        },
      }),
      values,
      flag({
        name: 'with-subcharts',
        type: 'bool',
        def: 'false',
        text: {
          en: "Also lint every chart found in each chart's `charts/` folder, unpacked or as an archive.",
          es: 'Revisa también cada chart que haya en la carpeta `charts/` de cada chart, desempaquetado o como archivo.',
        },
      }),
    ],
    related: [
      {
        doc: '../faq/troubleshooting.md#schema-validation',
        label: {
          en: "Troubleshooting: values don't meet the specifications of the schema(s)",
          es: "Resolución de problemas: values don't meet the specifications of the schema(s)",
        },
      },
      {doc: '../chart_template_guide/debugging.md', label: {en: 'Debugging templates', es: 'Depurar plantillas'}},
      {
        doc: '../chart_best_practices/index.md',
        label: {en: 'The chart best practices guide', es: 'La guía de buenas prácticas para charts'},
      },
    ],
  },
  {
    path: 'helm package',
    use: 'package [CHART_PATH] [...]',
    aliases: [],
    args: 'at least 1',
    group: 'charts',
    summary: {
      en: 'Package a chart directory into a versioned `.tgz` archive, optionally signed.',
      es: 'Empaqueta un directorio de chart en un archivo `.tgz` con versión, opcionalmente firmado.',
    },
    description: {
      en: [
        '`helm package` turns a chart directory into the archive that repositories and registries distribute, named `<name>-<version>.tgz` after the fields of `Chart.yaml`. Files matched by `.helmignore` are left out. Pass several directories to package them in one go; Helm prints where each archive was saved.',
        'Packaging is usually the step between [helm lint](./helm_lint.md) and publishing: push the archive to an OCI registry with [helm push](./helm_push.md), or put it in a folder served as a [chart repository](../topics/chart_repository.md) and regenerate the index with [helm repo index](./helm_repo_index.md). `--version` and `--app-version` override the values of `Chart.yaml` inside the archive, which suits CI pipelines that derive versions from Git tags.',
        'Dependencies must already be in `charts/`; add `-u` to run a dependency update first. To sign the archive, pass `--sign` with `--key` (the name of the GnuPG key) and `--keyring` (the secret keyring): Helm then writes a `.prov` provenance file next to the archive, which consumers check with [helm verify](./helm_verify.md). Do not confuse `--key` with `--key-file`, the TLS client key used when downloading dependencies.',
      ],
      es: [
        '`helm package` convierte un directorio de chart en el archivo que distribuyen repositorios y registros, llamado `<nombre>-<versión>.tgz` según los campos de `Chart.yaml`. Los archivos que coinciden con `.helmignore` quedan fuera. Pasa varios directorios para empaquetarlos de una vez; Helm indica dónde guardó cada archivo.',
        'Empaquetar suele ser el paso entre [helm lint](./helm_lint.md) y la publicación: sube el archivo a un registro OCI con [helm push](./helm_push.md) o déjalo en una carpeta servida como [repositorio de charts](../topics/chart_repository.md) y regenera el índice con [helm repo index](./helm_repo_index.md). `--version` y `--app-version` sustituyen dentro del archivo los valores de `Chart.yaml`, algo muy cómodo en pipelines de CI que calculan las versiones a partir de etiquetas de Git.',
        'Las dependencias tienen que estar ya en `charts/`; añade `-u` para actualizarlas antes. Para firmar el archivo, pasa `--sign` con `--key` (el nombre de la clave de GnuPG) y `--keyring` (el anillo de claves secreto): Helm escribe entonces junto al archivo un archivo de procedencia `.prov`, que los consumidores comprueban con [helm verify](./helm_verify.md). No confundas `--key` con `--key-file`, la clave de cliente TLS que se usa al descargar dependencias.',
      ],
    },
    examples: [
      {
        id: 'package',
        title: {en: 'Package a chart', es: 'Empaquetar un chart'},
        intro: {en: 'Package the `orders` chart into the current directory:', es: 'Empaqueta el chart `orders` en el directorio actual:'},
        code: 'helm package ./orders',
        output: 'Successfully packaged chart and saved it to: /home/alex/work/orders-0.1.0.tgz',
      },
      {
        id: 'ci-version',
        title: {en: 'Set the version from CI', es: 'Fijar la versión desde CI'},
        intro: {
          en: 'Stamp the chart and app versions from the pipeline and write the archive to `dist/`:',
          es: 'Marca la versión del chart y de la aplicación desde el pipeline y escribe el archivo en `dist/`:',
        },
        code: 'helm package ./orders --version 1.4.0 --app-version 2.7.1 --destination dist',
      },
      {
        id: 'signed',
        title: {en: 'Sign the package', es: 'Firmar el paquete'},
        intro: {
          en: 'GnuPG 2 keeps keys in a format Helm cannot read, so export the secret keys to a classic keyring first, then sign with the key of `Alex Example`:',
          es: 'GnuPG 2 guarda las claves en un formato que Helm no lee, así que exporta antes las claves secretas a un anillo de claves clásico y firma después con la clave de `Alex Example`:',
        },
        // Alex's key, in GnuPG, without a passphrase (no one can type one here).
        given: "gpg --batch --passphrase '' --quick-gen-key 'Alex Example <alex@example.com>' rsa3072 sign never",
        code: "gpg --export-secret-keys > ~/.gnupg/secring.gpg\nhelm package ./orders --sign --key 'Alex Example' --keyring ~/.gnupg/secring.gpg",
        outro: {
          en: 'Next to `orders-0.1.0.tgz` you now find `orders-0.1.0.tgz.prov`; publish both. `--passphrase-file` avoids the interactive passphrase prompt in CI.',
          es: 'Junto a `orders-0.1.0.tgz` encontrarás ahora `orders-0.1.0.tgz.prov`; publica los dos. `--passphrase-file` evita la petición interactiva de la frase de paso en CI.',
        },
      },
    ],
    flags: [
      flag({
        name: 'app-version',
        type: 'string',
        def: '',
        text: {
          en: 'Value written to `appVersion` in the packaged `Chart.yaml`, overriding the one in the directory.',
          es: 'Valor que se escribe en `appVersion` del `Chart.yaml` empaquetado, en lugar del que hay en el directorio.',
        },
      }),
      caFile,
      certFile,
      flag({
        name: 'dependency-update',
        short: 'u',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Run a dependency update (as `helm dependency update` does) before packaging, so `charts/` is complete.',
          es: 'Actualiza las dependencias (como `helm dependency update`) antes de empaquetar, para que `charts/` esté completa.',
        },
      }),
      flag({
        name: 'destination',
        short: 'd',
        type: 'string',
        def: '.',
        text: {
          en: 'Folder where the archive (and the `.prov` file, when signing) is written.',
          es: 'Carpeta donde se escribe el archivo (y el `.prov`, si firmas).',
        },
      }),
      help,
      insecureSkipTlsVerify,
      flag({
        name: 'key',
        type: 'string',
        def: '',
        text: {
          en: 'Name of the GnuPG key to sign with, as shown by `gpg --list-secret-keys`. Needed with `--sign`.',
          es: 'Nombre de la clave de GnuPG con la que firmar, tal como lo muestra `gpg --list-secret-keys`. Necesaria con `--sign`.',
        },
      }),
      keyFile,
      withText(keyring, {
        en: 'Keyring holding the secret signing key. The default follows `GNUPGHOME` when set; GnuPG 2 users must export their keys to this classic format first.',
        es: 'Anillo de claves con la clave secreta de firma. El valor por defecto sigue a `GNUPGHOME` si está definida; con GnuPG 2 hay que exportar antes las claves a este formato clásico.',
      }),
      flag({
        name: 'passphrase-file',
        type: 'string',
        def: '',
        text: {
          en: 'File holding the passphrase of the signing key; `-` reads it from standard input. Without it, Helm asks interactively.',
          es: 'Archivo con la frase de paso de la clave de firma; `-` la lee de la entrada estándar. Sin ella, Helm la pide de forma interactiva.',
        },
      }),
      password,
      plainHttp,
      flag({
        name: 'sign',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Sign the archive and write a `.prov` provenance file beside it. Requires `--key` and a keyring.',
          es: 'Firma el archivo y escribe a su lado un archivo de procedencia `.prov`. Requiere `--key` y un anillo de claves.',
        },
      }),
      username,
      flag({
        name: 'version',
        type: 'string',
        def: '',
        text: {
          en: "Chart version to write into the packaged `Chart.yaml` and the archive name, overriding the directory's version. Must be valid semver.",
          es: 'Versión del chart que se escribe en el `Chart.yaml` empaquetado y en el nombre del archivo, en lugar de la del directorio. Debe ser semver válido.',
        },
      }),
    ],
    related: [
      {doc: '../topics/chart_repository.md', label: {en: 'The chart repository guide', es: 'Guía de repositorios de charts'}},
      registriesTopic,
      provenanceTopic,
    ],
  },
  {
    path: 'helm show',
    use: 'show',
    aliases: ['inspect'],
    args: 'none',
    group: 'charts',
    summary: {
      en: 'Print information about a chart without installing it.',
      es: 'Muestra información de un chart sin instalarlo.',
    },
    description: {
      en: [
        "Before you install someone else's chart, you want to know what it is, which settings it exposes and what it will put into your cluster. The `helm show` subcommands print the parts of a chart: [chart](./helm_show_chart.md) for the metadata of `Chart.yaml`, [values](./helm_show_values.md) for the default values, [readme](./helm_show_readme.md) for the README, [crds](./helm_show_crds.md) for the custom resource definitions, and [all](./helm_show_all.md) for everything at once.",
        'All of them work on charts that are not installed, wherever they live: in a repository you added, on disk, behind a URL or in an OCI registry. To look at a release that is already installed, use [helm get](./helm_get.md) instead. `helm inspect` is an older name for the same command.',
      ],
      es: [
        'Antes de instalar el chart de otra persona, conviene saber qué es, qué ajustes ofrece y qué va a meter en tu clúster. Los subcomandos de `helm show` muestran las partes de un chart: [chart](./helm_show_chart.md) para los metadatos de `Chart.yaml`, [values](./helm_show_values.md) para los valores por defecto, [readme](./helm_show_readme.md) para el README, [crds](./helm_show_crds.md) para las definiciones de recursos personalizados y [all](./helm_show_all.md) para todo a la vez.',
        'Todos funcionan con charts sin instalar, estén donde estén: en un repositorio que añadiste, en disco, tras una URL o en un registro OCI. Para ver una release ya instalada, usa [helm get](./helm_get.md). `helm inspect` es un nombre antiguo del mismo comando.',
      ],
    },
    examples: [
      {
        id: 'values-first',
        title: {en: 'Read the settings before installing', es: 'Leer los ajustes antes de instalar'},
        intro: {
          en: "Save a chart's default values to a file, edit it, then install with your version:",
          es: 'Guarda en un archivo los valores por defecto de un chart, edítalo e instala con tu versión:',
        },
        given: 'helm repo add examples https://helm.github.io/examples',
        code: 'helm show values examples/hello-world > hello-values.yaml\nhelm install hello examples/hello-world -f hello-values.yaml',
      },
    ],
    flags: [help],
    related: [chartsTopic, {doc: '../intro/using_helm.md', label: {en: 'Using Helm', es: 'Usar Helm'}}],
  },
  {
    path: 'helm show all',
    use: 'all [CHART]',
    aliases: [],
    args: 'exactly 1',
    group: 'charts',
    summary: {
      en: "Print a chart's metadata, default values, README and CRDs in one go.",
      es: 'Muestra de una vez los metadatos, los valores por defecto, el README y los CRD de un chart.',
    },
    description: {
      en: [
        'Prints everything the other `helm show` subcommands print, one part after the other, separated by `---` lines: the `Chart.yaml` metadata, the default `values.yaml`, the README and the CRDs of the `crds/` folder. It is the quickest way to get a complete picture of an unfamiliar chart, or to archive what you reviewed before approving a chart for production.',
        showDescriptionTail.en,
        'The output is long for real charts; pipe it into a pager or a file. When you only need one part, the dedicated subcommand is easier to read and to script.',
      ],
      es: [
        'Muestra todo lo que muestran los demás subcomandos de `helm show`, una parte tras otra, separadas por líneas `---`: los metadatos de `Chart.yaml`, el `values.yaml` por defecto, el README y los CRD de la carpeta `crds/`. Es la forma más rápida de hacerse una idea completa de un chart desconocido, o de archivar lo que revisaste antes de aprobar un chart para producción.',
        showDescriptionTail.es,
        'En charts reales la salida es larga; pásala a un paginador o a un archivo. Si solo necesitas una parte, el subcomando específico es más fácil de leer y de usar en scripts.',
      ],
    },
    examples: [
      {
        id: 'review',
        title: {en: 'Review a chart before approving it', es: 'Revisar un chart antes de aprobarlo'},
        intro: {
          en: 'Save the whole description of a pinned chart version for a review:',
          es: 'Guarda la descripción completa de una versión fijada de un chart para revisarla:',
        },
        given: 'helm repo add examples https://helm.github.io/examples',
        code: 'helm show all examples/hello-world --version 0.1.0 > hello-world-0.1.0-review.txt',
      },
    ],
    flags: showFlags,
    related: [chartsTopic],
  },
  {
    path: 'helm show chart',
    use: 'chart [CHART]',
    aliases: [],
    args: 'exactly 1',
    group: 'charts',
    summary: {
      en: "Print the metadata from a chart's `Chart.yaml`.",
      es: 'Muestra los metadatos del `Chart.yaml` de un chart.',
    },
    description: {
      en: [
        'Prints the chart definition: name, version, appVersion, description, type, Kubernetes version constraint, maintainers, dependencies and the other fields of `Chart.yaml`. Use it to check which application version a chart deploys, whether it is an application or a [library chart](../topics/library_charts.md), or which subcharts it pulls in.',
        showDescriptionTail.en,
      ],
      es: [
        'Muestra la definición del chart: nombre, versión, appVersion, descripción, tipo, restricción de versión de Kubernetes, mantenedores, dependencias y el resto de campos de `Chart.yaml`. Úsalo para comprobar qué versión de la aplicación despliega un chart, si es de aplicación o un [chart de biblioteca](../topics/library_charts.md), o qué subcharts arrastra.',
        showDescriptionTail.es,
      ],
    },
    examples: [
      helloChart,
      {
        id: 'pick-field',
        title: {en: 'Read one field in a script', es: 'Leer un campo desde un script'},
        intro: {
          en: 'The output is YAML, so a YAML tool such as `yq` can extract a field:',
          es: 'La salida es YAML, así que una herramienta como `yq` puede extraer un campo:',
        },
        code: "helm show chart ./orders | yq '.appVersion'",
        output: '1.16.0',
      },
    ],
    flags: showFlags,
    related: [chartsTopic, {doc: '../topics/library_charts.md', label: {en: 'Library charts', es: 'Charts de biblioteca'}}],
  },
  {
    path: 'helm show crds',
    use: 'crds [CHART]',
    aliases: [],
    args: 'exactly 1',
    group: 'charts',
    summary: {
      en: "Print the custom resource definitions in a chart's `crds/` folder.",
      es: 'Muestra las definiciones de recursos personalizados de la carpeta `crds/` de un chart.',
    },
    description: {
      en: [
        "Prints the CRD files of the chart's `crds/` folder. Helm installs these before the rest of the chart on a first install, but never upgrades or deletes them afterwards, as the [CRD best practices](../chart_best_practices/custom_resource_definitions.md) explain. Many teams therefore manage CRDs separately, and this command is the way to extract them.",
        'Only the `crds/` folder is covered. Some charts ship CRDs as ordinary templates, often behind a value such as `crds.enabled`; those do not appear here, but in the output of [helm template](./helm_template.md). An empty result therefore does not prove that a chart creates no custom resource types.',
        showDescriptionTail.en,
      ],
      es: [
        'Muestra los archivos de CRD de la carpeta `crds/` del chart. Helm los instala antes que el resto del chart en la primera instalación, pero nunca los actualiza ni los borra después, como explican las [buenas prácticas sobre CRD](../chart_best_practices/custom_resource_definitions.md). Por eso muchos equipos gestionan los CRD por separado, y este comando es la forma de extraerlos.',
        'Solo cubre la carpeta `crds/`. Algunos charts incluyen los CRD como plantillas normales, a menudo detrás de un valor como `crds.enabled`; esos no aparecen aquí, sino en la salida de [helm template](./helm_template.md). Un resultado vacío no demuestra, por tanto, que un chart no cree tipos de recursos personalizados.',
        showDescriptionTail.es,
      ],
    },
    examples: [
      {
        id: 'apply-separately',
        title: {en: "Apply a chart's CRDs yourself", es: 'Aplicar tú mismo los CRD de un chart'},
        intro: {
          en: 'Extract the CRDs of the Traefik chart and apply them with `kubectl`, so that later CRD changes are under your control:',
          es: 'Extrae los CRD del chart de Traefik y aplícalos con `kubectl`, para que los cambios futuros de los CRD queden bajo tu control:',
        },
        code: 'helm show crds traefik --repo https://traefik.github.io/charts > traefik-crds.yaml\nkubectl apply --server-side -f traefik-crds.yaml',
        outro: {
          en: 'Install the chart afterwards with `--skip-crds`, since the definitions are already there.',
          es: 'Instala después el chart con `--skip-crds`, porque las definiciones ya están creadas.',
        },
      },
    ],
    flags: showFlags,
    related: [
      {
        doc: '../chart_best_practices/custom_resource_definitions.md',
        label: {en: 'Custom resource definitions', es: 'Definiciones de recursos personalizados'},
      },
    ],
  },
  {
    path: 'helm show readme',
    use: 'readme [CHART]',
    aliases: [],
    args: 'exactly 1',
    group: 'charts',
    summary: {
      en: "Print a chart's README file.",
      es: 'Muestra el archivo README de un chart.',
    },
    description: {
      en: [
        'Prints the README that the chart author packaged with the chart, usually Markdown. Good READMEs document the values, prerequisites and upgrade notes that the bare `values.yaml` cannot explain, so read it before installing a chart for the first time and before a major version upgrade.',
        showDescriptionTail.en,
        'A chart without a README prints nothing. Helm finds the file case-insensitively, so `README.md`, `readme.md` and a plain `README` all work.',
      ],
      es: [
        'Muestra el README que el autor empaquetó con el chart, normalmente en Markdown. Un buen README documenta los valores, los requisitos previos y las notas de actualización que el `values.yaml` por sí solo no puede explicar, así que léelo antes de instalar un chart por primera vez y antes de una actualización de versión mayor.',
        showDescriptionTail.es,
        'Un chart sin README no muestra nada. Helm busca el archivo sin distinguir mayúsculas, así que valen `README.md`, `readme.md` y un simple `README`.',
      ],
    },
    examples: [
      {
        id: 'read',
        title: {en: 'Read the README of a chart', es: 'Leer el README de un chart'},
        intro: {
          en: 'Page through the README of the cert-manager chart, taken straight from its repository URL:',
          es: 'Recorre el README del chart de cert-manager, tomado directamente de la URL de su repositorio:',
        },
        code: 'helm show readme cert-manager --repo https://charts.jetstack.io | less',
      },
    ],
    flags: showFlags,
    related: [chartsTopic],
  },
  {
    path: 'helm show values',
    use: 'values [CHART]',
    aliases: [],
    args: 'exactly 1',
    group: 'charts',
    summary: {
      en: "Print a chart's default values file.",
      es: 'Muestra el archivo de valores por defecto de un chart.',
    },
    description: {
      en: [
        "Prints the chart's `values.yaml`, comments included: the settings you can change and their defaults. This is the most useful `helm show` subcommand, because the usual way to configure a chart is to copy the defaults, keep only what you change, and pass that file to [helm install](./helm_install.md) or [helm upgrade](./helm_upgrade.md) with `-f`.",
        'Compare the values of two chart versions before you upgrade: keys that were renamed or removed silently stop having an effect. `--jsonpath` extracts a single setting with a JSONPath expression, for scripts.',
        showDescriptionTail.en,
        "These are the chart's defaults, not what a release uses; for an installed release, [helm get values](./helm_get_values.md) shows the values actually applied. The [values files guide](../chart_template_guide/values_files.md) explains how defaults and your files are merged.",
      ],
      es: [
        'Muestra el `values.yaml` del chart, comentarios incluidos: los ajustes que puedes cambiar y sus valores por defecto. Es el subcomando más útil de `helm show`, porque la forma habitual de configurar un chart es copiar los valores por defecto, quedarse solo con lo que cambias y pasar ese archivo a [helm install](./helm_install.md) o [helm upgrade](./helm_upgrade.md) con `-f`.',
        'Compara los valores de dos versiones de un chart antes de actualizar: las claves renombradas o eliminadas dejan de tener efecto sin avisar. `--jsonpath` extrae un solo ajuste con una expresión JSONPath, para scripts.',
        showDescriptionTail.es,
        'Son los valores por defecto del chart, no los que usa una release; para una release instalada, [helm get values](./helm_get_values.md) muestra los valores aplicados de verdad. La [guía de archivos de valores](../chart_template_guide/values_files.md) explica cómo se fusionan los valores por defecto con tus archivos.',
      ],
    },
    examples: [
      {
        id: 'diff-versions',
        title: {en: 'Compare the defaults of two versions', es: 'Comparar los valores por defecto de dos versiones'},
        intro: {
          en: 'Before upgrading a release of the cert-manager chart, see how its defaults changed between two versions:',
          es: 'Antes de actualizar una release del chart de cert-manager, mira cómo cambiaron sus valores por defecto entre dos versiones:',
        },
        code: 'helm repo add jetstack https://charts.jetstack.io\ndiff <(helm show values jetstack/cert-manager --version v1.17.0) \\\n     <(helm show values jetstack/cert-manager --version v1.18.0)',
      },
      {
        id: 'jsonpath',
        title: {en: 'Extract one default', es: 'Extraer un valor por defecto'},
        intro: {
          en: 'Print only the image repository that the example chart uses:',
          es: 'Muestra solo el repositorio de imagen que usa el chart de ejemplo:',
        },
        given: 'helm repo add examples https://helm.github.io/examples',
        code: "helm show values examples/hello-world --jsonpath '{.image.repository}'",
        output: 'nginx',
      },
    ],
    flags: [
      ...showFlags,
      flag({
        name: 'jsonpath',
        type: 'string',
        def: '',
        text: {
          en: 'Print only the part selected by this JSONPath expression, such as `{.image.tag}`, instead of the whole file.',
          es: 'Muestra solo la parte que selecciona esta expresión JSONPath, como `{.image.tag}`, en lugar del archivo entero.',
        },
      }),
    ],
    related: [
      {doc: '../chart_template_guide/values_files.md', label: {en: 'Values files', es: 'Archivos de valores'}},
      {doc: '../chart_best_practices/values.md', label: {en: 'Best practices for values', es: 'Buenas prácticas para los valores'}},
    ],
  },
  {
    path: 'helm verify',
    use: 'verify PATH',
    aliases: [],
    args: 'exactly 1',
    group: 'charts',
    summary: {
      en: 'Check that a packaged chart is signed by a trusted key and has not been altered.',
      es: 'Comprueba que un chart empaquetado está firmado por una clave de confianza y no se ha alterado.',
    },
    description: {
      en: [
        '`helm verify` checks a chart archive against its provenance file, the `.prov` file with the same name that [helm package --sign](./helm_package.md) writes next to it. The check has two parts: the signature of the provenance file must come from a key in your keyring, and the SHA-256 digest recorded in it must match the archive. If either fails, the command exits with an error and the chart should not be used.',
        "PATH is a local `.tgz` file, and the `.prov` file must sit beside it. To fetch both from a repository, use `helm pull --prov`, or let `helm pull --verify` and `helm install --verify` run the same check as they download. The keyring must contain the author's public key in the classic format; with GnuPG 2, export it with `gpg --export`. The [provenance guide](../topics/provenance.md) covers key handling in detail.",
      ],
      es: [
        '`helm verify` comprueba un archivo de chart con su archivo de procedencia, el `.prov` con el mismo nombre que [helm package --sign](./helm_package.md) escribe a su lado. La comprobación tiene dos partes: la firma del archivo de procedencia debe proceder de una clave de tu anillo de claves, y el resumen SHA-256 que contiene debe coincidir con el archivo. Si falla cualquiera de las dos, el comando termina con error y el chart no debería usarse.',
        'PATH es un archivo `.tgz` local, y el `.prov` tiene que estar a su lado. Para traer ambos de un repositorio usa `helm pull --prov`, o deja que `helm pull --verify` y `helm install --verify` hagan la misma comprobación al descargar. El anillo de claves debe contener la clave pública del autor en el formato clásico; con GnuPG 2, expórtala con `gpg --export`. La [guía de procedencia](../topics/provenance.md) trata en detalle la gestión de claves.',
      ],
    },
    examples: [
      {
        id: 'verify',
        title: {en: 'Verify a downloaded chart', es: 'Verificar un chart descargado'},
        intro: {
          en: 'Export the public keys you trust to a classic keyring, then verify the archive:',
          es: 'Exporta las claves públicas en las que confías a un anillo de claves clásico y verifica el archivo:',
        },
        // A chart signed by Alex, whose public key is in GnuPG (here with the secret key that signed it).
        given:
          "gpg --batch --passphrase '' --quick-gen-key 'Alex Example <alex@example.com>' rsa3072 sign never\ngpg --export-secret-keys > \"$HOME/alex-secring.gpg\"\nhelm package ./orders --sign --key 'Alex Example' --keyring \"$HOME/alex-secring.gpg\" >/dev/null",
        code: 'gpg --export > ~/.gnupg/pubring.gpg\nhelm verify orders-0.1.0.tgz',
        outro: {
          en: 'On success, Helm names the signer, the key fingerprint and the verified chart hash. On failure it explains what did not match, and the exit status is 1.',
          es: 'Si todo va bien, Helm indica el firmante, la huella de la clave y el hash verificado del chart. Si falla, explica qué no coincidió y el código de salida es 1.',
        },
      },
    ],
    flags: [
      help,
      withText(keyring, {
        en: 'Public keyring holding the keys you trust. The default follows `GNUPGHOME` when set; export GnuPG 2 keys to this classic format with `gpg --export`.',
        es: 'Anillo de claves público con las claves en las que confías. El valor por defecto sigue a `GNUPGHOME` si está definida; exporta las claves de GnuPG 2 a este formato clásico con `gpg --export`.',
      }),
    ],
    related: [provenanceTopic],
  },
];
