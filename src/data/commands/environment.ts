// The root command and the commands about the client itself: shell completion, env and version.
import {flag, help, hiddenFlag} from './flags';
import type {Command, VisibleFlag} from './types';

const noDescriptions: VisibleFlag = flag({
  name: 'no-descriptions',
  type: 'bool',
  def: 'false',
  text: {
    en: 'Complete names only, without the short explanation next to each candidate. Useful on narrow terminals.',
    es: 'Completa solo los nombres, sin la breve explicación junto a cada candidato. Útil en terminales estrechos.',
  },
});

export const environmentCommands: Command[] = [
  {
    path: 'helm',
    use: 'helm',
    aliases: [],
    args: 'none',
    group: 'environment',
    summary: {
      en: 'The Helm client: install, upgrade and inspect Kubernetes applications packaged as charts.',
      es: 'El cliente de Helm: instala, actualiza e inspecciona aplicaciones de Kubernetes empaquetadas como charts.',
    },
    description: {
      en: [
        '`helm` is the command-line client of Helm, the package manager for Kubernetes. It renders [charts](../topics/charts.md) into Kubernetes manifests, sends them to the cluster your kubeconfig points at, and records every install, upgrade and rollback as a numbered [revision](../glossary/index.md#revision) of a [release](../glossary/index.md#release). There is no server side: since Helm 3 everything happens inside this one binary, with the permissions of the Kubernetes identity you use, as the [architecture overview](../topics/architecture.md) explains.',
        'Run on its own, `helm` prints its help and the list of commands, and `helm help install` prints the same text as `helm install --help`. Real work always goes through a subcommand such as `helm install` or `helm repo add`; an unknown first word is reported as an unknown command. The [command index](./index.md) groups all subcommands by task, and [Using Helm](../intro/using_helm.md) shows how they fit together in daily work.',
        'This page covers what all commands share: the global flags and the environment variables behind them, how Helm finds the cluster and the namespace, where it keeps local files and release records, and how plugins extend the command set.',
      ],
      es: [
        '`helm` es el cliente de línea de comandos de Helm, el gestor de paquetes de Kubernetes. Convierte los [charts](../topics/charts.md) en manifiestos de Kubernetes, los envía al clúster al que apunta tu kubeconfig y registra cada instalación, actualización y rollback como una [revisión](../glossary/index.md#revision) numerada de una [release](../glossary/index.md#release). No hay parte de servidor: desde Helm 3 todo ocurre dentro de este único binario, con los permisos de la identidad de Kubernetes que utilices, como explica la [descripción de la arquitectura](../topics/architecture.md).',
        'Si lo ejecutas solo, `helm` muestra su ayuda y la lista de comandos, y `helm help install` muestra el mismo texto que `helm install --help`. El trabajo real siempre pasa por un subcomando, como `helm install` o `helm repo add`; una primera palabra desconocida se notifica como comando desconocido. El [índice de comandos](./index.md) agrupa todos los subcomandos por tarea, y [Usar Helm](../intro/using_helm.md) muestra cómo encajan en el trabajo diario.',
        'Esta página trata lo que comparten todos los comandos: las opciones globales y las variables de entorno que hay detrás, cómo encuentra Helm el clúster y el namespace, dónde guarda sus archivos locales y los datos de las releases, y cómo los plugins amplían el conjunto de comandos.',
      ],
    },
    sections: [
      {
        id: 'cluster-access',
        title: {en: 'How Helm reaches the cluster', es: 'Cómo llega Helm al clúster'},
        body: {
          en: [
            'Helm connects the same way `kubectl` does. It reads the kubeconfig named by `--kubeconfig`, otherwise the files in the `KUBECONFIG` variable, otherwise `~/.kube/config`, and uses the current context unless you pass `--kube-context`. The other `--kube-*` flags replace single pieces of that configuration, such as the API server address, the bearer token or the CA file.',
            'The namespace deserves attention, because releases live in a [namespace](../glossary/index.md#namespace). Helm takes it from `--namespace` (`-n`), then from `HELM_NAMESPACE`, then from the kubeconfig context, and falls back to `default`. A release installed with `-n shop` is invisible to a later `helm status` that forgets the flag; that is the usual cause of a surprising `release: not found` error.',
            'With `--kube-as-user` and `--kube-as-group` you can impersonate another identity, which is a quick way to check whether a CI service account has the [RBAC permissions](../topics/rbac.md) a chart needs. `--qps` and `--burst-limit` tune the client-side throttling of the Kubernetes client; raise them when Helm spends a long time discovering the APIs of a cluster with many custom resources.',
          ],
          es: [
            'Helm se conecta igual que `kubectl`. Lee el kubeconfig indicado en `--kubeconfig`, si no los archivos de la variable `KUBECONFIG` y, si tampoco, `~/.kube/config`, y usa el contexto actual salvo que pases `--kube-context`. Las demás opciones `--kube-*` sustituyen piezas sueltas de esa configuración, como la dirección del servidor de API, el bearer token o el archivo de CA.',
            'El namespace merece atención, porque las releases viven en un [namespace](../glossary/index.md#namespace). Helm lo toma de `--namespace` (`-n`), después de `HELM_NAMESPACE`, después del contexto del kubeconfig y, como último recurso, usa `default`. Una release instalada con `-n shop` es invisible para un `helm status` posterior que olvide la opción; esa es la causa habitual de un error `release: not found` inesperado.',
            'Con `--kube-as-user` y `--kube-as-group` puedes suplantar otra identidad, una forma rápida de comprobar si la cuenta de servicio de tu CI tiene los [permisos RBAC](../topics/rbac.md) que necesita un chart. `--qps` y `--burst-limit` ajustan la limitación de peticiones del cliente de Kubernetes; súbelos cuando Helm tarda mucho en descubrir las APIs de un clúster con muchos recursos personalizados.',
          ],
        },
      },
      {
        id: 'local-files',
        title: {en: 'Where Helm keeps its files', es: 'Dónde guarda Helm sus archivos'},
        body: {
          en: [
            'Helm splits its local data over three base folders. On Linux they follow the XDG convention:',
            '- configuration, such as `repositories.yaml` and registry credentials, in `~/.config/helm` (`HELM_CONFIG_HOME`);\n- caches, such as downloaded repository indexes and charts, in `~/.cache/helm` (`HELM_CACHE_HOME`);\n- data, such as plugins and chart starters, in `~/.local/share/helm` (`HELM_DATA_HOME`).',
            'When a `HELM_*_HOME` variable is unset, Helm honours `XDG_CONFIG_HOME`, `XDG_CACHE_HOME` and `XDG_DATA_HOME`. macOS and Windows have their own defaults, for instance `~/Library/Preferences/helm` and `%APPDATA%\\helm` for the configuration. Instead of guessing, run [helm env](./helm_env.md), which prints the folders your client really uses.',
          ],
          es: [
            'Helm reparte sus datos locales en tres carpetas base. En Linux siguen la convención XDG:',
            '- la configuración, como `repositories.yaml` y las credenciales de registros, en `~/.config/helm` (`HELM_CONFIG_HOME`);\n- las cachés, como los índices de repositorio y los charts descargados, en `~/.cache/helm` (`HELM_CACHE_HOME`);\n- los datos, como los plugins y las plantillas de inicio de charts, en `~/.local/share/helm` (`HELM_DATA_HOME`).',
            'Si una variable `HELM_*_HOME` no está definida, Helm respeta `XDG_CONFIG_HOME`, `XDG_CACHE_HOME` y `XDG_DATA_HOME`. macOS y Windows tienen sus propias rutas por defecto, por ejemplo `~/Library/Preferences/helm` y `%APPDATA%\\helm` para la configuración. En lugar de adivinarlas, ejecuta [helm env](./helm_env.md), que muestra las carpetas que usa realmente tu cliente.',
          ],
        },
      },
      {
        id: 'environment-variables',
        title: {en: 'Environment variables', es: 'Variables de entorno'},
        body: {
          en: [
            'Besides the variables that mirror a global flag (listed in the table at the end of this page), Helm reads these:',
            '| Variable | Effect |\n| --- | --- |\n| `HELM_CACHE_HOME`, `HELM_CONFIG_HOME`, `HELM_DATA_HOME` | Move the three base folders described above. |\n| `HELM_PLUGINS` | Folder searched for plugins; by default `plugins` inside the data folder. |\n| `HELM_NO_PLUGINS` | Set to `1` to start without loading any plugin. |\n| `HELM_DRIVER` | Storage backend for release records: `secret` (default), `configmap`, `memory` or `sql`. |\n| `HELM_DRIVER_SQL_CONNECTION_STRING` | Connection string used by the `sql` driver. |\n| `HELM_MAX_HISTORY` | Default of `--history-max` for upgrade and rollback; 10 when unset. |\n| `KUBECONFIG` | Kubeconfig files to read when `--kubeconfig` is not given. |',
          ],
          es: [
            'Además de las variables que equivalen a una opción global (en la tabla del final de esta página), Helm lee estas:',
            '| Variable | Efecto |\n| --- | --- |\n| `HELM_CACHE_HOME`, `HELM_CONFIG_HOME`, `HELM_DATA_HOME` | Cambian las tres carpetas base descritas arriba. |\n| `HELM_PLUGINS` | Carpeta donde se buscan plugins; por defecto, `plugins` dentro de la carpeta de datos. |\n| `HELM_NO_PLUGINS` | Con el valor `1`, Helm arranca sin cargar ningún plugin. |\n| `HELM_DRIVER` | Backend de almacenamiento de los datos de releases: `secret` (por defecto), `configmap`, `memory` o `sql`. |\n| `HELM_DRIVER_SQL_CONNECTION_STRING` | Cadena de conexión que usa el driver `sql`. |\n| `HELM_MAX_HISTORY` | Valor por defecto de `--history-max` en upgrade y rollback; 10 si no está definida. |\n| `KUBECONFIG` | Archivos kubeconfig que se leen cuando no se pasa `--kubeconfig`. |',
          ],
        },
      },
      {
        id: 'release-storage',
        title: {en: 'Where release records live', es: 'Dónde se guardan los datos de las releases'},
        body: {
          en: [
            "Every revision of a release is saved in the cluster, in the release's own namespace. By default each record is a Secret of type `helm.sh/release.v1` named `sh.helm.release.v1.<release>.v<revision>`, labelled `owner=helm`. These Secrets are Helm's memory: `helm list`, `helm history` and `helm rollback` read them, so never delete them by hand while the release is in use.",
            'The `HELM_DRIVER` variable selects another backend. `configmap` stores the same records as ConfigMaps, `memory` keeps them only for the life of the process (handy in tests), and `sql` writes them to a PostgreSQL database, as described in [the SQL storage backend page](../topics/permissions_sql_storage_backend.md). Each driver only sees its own records: switch drivers on a cluster that already has releases and Helm stops finding them. Pick one driver per cluster and set it everywhere, CI jobs included.',
          ],
          es: [
            'Cada revisión de una release se guarda en el clúster, en el namespace de la propia release. Por defecto, los datos de cada revisión son un Secret de tipo `helm.sh/release.v1` llamado `sh.helm.release.v1.<release>.v<revisión>` y etiquetado `owner=helm`. Esos Secrets son la memoria de Helm: `helm list`, `helm history` y `helm rollback` los leen, así que nunca los borres a mano mientras la release esté en uso.',
            'La variable `HELM_DRIVER` elige otro backend. `configmap` guarda los mismos datos como ConfigMaps, `memory` los conserva solo mientras dura el proceso (práctico en pruebas) y `sql` los escribe en una base de datos PostgreSQL, como se describe en [la página del backend de almacenamiento SQL](../topics/permissions_sql_storage_backend.md). Cada driver solo ve sus propios datos: si cambias de driver en un clúster que ya tiene releases, Helm deja de encontrarlos. Elige un driver por clúster y configúralo en todas partes, también en los trabajos de CI.',
          ],
        },
      },
      {
        id: 'plugins-and-exit-status',
        title: {en: 'Plugins and exit status', es: 'Plugins y código de salida'},
        body: {
          en: [
            '[Plugins](../topics/plugins.md) found in the plugins folder become extra top-level commands: once a plugin named `diff` is installed with [helm plugin install](./helm_plugin_install.md), `helm diff` works like a built-in command. Set `HELM_NO_PLUGINS=1` to start Helm without loading any plugin, for example to rule one out while you track down a problem.',
            "`helm` exits with status 0 on success and 1 when a command fails. When a plugin command fails, Helm exits with the plugin's own status instead, so scripts can still tell the plugin's error codes apart.",
          ],
          es: [
            'Los [plugins](../topics/plugins.md) de la carpeta de plugins se convierten en comandos adicionales de primer nivel: cuando instalas un plugin llamado `diff` con [helm plugin install](./helm_plugin_install.md), `helm diff` funciona como un comando integrado. Define `HELM_NO_PLUGINS=1` para arrancar Helm sin cargar ningún plugin, por ejemplo para descartar uno mientras investigas un problema.',
            '`helm` termina con el código 0 si todo va bien y con 1 cuando un comando falla. Si falla un comando de plugin, Helm termina con el código del propio plugin, de modo que los scripts pueden seguir distinguiendo sus códigos de error.',
          ],
        },
      },
    ],
    examples: [
      {
        id: 'other-context',
        title: {en: 'Work on another cluster and namespace', es: 'Trabajar en otro clúster y namespace'},
        intro: {
          en: 'Point one command at a different kubeconfig context and namespace without changing your current context:',
          es: 'Dirige un solo comando a otro contexto del kubeconfig y a otro namespace sin cambiar tu contexto actual:',
        },
        code: 'helm list --kube-context staging --namespace shop',
        outro: {
          en: 'Spell out both flags in scripts: a `kubectl config use-context` run in another terminal then cannot redirect them to the wrong cluster.',
          es: 'Escribe ambas opciones en tus scripts: así, un `kubectl config use-context` ejecutado en otra terminal no puede desviarlos al clúster equivocado.',
        },
      },
      {
        id: 'session-defaults',
        title: {en: 'Set defaults for a shell session', es: 'Fijar valores por defecto para una sesión'},
        intro: {
          en: 'Environment variables act as defaults for every command you run afterwards in the same shell:',
          es: 'Las variables de entorno sirven de valores por defecto para todos los comandos que ejecutes después en el mismo shell:',
        },
        code: 'export HELM_KUBECONTEXT=staging\nexport HELM_NAMESPACE=shop\nhelm list',
        outro: {
          en: 'A flag still wins over its variable: `helm list -n default` looks in `default` even with `HELM_NAMESPACE` set.',
          es: 'La opción sigue ganando a su variable: `helm list -n default` mira en `default` aunque `HELM_NAMESPACE` esté definida.',
        },
      },
      {
        id: 'debug-output',
        title: {en: 'See what Helm is doing', es: 'Ver qué está haciendo Helm'},
        intro: {
          en: 'When an install or upgrade hangs or fails without a clear message, repeat it with `--debug`:',
          es: 'Cuando una instalación o actualización se queda colgada o falla sin un mensaje claro, repítela con `--debug`:',
        },
        given: 'helm install orders ./orders -n shop --create-namespace',
        code: 'helm upgrade orders ./orders --namespace shop --wait --debug',
        outro: {
          en: 'Helm then logs each step, including the chart path it resolved and which Deployment or Pod `--wait` is still waiting for. For install and upgrade it also prints the user-supplied and computed values and the rendered manifest at the end.',
          es: 'Helm registra entonces cada paso, incluida la ruta del chart que resolvió y el Deployment o el Pod al que `--wait` sigue esperando. En install y upgrade muestra además, al final, los valores proporcionados, los valores calculados y el manifiesto renderizado.',
        },
      },
    ],
    flags: [help],
    related: [
      {doc: '../intro/using_helm.md', label: {en: 'Using Helm', es: 'Usar Helm'}},
      {doc: '../topics/architecture.md', label: {en: 'Helm architecture', es: 'Arquitectura de Helm'}},
      {
        doc: '../topics/permissions_sql_storage_backend.md',
        label: {en: 'Storage backends and permissions', es: 'Backends de almacenamiento y permisos'},
      },
      {doc: '../faq/troubleshooting.md', label: {en: 'Troubleshooting', es: 'Resolución de problemas'}},
    ],
  },
  {
    path: 'helm completion',
    use: 'completion',
    aliases: [],
    args: 'none',
    group: 'environment',
    summary: {
      en: 'Generate a tab-completion script for your shell.',
      es: 'Genera un script de autocompletado para tu shell.',
    },
    description: {
      en: [
        'Tab completion saves a lot of typing with Helm. Beyond subcommands and flags, it completes values that Helm looks up for you: release names from the cluster, namespaces, kubeconfig contexts, repository names and chart names from your repository cache.',
        '`helm completion` only groups the four generators, one per supported shell: bash, zsh, fish and PowerShell. Each prints a script on standard output, which you either load into the running shell or save where the shell reads completions at startup. The script itself is thin: on every Tab press it calls back into `helm` through a hidden `__complete` command, so suggestions always match the Helm binary on your `PATH`, even after an upgrade.',
      ],
      es: [
        'El autocompletado con Tab ahorra mucho tecleo en Helm. Además de subcomandos y opciones, completa valores que Helm busca por ti: nombres de releases del clúster, namespaces, contextos del kubeconfig, nombres de repositorios y nombres de charts de tu caché de repositorios.',
        '`helm completion` solo agrupa los cuatro generadores, uno por shell compatible: bash, zsh, fish y PowerShell. Cada uno escribe un script en la salida estándar, que puedes cargar en el shell actual o guardar donde el shell lee los autocompletados al arrancar. El script es ligero: en cada pulsación de Tab vuelve a llamar a `helm` mediante un comando oculto `__complete`, así que las sugerencias siempre corresponden al binario de Helm de tu `PATH`, incluso después de actualizarlo.',
      ],
    },
    examples: [],
    exampleTabs: {
      group: 'shell',
      intro: {
        en: 'Pick your shell. Each tab shows how to try completion in the shell you have open, then how to load it in every new one. The site remembers your pick, here and on the install page.',
        es: 'Elige tu shell. Cada pestaña muestra cómo probar el autocompletado en el shell que tienes abierto y después cómo cargarlo en cada shell nuevo. El sitio recuerda tu elección, aquí y en la página de instalación.',
      },
      tabs: [
        {
          value: 'bash',
          label: {en: 'Bash', es: 'Bash'},
          intro: {
            en: 'The script needs the `bash-completion` package, which most Linux distributions install by default.',
            es: 'El script necesita el paquete `bash-completion`, que la mayoría de las distribuciones de Linux instalan por defecto.',
          },
          command: 'helm completion bash',
          examples: ['current-session', 'every-session'],
        },
        {
          value: 'zsh',
          label: {en: 'Zsh', es: 'Zsh'},
          intro: {
            en: "zsh's completion system must be initialised before the script loads: your `~/.zshrc` needs a `compinit` call.",
            es: 'El sistema de autocompletado de zsh debe estar inicializado antes de cargar el script: tu `~/.zshrc` necesita una llamada a `compinit`.',
          },
          command: 'helm completion zsh',
          examples: ['current-session', 'every-session'],
        },
        {value: 'fish', label: {en: 'fish', es: 'fish'}, command: 'helm completion fish', examples: ['current-session', 'every-session']},
        {
          value: 'powershell',
          label: {en: 'PowerShell', es: 'PowerShell'},
          command: 'helm completion powershell',
          examples: ['current-session', 'every-session'],
        },
      ],
      outro: {
        en: 'Then type `helm upg` and press Tab to get `helm upgrade`, or type `helm status ` and press Tab to list your releases.',
        es: 'Después escribe `helm upg` y pulsa Tab para obtener `helm upgrade`, o escribe `helm status ` y pulsa Tab para ver tus releases.',
      },
    },
    flags: [help],
    related: [{doc: '../intro/install.md', label: {en: 'Installing Helm', es: 'Instalar Helm'}}],
  },
  {
    path: 'helm completion bash',
    use: 'bash',
    aliases: [],
    args: 'none',
    group: 'environment',
    summary: {
      en: 'Print the bash completion script for Helm.',
      es: 'Muestra el script de autocompletado de Helm para bash.',
    },
    description: {
      en: [
        'Prints a completion script for bash on standard output. The script is built on the `bash-completion` package, which most Linux distributions install by default; on macOS, install it with Homebrew first, and prefer a current bash from Homebrew to the old bash 3.2 that ships with the system.',
        "If you run Helm under another name, such as a `helm3` symlink, the script also registers completion for that name. A shell alias is different: bash does not complete aliases on its own, so the third example shows how to attach Helm's completion function to one.",
      ],
      es: [
        'Escribe en la salida estándar un script de autocompletado para bash. El script se apoya en el paquete `bash-completion`, que la mayoría de las distribuciones de Linux instalan por defecto; en macOS, instálalo antes con Homebrew y usa preferiblemente un bash actual de Homebrew en lugar del antiguo bash 3.2 que trae el sistema.',
        'Si ejecutas Helm con otro nombre, como un enlace simbólico `helm3`, el script registra también el autocompletado para ese nombre. Un alias del shell es otra cosa: bash no completa alias por sí solo, así que el tercer ejemplo muestra cómo asociarle la función de autocompletado de Helm.',
      ],
    },
    examples: [
      {
        id: 'current-session',
        title: {en: 'Enable it for the current session', es: 'Activarlo en la sesión actual'},
        intro: {en: 'Load the script into the running shell:', es: 'Carga el script en el shell en ejecución:'},
        code: 'source <(helm completion bash)',
      },
      {
        id: 'every-session',
        title: {en: 'Enable it permanently for your user', es: 'Activarlo de forma permanente para tu usuario'},
        intro: {
          en: '`bash-completion` loads scripts from a folder in your home directory on demand. Write the script there once:',
          es: '`bash-completion` carga bajo demanda los scripts de una carpeta de tu directorio personal. Escribe el script allí una sola vez:',
        },
        code: 'mkdir -p ~/.local/share/bash-completion/completions\nhelm completion bash > ~/.local/share/bash-completion/completions/helm',
        outro: {
          en: 'New shells pick it up automatically. Regenerating it is only needed if you rename the Helm binary.',
          es: 'Los shells nuevos lo cargan automáticamente. Solo tendrás que regenerarlo si cambias el nombre del binario de Helm.',
        },
      },
      {
        id: 'alias',
        title: {en: 'Complete a short alias', es: 'Autocompletar un alias corto'},
        intro: {
          en: 'Attach the completion function that the script defines, `__start_helm`, to your alias. Put both lines in `~/.bashrc` after the script is loaded:',
          es: 'Asocia a tu alias la función de autocompletado que define el script, `__start_helm`. Pon ambas líneas en `~/.bashrc`, después de cargar el script:',
        },
        code: 'alias h=helm\ncomplete -o default -F __start_helm h',
      },
    ],
    flags: [help, noDescriptions],
    related: [{doc: '../intro/install.md', label: {en: 'Installing Helm', es: 'Instalar Helm'}}],
  },
  {
    path: 'helm completion fish',
    use: 'fish',
    aliases: [],
    args: 'none',
    group: 'environment',
    summary: {
      en: 'Print the fish completion script for Helm.',
      es: 'Muestra el script de autocompletado de Helm para fish.',
    },
    description: {
      en: [
        'Prints a completion script for the fish shell on standard output. Fish needs no extra package: it loads completion files from `~/.config/fish/completions` automatically, the first time you type the matching command.',
        'Fish shows a short description next to each suggestion, which makes browsing flags pleasant. If the descriptions make the list too wide for your terminal, generate the script with `--no-descriptions`.',
        'A file in `~/.config/fish/completions` takes precedence over completions shipped by a package manager, so if you installed Helm with one that also installs a fish completion, keep only one of the two to avoid confusion.',
      ],
      es: [
        'Escribe en la salida estándar un script de autocompletado para el shell fish. Fish no necesita paquetes adicionales: carga automáticamente los archivos de `~/.config/fish/completions` la primera vez que escribes el comando correspondiente.',
        'Fish muestra una breve descripción junto a cada sugerencia, lo que hace cómodo explorar las opciones. Si las descripciones ensanchan demasiado la lista para tu terminal, genera el script con `--no-descriptions`.',
        'Un archivo en `~/.config/fish/completions` tiene prioridad sobre los autocompletados que instala un gestor de paquetes, así que, si instalaste Helm con uno que también instala autocompletado para fish, quédate solo con uno de los dos para evitar confusiones.',
      ],
    },
    examples: [
      {
        id: 'current-session',
        title: {en: 'Enable it for the current session', es: 'Activarlo en la sesión actual'},
        intro: {en: 'Pipe the script into `source`:', es: 'Pasa el script a `source` mediante un pipeline:'},
        shell: 'fish',
        code: 'helm completion fish | source',
      },
      {
        id: 'every-session',
        title: {en: 'Enable it permanently', es: 'Activarlo de forma permanente'},
        intro: {
          en: "Save it in fish's completions folder, without descriptions in this case:",
          es: 'Guárdalo en la carpeta de autocompletados de fish, en este caso sin descripciones:',
        },
        code: 'mkdir -p ~/.config/fish/completions\nhelm completion fish --no-descriptions > ~/.config/fish/completions/helm.fish',
      },
    ],
    flags: [help, noDescriptions],
    related: [{doc: '../intro/install.md', label: {en: 'Installing Helm', es: 'Instalar Helm'}}],
  },
  {
    path: 'helm completion powershell',
    use: 'powershell',
    aliases: [],
    args: 'none',
    group: 'environment',
    summary: {
      en: 'Print the PowerShell completion script for Helm.',
      es: 'Muestra el script de autocompletado de Helm para PowerShell.',
    },
    description: {
      en: [
        'Prints a PowerShell script that registers an argument completer for `helm`. It works in Windows PowerShell and in PowerShell 7 on any operating system.',
        'PowerShell has no folder that it scans for completion scripts, so to keep completion across sessions you load the script from your profile, the file whose path is stored in `$PROFILE`. Create that file first if it does not exist yet; `Test-Path $PROFILE` tells you.',
      ],
      es: [
        'Escribe un script de PowerShell que registra un autocompletador de argumentos para `helm`. Funciona en Windows PowerShell y en PowerShell 7 en cualquier sistema operativo.',
        'PowerShell no tiene una carpeta en la que busque scripts de autocompletado, así que, para conservarlo entre sesiones, carga el script desde tu perfil, el archivo cuya ruta guarda `$PROFILE`. Crea antes ese archivo si todavía no existe; `Test-Path $PROFILE` te lo dice.',
      ],
    },
    examples: [
      {
        id: 'current-session',
        title: {en: 'Enable it for the current session', es: 'Activarlo en la sesión actual'},
        intro: {en: 'Evaluate the script in the running session:', es: 'Evalúa el script en la sesión en curso:'},
        lang: 'powershell',
        code: 'helm completion powershell | Out-String | Invoke-Expression',
      },
      {
        id: 'every-session',
        title: {en: 'Enable it from your profile', es: 'Activarlo desde tu perfil'},
        intro: {
          en: 'Append the same line to your profile so every new session loads it:',
          es: 'Añade esa misma línea a tu perfil para que cada sesión nueva la cargue:',
        },
        lang: 'powershell',
        code: "Add-Content -Path $PROFILE -Value 'helm completion powershell | Out-String | Invoke-Expression'",
        outro: {
          en: 'The profile then runs Helm once at startup to produce the script, so completion always matches the installed version.',
          es: 'El perfil ejecuta entonces Helm una vez al arrancar para generar el script, así que el autocompletado siempre corresponde a la versión instalada.',
        },
      },
    ],
    flags: [help, noDescriptions],
    related: [{doc: '../intro/install.md', label: {en: 'Installing Helm', es: 'Instalar Helm'}}],
  },
  {
    path: 'helm completion zsh',
    use: 'zsh',
    aliases: [],
    args: 'none',
    group: 'environment',
    summary: {
      en: 'Print the zsh completion script for Helm.',
      es: 'Muestra el script de autocompletado de Helm para zsh.',
    },
    description: {
      en: [
        'Prints a completion script for zsh on standard output. The script ends with a `compdef _helm helm` line, so sourcing it is enough to activate completion; if you run Helm under another name, the script adds a `compdef` line for that name as well.',
        "zsh's completion system must be initialised before the script is loaded. If your `~/.zshrc` has no `compinit` call (frameworks such as Oh My Zsh make it for you), add `autoload -U compinit; compinit` near the top. An error mentioning `compdef` when you open a shell almost always means this call is missing.",
      ],
      es: [
        'Escribe en la salida estándar un script de autocompletado para zsh. El script termina con una línea `compdef _helm helm`, así que basta con cargarlo para activar el autocompletado; si ejecutas Helm con otro nombre, el script añade también una línea `compdef` para ese nombre.',
        'El sistema de autocompletado de zsh debe estar inicializado antes de cargar el script. Si tu `~/.zshrc` no llama a `compinit` (entornos como Oh My Zsh lo hacen por ti), añade `autoload -U compinit; compinit` cerca del principio. Un error que menciona `compdef` al abrir un shell casi siempre indica que falta esa llamada.',
      ],
    },
    examples: [
      {
        id: 'current-session',
        title: {en: 'Enable it for the current session', es: 'Activarlo en la sesión actual'},
        intro: {en: 'Source the script in the running shell:', es: 'Carga el script en el shell en ejecución:'},
        shell: 'zsh',
        code: 'source <(helm completion zsh)',
      },
      {
        id: 'every-session',
        title: {en: 'Enable it permanently', es: 'Activarlo de forma permanente'},
        intro: {
          en: 'Write the script as `_helm` into a folder of your own, then add that folder to `fpath` in `~/.zshrc` before the `compinit` call:',
          es: 'Escribe el script como `_helm` en una carpeta propia y añade esa carpeta a `fpath` en `~/.zshrc`, antes de la llamada a `compinit`:',
        },
        code: "mkdir -p ~/.zsh/completions\nhelm completion zsh > ~/.zsh/completions/_helm\necho 'fpath=(~/.zsh/completions $fpath)' >> ~/.zshrc",
        outro: {
          en: 'If the `echo` put the line after `compinit`, move it above; then open a new shell.',
          es: 'Si el `echo` dejó la línea después de `compinit`, muévela encima; luego abre un shell nuevo.',
        },
      },
    ],
    flags: [help, noDescriptions],
    related: [{doc: '../intro/install.md', label: {en: 'Installing Helm', es: 'Instalar Helm'}}],
  },
  {
    path: 'helm env',
    use: 'env',
    aliases: [],
    args: 'at most 1',
    group: 'environment',
    summary: {
      en: 'Print the folders, variables and settings the Helm client is using.',
      es: 'Muestra las carpetas, variables y ajustes que usa el cliente de Helm.',
    },
    description: {
      en: [
        '`helm env` answers the question “where is Helm looking?”. Without an argument it prints every setting as `NAME="value"`, sorted by name: the cache, configuration and data folders, the plugins folder, the repository and registry files, the namespace in effect, and the Kubernetes connection settings you gave through flags or `HELM_KUBE*` variables (empty when they come from the kubeconfig). `KUBECONFIG` appears only when you pass `--kubeconfig`.',
        'Give it one variable name and it prints only that value, with no quotes, which makes it the reliable way to find Helm\'s folders in scripts. Because it resolves everything the way other commands do, it reflects your flags and environment: `helm env -n shop` reports `HELM_NAMESPACE="shop"`. It is also the first thing to check when Helm seems to ignore a repository you added, or when two tools on one machine disagree about Helm\'s configuration (see [the folder layout](./helm.md#local-files)).',
      ],
      es: [
        '`helm env` responde a la pregunta «¿dónde está mirando Helm?». Sin argumentos, muestra cada ajuste como `NOMBRE="valor"`, ordenados por nombre: las carpetas de caché, configuración y datos, la carpeta de plugins, los archivos de repositorios y de registros, el namespace en vigor, y los ajustes de conexión con Kubernetes que diste con opciones o variables `HELM_KUBE*` (vacíos si salen del kubeconfig). `KUBECONFIG` solo aparece cuando pasas `--kubeconfig`.',
        'Si le das el nombre de una variable, muestra solo su valor, sin comillas, lo que la convierte en la forma fiable de encontrar las carpetas de Helm desde un script. Como lo resuelve todo igual que los demás comandos, refleja tus opciones y tu entorno: `helm env -n shop` informa `HELM_NAMESPACE="shop"`. También es lo primero que conviene mirar cuando Helm parece ignorar un repositorio que añadiste o cuando dos herramientas de la misma máquina no coinciden en la configuración de Helm (consulta [la estructura de carpetas](./helm.md#local-files)).',
      ],
    },
    examples: [
      {
        id: 'all',
        title: {en: 'Show every setting', es: 'Ver todos los ajustes'},
        intro: {
          en: 'Run it without arguments. On Linux, for a user called `alex`, the first lines look like this:',
          es: 'Ejecútalo sin argumentos. En Linux, para un usuario llamado `alex`, las primeras líneas son así:',
        },
        code: 'helm env',
        output:
          'HELM_BIN="helm"\nHELM_BURST_LIMIT="100"\nHELM_CACHE_HOME="/home/alex/.cache/helm"\nHELM_CONFIG_HOME="/home/alex/.config/helm"\nHELM_DATA_HOME="/home/alex/.local/share/helm"',
      },
      {
        id: 'one-value',
        title: {en: 'Read one value in a script', es: 'Leer un valor desde un script'},
        intro: {
          en: "Print a single variable to use its value elsewhere, here to list the installed plugins' folders:",
          es: 'Muestra una sola variable para usar su valor en otro sitio, aquí para listar las carpetas de los plugins instalados:',
        },
        // A machine with a plugin installed, from a folder of its own.
        given:
          'mkdir -p src/helm-lastdeploy\nprintf \'name: lastdeploy\\nversion: 0.1.0\\nusage: Show when each release was last deployed\\nplatformCommand:\\n  - command: sh\\n    args: ["${HELM_PLUGIN_DIR}/lastdeploy.sh"]\\n\' > src/helm-lastdeploy/plugin.yaml\nhelm plugin install ./src/helm-lastdeploy >/dev/null',
        code: 'ls "$(helm env HELM_PLUGINS)"',
        output: 'helm-lastdeploy',
      },
    ],
    flags: [help],
    related: [
      {doc: '../faq/installing.md', label: {en: 'Installing Helm: questions and answers', es: 'Preguntas frecuentes sobre la instalación'}},
      {doc: '../topics/plugins.md', label: {en: 'The Helm plugins guide', es: 'Guía de plugins de Helm'}},
    ],
  },
  {
    path: 'helm version',
    use: 'version',
    aliases: [],
    args: 'none',
    group: 'environment',
    summary: {
      en: 'Print the version of the Helm client.',
      es: 'Muestra la versión del cliente de Helm.',
    },
    description: {
      en: [
        'Prints the build information of the `helm` binary: its version, the Git commit it was built from, whether the source tree was clean, and the Go version used. Helm 3 has no server component, so there is no second version to report, unlike Helm 2 and its Tiller.',
        'Check the version before you file a bug or follow a tutorial, and pin it in CI: a chart that uses a newer template function or a flag added in a later release fails on an older client. Which Kubernetes versions a given Helm release supports is described in the [version skew policy](../topics/version_skew.md).',
        'For scripts, `--short` prints a compact string and `--template` lets you pick the fields you need. The hidden `-c`/`--client` switch still exists so that Helm 2 scripts do not break, but it has no effect.',
      ],
      es: [
        'Muestra la información de compilación del binario `helm`: su versión, el commit de Git del que se compiló, si el árbol de código estaba limpio y la versión de Go utilizada. Helm 3 no tiene componente de servidor, así que no hay una segunda versión que mostrar, a diferencia de Helm 2 y su Tiller.',
        'Comprueba la versión antes de abrir un bug o seguir un tutorial, y fíjala en tu CI: un chart que usa una función de plantilla más reciente o una opción añadida en una versión posterior falla con un cliente antiguo. Qué versiones de Kubernetes admite cada versión de Helm se explica en la [política de compatibilidad de versiones](../topics/version_skew.md).',
        'Para scripts, `--short` muestra una cadena compacta y `--template` te deja elegir los campos que necesitas. La opción oculta `-c`/`--client` sigue existiendo para no romper scripts de Helm 2, pero no tiene ningún efecto.',
      ],
    },
    examples: [
      {
        id: 'short',
        title: {en: 'Print a compact version', es: 'Mostrar una versión compacta'},
        intro: {
          en: 'The short form joins the version and the first seven characters of the commit:',
          es: 'La forma corta une la versión y los siete primeros caracteres del commit:',
        },
        code: 'helm version --short',
        output: 'v3.19.0+g3d8990f',
      },
      {
        id: 'template',
        title: {en: 'Check the version in a script', es: 'Comprobar la versión en un script'},
        intro: {
          en: '`--template` takes a Go template over the fields `Version`, `GitCommit`, `GitTreeState` and `GoVersion`. This check stops a CI job early when the runner has an unexpected client:',
          es: '`--template` recibe una plantilla de Go sobre los campos `Version`, `GitCommit`, `GitTreeState` y `GoVersion`. Esta comprobación detiene pronto un trabajo de CI cuando el runner tiene un cliente inesperado:',
        },
        code: 'test "$(helm version --template \'{{ .Version }}\')" = "v3.19.0" || exit 1',
      },
    ],
    flags: [
      hiddenFlag({name: 'client', short: 'c', type: 'bool', def: 'true', deprecated: false}),
      help,
      flag({
        name: 'short',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Print only the version and the short commit, such as `v3.19.0+g3d8990f`.',
          es: 'Muestra solo la versión y el commit abreviado, como `v3.19.0+g3d8990f`.',
        },
      }),
      flag({
        name: 'template',
        type: 'string',
        def: '',
        text: {
          en: 'Go template for the output, with the fields `.Version`, `.GitCommit`, `.GitTreeState` and `.GoVersion`.',
          es: 'Plantilla de Go para la salida, con los campos `.Version`, `.GitCommit`, `.GitTreeState` y `.GoVersion`.',
        },
      }),
    ],
    related: [
      {doc: '../topics/version_skew.md', label: {en: 'Helm version support policy', es: 'Política de compatibilidad de versiones'}},
      {doc: '../topics/release_policy.md', label: {en: 'Release schedule policy', es: 'Política de publicación de versiones'}},
    ],
  },
];
