// Chart repositories: adding, indexing, listing, removing and refreshing them, searching them and
// pulling charts from them.
import {
  caFile,
  certFile,
  chartDownload,
  flag,
  help,
  insecureSkipTlsVerify,
  keyFile,
  output,
  passCredentials,
  password,
  username,
  withText,
} from './flags';
import type {Command, RelatedLink} from './types';

const repoGuide: RelatedLink = {
  doc: '../topics/chart_repository.md',
  label: {en: 'The chart repository guide', es: 'Guía de repositorios de charts'},
};
const usingHelm: RelatedLink = {doc: '../intro/using_helm.md', label: {en: 'Using Helm', es: 'Usar Helm'}};

const failOnNoResult = flag({
  name: 'fail-on-no-result',
  type: 'bool',
  def: 'false',
  text: {
    en: 'Exit with an error when nothing matches, so that scripts notice an empty result.',
    es: 'Termina con error cuando nada coincide, para que los scripts detecten un resultado vacío.',
  },
});

const maxColWidth = flag({
  name: 'max-col-width',
  type: 'uint',
  def: '50',
  text: {
    en: 'Widest a table column may grow before its text is cut; raise it to read long descriptions.',
    es: 'Anchura máxima de una columna de la tabla antes de recortar su texto; súbela para leer descripciones largas.',
  },
});

export const repositoryCommands: Command[] = [
  {
    path: 'helm pull',
    use: 'pull [chart URL | repo/chartname] [...]',
    aliases: ['fetch'],
    args: 'at least 1',
    group: 'repositories',
    summary: {
      en: 'Download a chart archive from a repository, a URL or an OCI registry.',
      es: 'Descarga el archivo de un chart desde un repositorio, una URL o un registro OCI.',
    },
    description: {
      en: [
        "`helm pull` downloads a chart without installing it, as a `.tgz` archive in the current directory or the one given with `--destination`. Reach for it when you want to read a chart's templates before trusting it, vendor a chart into your own Git repository, copy it into an air-gapped environment, or patch a third-party chart locally.",
        'Each argument is a `repo/chart` reference, the URL of an archive or an `oci://` reference; several can be given and are pulled in turn. As with [helm install](./helm_install.md), `--version` picks a version or range and `--repo` names a repository URL directly. With `--untar`, the archive is unpacked into a folder named after the chart; the command fails if that folder already exists, so remove it before pulling a newer version.',
        'For signed charts, `--verify` downloads the provenance file and checks it against your keyring before keeping the chart, while `--prov` only downloads the `.prov` file next to the archive, for checking later with [helm verify](./helm_verify.md).',
      ],
      es: [
        '`helm pull` descarga un chart sin instalarlo, como archivo `.tgz` en el directorio actual o en el indicado con `--destination`. Úsalo cuando quieras leer las plantillas de un chart antes de fiarte de él, incorporar un chart a tu propio repositorio Git, copiarlo a un entorno aislado o modificar en local un chart de terceros.',
        'Cada argumento es una referencia `repo/chart`, la URL de un archivo o una referencia `oci://`; puedes indicar varios y se descargan uno tras otro. Como en [helm install](./helm_install.md), `--version` elige una versión o un rango y `--repo` indica directamente la URL de un repositorio. Con `--untar`, el archivo se desempaqueta en una carpeta con el nombre del chart; el comando falla si esa carpeta ya existe, así que bórrala antes de descargar una versión más nueva.',
        'Con charts firmados, `--verify` descarga el archivo de procedencia y lo comprueba con tu anillo de claves antes de quedarse con el chart, mientras que `--prov` solo descarga el `.prov` junto al archivo, para comprobarlo más tarde con [helm verify](./helm_verify.md).',
      ],
    },
    examples: [
      {
        id: 'read-templates',
        title: {en: 'Unpack a chart to read it', es: 'Desempaquetar un chart para leerlo'},
        intro: {
          en: 'Download a pinned version of the example chart and unpack it into `vendor/hello-world/`:',
          es: 'Descarga una versión fijada del chart de ejemplo y desempaquétala en `vendor/hello-world/`:',
        },
        given: 'helm repo add examples https://helm.github.io/examples',
        code: 'helm pull examples/hello-world --version 0.1.0 --untar --untardir vendor',
      },
      {
        id: 'oci',
        title: {en: 'Pull from an OCI registry', es: 'Descargar de un registro OCI'},
        intro: {
          en: 'Fetch a chart that was pushed to a local registry; Helm reports the reference and digest it pulled:',
          es: 'Descarga un chart que se subió a un registro local; Helm indica la referencia y el resumen (digest) que descargó:',
        },
        code: 'helm pull oci://localhost:5000/charts/orders --version 0.1.0 --plain-http',
      },
    ],
    flags: [
      ...chartDownload,
      flag({
        name: 'destination',
        short: 'd',
        type: 'string',
        def: '.',
        text: {en: 'Folder where the archive is saved.', es: 'Carpeta donde se guarda el archivo.'},
      }),
      help,
      flag({
        name: 'prov',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Also download the provenance (`.prov`) file, without verifying it.',
          es: 'Descarga también el archivo de procedencia (`.prov`), sin verificarlo.',
        },
      }),
      flag({
        name: 'untar',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Unpack the chart after downloading it, into a folder named after the chart inside `--untardir`.',
          es: 'Desempaqueta el chart tras descargarlo, en una carpeta con su nombre dentro de `--untardir`.',
        },
      }),
      flag({
        name: 'untardir',
        type: 'string',
        def: '.',
        text: {
          en: 'With `--untar`, the folder to unpack into; a relative path is taken relative to `--destination`.',
          es: 'Con `--untar`, la carpeta donde desempaquetar; una ruta relativa se toma respecto a `--destination`.',
        },
      }),
    ],
    related: [
      {
        doc: '../faq/troubleshooting.md#repo-not-found',
        label: {en: 'Troubleshooting: repo … not found', es: 'Resolución de problemas: repo … not found'},
      },
      {
        doc: '../faq/troubleshooting.md#chart-not-found-in-index',
        label: {en: 'Troubleshooting: not found in … index', es: 'Resolución de problemas: not found in … index'},
      },
      repoGuide,
      {doc: '../topics/registries.md', label: {en: 'Using OCI-based registries', es: 'Usar registros basados en OCI'}},
    ],
  },
  {
    path: 'helm repo',
    use: 'repo add|remove|list|index|update [ARGS]',
    aliases: [],
    args: 'none',
    group: 'repositories',
    summary: {
      en: 'Add, list, refresh, remove and index chart repositories.',
      es: 'Añade, lista, refresca, elimina e indexa repositorios de charts.',
    },
    description: {
      en: [
        'A chart [repository](../glossary/index.md#repository) is a plain web server that serves an `index.yaml` file listing charts and versions, plus the chart archives. Your Helm client keeps a local list of the repositories you use, each under a short name, and a cached copy of each index. That is what lets you write `examples/hello-world` instead of a URL, and what [helm search repo](./helm_search_repo.md) searches.',
        'The subcommands manage that list: [add](./helm_repo_add.md) registers a repository, [list](./helm_repo_list.md) shows them, [update](./helm_repo_update.md) downloads fresh indexes, [remove](./helm_repo_remove.md) forgets one. [index](./helm_repo_index.md) is for the other side: it generates the `index.yaml` when you host your own repository.',
        "The list lives in `repositories.yaml` in Helm's configuration folder and the indexes in its cache (see [helm env](./helm_env.md)). Each machine, CI runner and container has its own list, so scripts must add the repositories they need. Charts stored in OCI registries do not use this mechanism at all; they are addressed with `oci://` references, see [helm registry](./helm_registry.md).",
      ],
      es: [
        'Un [repositorio](../glossary/index.md#repository) de charts es un servidor web normal que sirve un archivo `index.yaml` con la lista de charts y versiones, además de los archivos de los charts. Tu cliente de Helm guarda una lista local de los repositorios que usas, cada uno con un nombre corto, y una copia en caché de cada índice. Eso es lo que te permite escribir `examples/hello-world` en lugar de una URL, y lo que busca [helm search repo](./helm_search_repo.md).',
        'Los subcomandos gestionan esa lista: [add](./helm_repo_add.md) registra un repositorio, [list](./helm_repo_list.md) los muestra, [update](./helm_repo_update.md) descarga índices nuevos y [remove](./helm_repo_remove.md) olvida uno. [index](./helm_repo_index.md) sirve para el otro lado: genera el `index.yaml` cuando alojas tu propio repositorio.',
        'La lista vive en `repositories.yaml`, en la carpeta de configuración de Helm, y los índices en su caché (consulta [helm env](./helm_env.md)). Cada máquina, runner de CI y contenedor tiene su propia lista, así que los scripts deben añadir los repositorios que necesitan. Los charts guardados en registros OCI no usan este mecanismo; se direccionan con referencias `oci://`, consulta [helm registry](./helm_registry.md).',
      ],
    },
    examples: [
      {
        id: 'daily',
        title: {en: 'Add a repository and use it', es: 'Añadir un repositorio y usarlo'},
        intro: {
          en: "Register the Helm project's example repository, refresh it and search it:",
          es: 'Registra el repositorio de ejemplos del proyecto Helm, refréscalo y busca en él:',
        },
        code: 'helm repo add examples https://helm.github.io/examples\nhelm repo update\nhelm search repo examples',
      },
    ],
    flags: [help],
    related: [repoGuide, usingHelm],
  },
  {
    path: 'helm repo add',
    use: 'add [NAME] [URL]',
    aliases: [],
    args: 'exactly 2',
    group: 'repositories',
    summary: {
      en: 'Register a chart repository under a short name.',
      es: 'Añade un repositorio de charts con un nombre corto.',
    },
    description: {
      en: [
        "Adds a repository to your local list under NAME, which you then use as the prefix of chart references such as `NAME/chart`. Before saving anything, Helm downloads the repository's `index.yaml`, so a mistyped URL or missing credentials fail immediately rather than at install time. The name may not contain a slash.",
        'Adding a name that already exists with identical settings does nothing. If the URL or credentials differ, Helm refuses unless you pass `--force-update`, which protects you from silently redirecting a name that scripts rely on. The URLs of the retired Google-hosted `stable` and `incubator` repositories are rejected unless you pass `--allow-deprecated-repos`; their charts moved to other homes long ago.',
        'For private repositories, give `--username` and either `--password-stdin` or nothing, in which case Helm prompts for the password. The credentials are stored in `repositories.yaml` (written with permissions 0600) and sent only to the repository host unless you allow otherwise with `--pass-credentials`. `--no-update` is still accepted but no longer does anything. Helm 3.19.1 and later also accept `--timeout` for the index download.',
      ],
      es: [
        'Añade un repositorio a tu lista local con el nombre NAME, que después usas como prefijo en las referencias de charts del tipo `NAME/chart`. Antes de guardar nada, Helm descarga el `index.yaml` del repositorio, así que una URL mal escrita o unas credenciales que faltan fallan enseguida y no al instalar. El nombre no puede contener una barra.',
        'Añadir un nombre que ya existe con la misma configuración no hace nada. Si la URL o las credenciales son distintas, Helm se niega salvo que pases `--force-update`, lo que te protege de redirigir sin darte cuenta un nombre del que dependen tus scripts. Las URL de los antiguos repositorios `stable` e `incubator` alojados por Google se rechazan salvo que pases `--allow-deprecated-repos`; sus charts se trasladaron hace tiempo a otros sitios.',
        'Para repositorios privados, indica `--username` y `--password-stdin` o nada, en cuyo caso Helm pide la contraseña. Las credenciales se guardan en `repositories.yaml` (escrito con permisos 0600) y solo se envían al host del repositorio, salvo que permitas otra cosa con `--pass-credentials`. `--no-update` se sigue aceptando pero ya no hace nada. Helm 3.19.1 y posteriores admiten además `--timeout` para la descarga del índice.',
      ],
    },
    examples: [
      {
        id: 'public',
        title: {en: 'Add a public repository', es: 'Añadir un repositorio público'},
        intro: {
          en: "Register the Helm project's examples under the name `examples`:",
          es: 'Registra los ejemplos del proyecto Helm con el nombre `examples`:',
        },
        code: 'helm repo add examples https://helm.github.io/examples',
        output: '"examples" has been added to your repositories',
      },
      {
        id: 'private',
        title: {en: 'Add a private repository in CI', es: 'Añadir un repositorio privado en CI'},
        intro: {
          en: 'Read the password from a variable through standard input, so it appears neither in the process list nor in logs:',
          es: 'Lee la contraseña de una variable por la entrada estándar, para que no aparezca ni en la lista de procesos ni en los logs:',
        },
        code: 'echo "$CHARTS_PASSWORD" | helm repo add internal https://charts.internal.example.com \\\n  --username ci-bot --password-stdin',
      },
      {
        id: 'change-url',
        title: {en: 'Point an existing name at a new URL', es: 'Apuntar un nombre existente a otra URL'},
        intro: {
          en: 'When a repository moves, overwrite its entry explicitly:',
          es: 'Cuando un repositorio se traslada, sobrescribe su entrada de forma explícita:',
        },
        given: 'helm repo add internal https://charts.internal.example.com',
        code: 'helm repo add internal https://charts.new-host.example.com --force-update',
      },
    ],
    flags: [
      flag({
        name: 'allow-deprecated-repos',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Accept the URLs of the retired Google-hosted `stable` and `incubator` repositories, which are refused otherwise.',
          es: 'Acepta las URL de los antiguos repositorios `stable` e `incubator` alojados por Google, que de otro modo se rechazan.',
        },
      }),
      caFile,
      certFile,
      flag({
        name: 'force-update',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Overwrite an existing entry with the same name even when its URL or settings differ.',
          es: 'Sobrescribe una entrada existente con el mismo nombre aunque su URL o sus ajustes sean distintos.',
        },
      }),
      help,
      insecureSkipTlsVerify,
      keyFile,
      flag({
        name: 'no-update',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Accepted for compatibility with old scripts; it has no effect.',
          es: 'Se acepta por compatibilidad con scripts antiguos; no tiene ningún efecto.',
        },
      }),
      passCredentials,
      withText(password, {
        en: 'Password for the repository. Prefer `--password-stdin`, or leave both out to be prompted.',
        es: 'Contraseña del repositorio. Mejor usa `--password-stdin`, o no pongas ninguna de las dos para que te la pida.',
      }),
      flag({
        name: 'password-stdin',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Read the password from standard input, the safe way to pass it in scripts.',
          es: 'Lee la contraseña de la entrada estándar, la forma segura de pasarla en scripts.',
        },
      }),
      username,
    ],
    related: [
      repoGuide,
      usingHelm,
      {
        doc: '../faq/troubleshooting.md#not-a-valid-repository',
        label: {en: 'Troubleshooting: is not a valid chart repository', es: 'Resolución de problemas: is not a valid chart repository'},
      },
      {
        doc: '../faq/troubleshooting.md#x509-unknown-authority',
        label: {
          en: 'Troubleshooting: x509: certificate signed by unknown authority',
          es: 'Resolución de problemas: x509: certificate signed by unknown authority',
        },
      },
    ],
  },
  {
    path: 'helm repo index',
    use: 'index [DIR]',
    aliases: [],
    args: 'exactly 1',
    group: 'repositories',
    summary: {
      en: 'Generate the `index.yaml` of a chart repository from a folder of packaged charts.',
      es: 'Genera el `index.yaml` de un repositorio de charts a partir de una carpeta de charts empaquetados.',
    },
    description: {
      en: [
        'Scans DIR for chart archives (`.tgz` files made with [helm package](./helm_package.md)) and writes an `index.yaml` into DIR describing each chart version: name, version, app version, description, digest and download URL. Upload the folder to any static web host, such as GitHub Pages or an object storage bucket, and it becomes a chart repository that `helm repo add` accepts. The [chart repository guide](../topics/chart_repository.md) covers hosting options.',
        'By default the download URLs are relative to the index. Set `--url` to the public base URL when the archives are served from somewhere else. In a repository that grows over time, you often have only the new archives locally: `--merge` takes the existing index and adds the new entries to it instead of rebuilding it from the local files alone. `--json` writes the same data as JSON (still named `index.yaml`), which is faster for clients to parse in very large repositories.',
        'Automating this is common; see [syncing a repository](../howto/chart_repository_sync_example.md) and [the chart-releaser action](../howto/chart_releaser_action.md).',
      ],
      es: [
        'Busca en DIR archivos de charts (los `.tgz` creados con [helm package](./helm_package.md)) y escribe en DIR un `index.yaml` que describe cada versión: nombre, versión, versión de la aplicación, descripción, resumen (digest) y URL de descarga. Sube la carpeta a cualquier alojamiento web estático, como GitHub Pages o un bucket de almacenamiento de objetos, y se convierte en un repositorio de charts que `helm repo add` acepta. La [guía de repositorios de charts](../topics/chart_repository.md) repasa las opciones de alojamiento.',
        'Por defecto, las URL de descarga son relativas al índice. Fija `--url` con la URL base pública cuando los archivos se sirven desde otro sitio. En un repositorio que crece con el tiempo, a menudo solo tienes en local los archivos nuevos: `--merge` toma el índice existente y le añade las entradas nuevas en lugar de reconstruirlo solo con los archivos locales. `--json` escribe los mismos datos en JSON (con el nombre `index.yaml` igualmente), que los clientes procesan más deprisa en repositorios muy grandes.',
        'Es habitual automatizarlo; consulta [sincronizar un repositorio](../howto/chart_repository_sync_example.md) y [la acción chart-releaser](../howto/chart_releaser_action.md).',
      ],
    },
    examples: [
      {
        id: 'new-repo',
        title: {en: 'Build a repository folder', es: 'Montar la carpeta de un repositorio'},
        intro: {
          en: 'Package a chart into `site/`, then index the folder with the URL it will be served from:',
          es: 'Empaqueta un chart en `site/` e indexa después la carpeta con la URL desde la que se servirá:',
        },
        code: 'helm package ./orders --destination site\nhelm repo index site --url https://charts.example.com',
        outro: {
          en: '`site/index.yaml` now lists `orders` 0.1.0 with the URL `https://charts.example.com/orders-0.1.0.tgz`.',
          es: '`site/index.yaml` incluye ahora `orders` 0.1.0 con la URL `https://charts.example.com/orders-0.1.0.tgz`.',
        },
      },
      {
        id: 'merge',
        title: {en: 'Add a release to an existing index', es: 'Añadir una versión a un índice existente'},
        intro: {
          en: 'Download the published index, index only the new archive and merge the two:',
          es: 'Descarga el índice publicado, indexa solo el archivo nuevo y fusiona los dos:',
        },
        given: 'helm package ./orders --destination new-release',
        code: 'curl -fsSLo published-index.yaml https://charts.example.com/index.yaml\nhelm repo index new-release --url https://charts.example.com --merge published-index.yaml',
      },
    ],
    flags: [
      help,
      flag({
        name: 'json',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Write the index as JSON instead of YAML; the file is still called `index.yaml`.',
          es: 'Escribe el índice en JSON en lugar de YAML; el archivo se sigue llamando `index.yaml`.',
        },
      }),
      flag({
        name: 'merge',
        type: 'string',
        def: '',
        text: {
          en: 'Existing index file to combine with the new entries. The result is written to `index.yaml` in DIR; if the file does not exist, an empty index is used.',
          es: 'Archivo de índice existente con el que se fusionan las entradas nuevas. El resultado se escribe en el `index.yaml` de DIR; si el archivo no existe, se parte de un índice vacío.',
        },
      }),
      flag({
        name: 'url',
        type: 'string',
        def: '',
        text: {
          en: 'Base URL of the published repository, prepended to each archive name in the download URLs.',
          es: 'URL base del repositorio publicado, que se antepone al nombre de cada archivo en las URL de descarga.',
        },
      }),
    ],
    related: [
      repoGuide,
      {
        doc: '../howto/chart_repository_sync_example.md',
        label: {en: 'Syncing your chart repository', es: 'Sincronizar tu repositorio de charts'},
      },
      {doc: '../howto/chart_releaser_action.md', label: {en: 'Chart releaser action', es: 'La acción chart-releaser'}},
    ],
  },
  {
    path: 'helm repo list',
    use: 'list',
    aliases: ['ls'],
    args: 'none',
    group: 'repositories',
    summary: {
      en: 'List the chart repositories your Helm client knows.',
      es: 'Lista los repositorios de charts que conoce tu cliente de Helm.',
    },
    description: {
      en: [
        'Prints the name and URL of every repository in your `repositories.yaml`. Use it to check which short names are available before running a command with a `repo/chart` reference, or to see why a chart resolves to an unexpected place.',
        'With no repositories configured, the table output ends with an error saying there are none, while `-o json` and `-o yaml` print an empty list. Scripts should therefore use the structured formats. Credentials are not shown.',
        'The list is per user and per machine. A repository you added on your laptop does not exist for a CI runner or a container, which is a frequent reason for a `repo/chart` reference that works locally and fails in a pipeline.',
      ],
      es: [
        'Muestra el nombre y la URL de cada repositorio de tu `repositories.yaml`. Úsalo para comprobar qué nombres cortos tienes disponibles antes de ejecutar un comando con una referencia `repo/chart`, o para ver por qué un chart se resuelve en un sitio inesperado.',
        'Sin repositorios configurados, la salida en tabla termina con un error que dice que no hay ninguno, mientras que `-o json` y `-o yaml` muestran una lista vacía. Por eso los scripts deben usar los formatos estructurados. Las credenciales no se muestran.',
        'La lista es propia de cada usuario y de cada máquina. Un repositorio que añadiste en tu portátil no existe para un runner de CI ni para un contenedor, y esa es una causa frecuente de que una referencia `repo/chart` funcione en local y falle en un pipeline.',
      ],
    },
    examples: [
      {
        id: 'list',
        title: {en: 'Show your repositories', es: 'Ver tus repositorios'},
        intro: {en: 'With the examples repository added:', es: 'Con el repositorio de ejemplos añadido:'},
        given: 'helm repo add examples https://helm.github.io/examples',
        code: 'helm repo list',
        output: 'NAME    \tURL\nexamples\thttps://helm.github.io/examples',
      },
      {
        id: 'script',
        title: {en: 'Add a repository only if it is missing', es: 'Añadir un repositorio solo si falta'},
        intro: {
          en: 'JSON output works even when the list is empty:',
          es: 'La salida JSON funciona incluso con la lista vacía:',
        },
        code: 'helm repo list -o json | jq -e \'.[] | select(.name == "examples")\' > /dev/null \\\n  || helm repo add examples https://helm.github.io/examples',
      },
    ],
    flags: [help, output],
    related: [repoGuide],
  },
  {
    path: 'helm repo remove',
    use: 'remove [REPO1 [REPO2 ...]]',
    aliases: ['rm'],
    args: 'at least 1',
    group: 'repositories',
    summary: {
      en: 'Remove chart repositories from your local list.',
      es: 'Elimina repositorios de charts de tu lista local.',
    },
    description: {
      en: [
        'Removes each named repository from `repositories.yaml` and deletes its cached index and chart list from the cache folder. Nothing changes on the server or in the cluster: releases installed from that repository keep running, but commands that refer to `name/chart` stop working until the repository is added again.',
        'Names are processed in order and the command stops at the first name that is not configured, so earlier names in the same call are already gone by then. Check [helm repo list](./helm_repo_list.md) when in doubt.',
        'Removing and re-adding a repository is also the quickest way to clear a corrupted or stale cached index for it, for example after the repository owner rewrote its `index.yaml`.',
      ],
      es: [
        'Quita cada repositorio indicado de `repositories.yaml` y borra su índice y su lista de charts de la carpeta de caché. No cambia nada en el servidor ni en el clúster: las releases instaladas desde ese repositorio siguen funcionando, pero los comandos que se refieren a `nombre/chart` dejan de funcionar hasta que vuelvas a añadir el repositorio.',
        'Los nombres se procesan en orden y el comando se detiene en el primero que no está configurado, así que los nombres anteriores de la misma llamada ya se habrán eliminado. Consulta [helm repo list](./helm_repo_list.md) si tienes dudas.',
        'Quitar un repositorio y volver a añadirlo es también la forma más rápida de limpiar su índice en caché cuando está dañado o desfasado, por ejemplo después de que su responsable reescribiera el `index.yaml`.',
      ],
    },
    examples: [
      {
        id: 'remove',
        title: {en: 'Remove a repository', es: 'Eliminar un repositorio'},
        intro: {en: 'Forget the examples repository:', es: 'Olvida el repositorio de ejemplos:'},
        given: 'helm repo add examples https://helm.github.io/examples',
        code: 'helm repo remove examples',
        output: '"examples" has been removed from your repositories',
      },
    ],
    flags: [help],
    related: [repoGuide],
  },
  {
    path: 'helm repo update',
    use: 'update [REPO1 [REPO2 ...]]',
    aliases: ['up'],
    args: 'any',
    group: 'repositories',
    summary: {
      en: 'Download the latest index of your chart repositories.',
      es: 'Descarga el índice más reciente de tus repositorios de charts.',
    },
    description: {
      en: [
        'Helm resolves `repo/chart` references and runs `helm search repo` against cached copies of the repository indexes. Those copies only change when you run `helm repo update`, so a chart version published this morning is invisible until you do. Run it before installing or upgrading from a repository, and at the start of every CI job that uses repositories.',
        'Without arguments, all configured repositories are refreshed, in parallel. Name one or more repositories to refresh only those; an unknown name is an error and then nothing is updated. If a repository cannot be reached, Helm reports it and carries on with the others, and the command still succeeds; add `--fail-on-repo-update-fail` to make such failures fatal, which is usually what a pipeline wants. Helm 3.19.1 and later also accept `--timeout` for the index downloads.',
      ],
      es: [
        'Helm resuelve las referencias `repo/chart` y ejecuta `helm search repo` sobre copias en caché de los índices de los repositorios. Esas copias solo cambian cuando ejecutas `helm repo update`, así que una versión de chart publicada esta mañana es invisible hasta que lo hagas. Ejecútalo antes de instalar o actualizar desde un repositorio, y al principio de cada trabajo de CI que use repositorios.',
        'Sin argumentos, se refrescan todos los repositorios configurados, en paralelo. Indica uno o más repositorios para refrescar solo esos; un nombre desconocido es un error y en ese caso no se actualiza nada. Si un repositorio no responde, Helm lo notifica y sigue con los demás, y el comando termina igualmente bien; añade `--fail-on-repo-update-fail` para que esos fallos sean fatales, que suele ser lo que quiere un pipeline. Helm 3.19.1 y posteriores admiten además `--timeout` para las descargas de los índices.',
      ],
    },
    examples: [
      {
        id: 'all',
        title: {en: 'Refresh every repository', es: 'Refrescar todos los repositorios'},
        intro: {en: 'With one repository configured, the output looks like this:', es: 'Con un repositorio configurado, la salida es así:'},
        given: 'helm repo add examples https://helm.github.io/examples',
        code: 'helm repo update',
        output:
          'Hang tight while we grab the latest from your chart repositories...\n...Successfully got an update from the "examples" chart repository\nUpdate Complete. ⎈Happy Helming!⎈',
      },
      {
        id: 'strict',
        title: {en: 'Refresh selected repositories in CI', es: 'Refrescar repositorios concretos en CI'},
        intro: {
          en: 'Refresh only what the pipeline needs and fail if any of it is unreachable:',
          es: 'Refresca solo lo que necesita el pipeline y falla si algo no está accesible:',
        },
        given: 'helm repo add examples https://helm.github.io/examples\nhelm repo add internal https://charts.internal.example.com',
        code: 'helm repo update examples internal --fail-on-repo-update-fail',
      },
    ],
    flags: [
      flag({
        name: 'fail-on-repo-update-fail',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Exit with an error if any repository could not be updated, instead of only reporting it.',
          es: 'Termina con error si algún repositorio no pudo actualizarse, en lugar de solo notificarlo.',
        },
      }),
      help,
    ],
    related: [repoGuide, usingHelm],
  },
  {
    path: 'helm search',
    use: 'search [keyword]',
    aliases: [],
    args: 'any',
    group: 'repositories',
    summary: {
      en: 'Search for charts in your repositories or on Artifact Hub.',
      es: 'Busca charts en tus repositorios o en Artifact Hub.',
    },
    description: {
      en: [
        'Helm can search in two places, and the subcommand says which. [helm search hub](./helm_search_hub.md) asks [Artifact Hub](../glossary/index.md#artifact-hub), the public catalogue of charts from thousands of repositories, over the network. [helm search repo](./helm_search_repo.md) searches the cached indexes of the repositories you added with `helm repo add`, entirely offline.',
        "A typical discovery path uses both: find a chart and its repository on Artifact Hub, add that repository, then use `helm search repo` to see its versions and pick one to install. Charts that live only in OCI registries are not covered by `search repo`; browse them on Artifact Hub or in the registry's own interface.",
      ],
      es: [
        'Helm puede buscar en dos sitios, y el subcomando dice en cuál. [helm search hub](./helm_search_hub.md) consulta por la red [Artifact Hub](../glossary/index.md#artifact-hub), el catálogo público de charts de miles de repositorios. [helm search repo](./helm_search_repo.md) busca sin conexión en los índices en caché de los repositorios que añadiste con `helm repo add`.',
        'Un recorrido típico usa los dos: encuentras un chart y su repositorio en Artifact Hub, añades ese repositorio y luego usas `helm search repo` para ver sus versiones y elegir una para instalar. `search repo` no cubre los charts que solo están en registros OCI; explóralos en Artifact Hub o en la interfaz del propio registro.',
      ],
    },
    examples: [
      {
        id: 'both',
        title: {en: 'Find a chart, then its versions', es: 'Encontrar un chart y después sus versiones'},
        intro: {
          en: 'Look for cert-manager on Artifact Hub with the repository URLs, add the repository, then list the available versions:',
          es: 'Busca cert-manager en Artifact Hub con las URL de los repositorios, añade el repositorio y lista después las versiones disponibles:',
        },
        code: 'helm search hub cert-manager --list-repo-url\nhelm repo add jetstack https://charts.jetstack.io\nhelm search repo jetstack/cert-manager --versions',
      },
    ],
    flags: [help],
    related: [usingHelm, repoGuide],
  },
  {
    path: 'helm search hub',
    use: 'hub [KEYWORD]',
    aliases: [],
    args: 'any',
    group: 'repositories',
    summary: {
      en: 'Search Artifact Hub for charts from public repositories.',
      es: 'Busca en Artifact Hub charts de repositorios públicos.',
    },
    description: {
      en: [
        'Sends your keywords to [Artifact Hub](https://artifacthub.io) and prints the matching charts: the Artifact Hub page URL, the latest chart version, the app version and a description. All arguments are joined into one query, so `helm search hub postgres operator` looks for both words together. No repository needs to be added first, but the command needs internet access.',
        "The table does not say how to install a result. Add `--list-repo-url` to get a column with the URL of each chart's repository, ready for [helm repo add](./helm_repo_add.md); or open the Artifact Hub page, which also shows security reports and whether the publisher is verified. Check those before installing charts from unknown publishers.",
        '`--endpoint` points the command at another Artifact Hub instance, for example one run inside a company. Long descriptions are cut at `--max-col-width` characters, and `-o json` returns the full records.',
      ],
      es: [
        'Envía tus palabras clave a [Artifact Hub](https://artifacthub.io) y muestra los charts que coinciden: la URL de la página en Artifact Hub, la última versión del chart, la versión de la aplicación y una descripción. Todos los argumentos se unen en una sola consulta, así que `helm search hub postgres operator` busca las dos palabras juntas. No hace falta añadir antes ningún repositorio, pero el comando necesita acceso a internet.',
        'La tabla no dice cómo instalar un resultado. Añade `--list-repo-url` para obtener una columna con la URL del repositorio de cada chart, lista para [helm repo add](./helm_repo_add.md); o abre la página de Artifact Hub, que muestra además informes de seguridad y si el editor está verificado. Revísalos antes de instalar charts de editores desconocidos.',
        '`--endpoint` dirige el comando a otra instancia de Artifact Hub, por ejemplo una interna de tu empresa. Las descripciones largas se recortan a `--max-col-width` caracteres, y `-o json` devuelve los resultados completos.',
      ],
    },
    examples: [
      {
        id: 'search',
        title: {en: 'Search with repository URLs', es: 'Buscar con las URL de los repositorios'},
        intro: {
          en: 'Search for ingress controllers and show where each chart can be added from:',
          es: 'Busca controladores de ingress y muestra desde dónde puede añadirse cada chart:',
        },
        code: 'helm search hub ingress controller --list-repo-url --max-col-width 80',
      },
      {
        id: 'json',
        title: {en: 'Process results in a script', es: 'Procesar los resultados en un script'},
        intro: {
          en: 'Print only the page URL of each result:',
          es: 'Muestra solo la URL de la página de cada resultado:',
        },
        code: "helm search hub redis -o json | jq -r '.[].url'",
      },
    ],
    flags: [
      flag({
        name: 'endpoint',
        type: 'string',
        def: 'https://hub.helm.sh',
        text: {
          en: 'Address of the Artifact Hub instance to query. The default forwards to the public Artifact Hub.',
          es: 'Dirección de la instancia de Artifact Hub que se consulta. La dirección por defecto lleva al Artifact Hub público.',
        },
      }),
      failOnNoResult,
      help,
      flag({
        name: 'list-repo-url',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Add a REPO URL column with the repository of each chart, for `helm repo add`.',
          es: 'Añade una columna REPO URL con el repositorio de cada chart, para `helm repo add`.',
        },
      }),
      maxColWidth,
      output,
    ],
    related: [{doc: '../topics/chart_repository.md', label: {en: 'The chart repository guide', es: 'Guía de repositorios de charts'}}],
  },
  {
    path: 'helm search repo',
    use: 'repo [keyword]',
    aliases: [],
    args: 'any',
    group: 'repositories',
    summary: {
      en: 'Search the charts of the repositories you added.',
      es: 'Busca en los charts de los repositorios que añadiste.',
    },
    description: {
      en: [
        'Searches the cached indexes of your repositories for charts whose name, description or keywords match the keyword, and prints the chart reference (`repo/chart`), the latest chart version, the app version and a description. Without a keyword, it lists every chart of every repository. It works offline, which also means it only knows what the last [helm repo update](./helm_repo_update.md) downloaded.',
        'By default each chart appears once, with its newest stable version. `--versions` (`-l`) lists every version instead, and `--version` filters by a semver range, for example to see which patch releases of a minor version exist. Pre-releases are hidden unless you add `--devel`. `-r` treats the keyword as a regular expression.',
        'Use it to find the exact chart version to pin in `helm install --version`, and to check what is new before an upgrade.',
      ],
      es: [
        'Busca en los índices en caché de tus repositorios los charts cuyo nombre, descripción o palabras clave coinciden con la palabra clave, y muestra la referencia del chart (`repo/chart`), la última versión del chart, la versión de la aplicación y una descripción. Sin palabra clave, lista todos los charts de todos los repositorios. Funciona sin conexión, lo que también significa que solo conoce lo que descargó el último [helm repo update](./helm_repo_update.md).',
        'Por defecto, cada chart aparece una vez, con su versión estable más reciente. `--versions` (`-l`) lista en cambio todas las versiones, y `--version` filtra por un rango semver, por ejemplo para ver qué parches existen de una versión menor. Las versiones preliminares se ocultan salvo que añadas `--devel`. `-r` trata la palabra clave como una expresión regular.',
        'Úsalo para encontrar la versión exacta del chart que fijarás en `helm install --version`, y para ver qué hay de nuevo antes de actualizar.',
      ],
    },
    examples: [
      {
        id: 'keyword',
        title: {en: 'Search your repositories', es: 'Buscar en tus repositorios'},
        intro: {en: 'With the examples repository added and updated:', es: 'Con el repositorio de ejemplos añadido y actualizado:'},
        given: 'helm repo add examples https://helm.github.io/examples',
        code: 'helm search repo hello',
        output:
          'NAME                \tCHART VERSION\tAPP VERSION\tDESCRIPTION\nexamples/hello-world\t0.1.0        \t1.16.0     \tA Helm chart for Kubernetes',
      },
      {
        id: 'versions',
        title: {en: 'List the versions in a range', es: 'Listar las versiones de un rango'},
        intro: {
          en: 'Show every 1.18 release of the cert-manager chart, to pick a patch version:',
          es: 'Muestra todas las versiones 1.18 del chart de cert-manager, para elegir un parche:',
        },
        given: 'helm repo add jetstack https://charts.jetstack.io',
        code: 'helm search repo jetstack/cert-manager --versions --version "~v1.18.0"',
      },
    ],
    flags: [
      flag({
        name: 'devel',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Include pre-release versions such as `2.0.0-rc.1` in the results.',
          es: 'Incluye en los resultados versiones preliminares como `2.0.0-rc.1`.',
        },
      }),
      failOnNoResult,
      help,
      maxColWidth,
      output,
      flag({
        name: 'regexp',
        short: 'r',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Treat the keyword as a regular expression, such as `^examples/`.',
          es: 'Trata la palabra clave como una expresión regular, como `^examples/`.',
        },
      }),
      flag({
        name: 'version',
        type: 'string',
        def: '',
        text: {
          en: 'Only show versions matching this semver constraint, such as `>=1.2.0 <2.0.0`.',
          es: 'Muestra solo las versiones que cumplen esta restricción semver, como `>=1.2.0 <2.0.0`.',
        },
      }),
      flag({
        name: 'versions',
        short: 'l',
        type: 'bool',
        def: 'false',
        text: {
          en: 'List every version of each matching chart instead of only the newest.',
          es: 'Lista todas las versiones de cada chart que coincide, no solo la más reciente.',
        },
      }),
    ],
    related: [
      usingHelm,
      {doc: '../topics/chart_repository.md', label: {en: 'The chart repository guide', es: 'Guía de repositorios de charts'}},
    ],
  },
];
