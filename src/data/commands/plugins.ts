// helm plugin and its subcommands.
import {flag, help} from './flags';
import type {Command, RelatedLink} from './types';

const pluginsTopic: RelatedLink = {doc: '../topics/plugins.md', label: {en: 'The Helm plugins guide', es: 'Guía de plugins de Helm'}};

export const pluginCommands: Command[] = [
  {
    path: 'helm plugin',
    use: 'plugin',
    aliases: [],
    args: 'any',
    group: 'plugins',
    summary: {
      en: 'Install, list, update and remove Helm plugins.',
      es: 'Instala, lista, actualiza y elimina plugins de Helm.',
    },
    description: {
      en: [
        "A [plugin](../glossary/index.md#plugin) adds a new top-level command to Helm without changing Helm itself. Popular ones show the difference an upgrade would make, decrypt secret values files or run unit tests for charts. A plugin is a folder in Helm's plugins directory containing a `plugin.yaml` and usually a script or binary; once installed, `helm <name>` runs it with Helm's settings passed in environment variables.",
        'The subcommands manage that folder: [install](./helm_plugin_install.md) adds a plugin from a Git repository, an archive URL or a local path, [list](./helm_plugin_list.md) shows what is installed, [update](./helm_plugin_update.md) pulls newer versions and [uninstall](./helm_plugin_uninstall.md) removes them.',
        "Plugins run with your user's rights and your cluster credentials, so install them only from sources you trust, and pin versions in automated environments. How to write your own is described in [the plugins guide](../topics/plugins.md).",
      ],
      es: [
        'Un [plugin](../glossary/index.md#plugin) añade un nuevo comando de primer nivel a Helm sin modificar Helm. Los más populares muestran la diferencia que produciría una actualización, descifran archivos de valores secretos o ejecutan pruebas unitarias de charts. Un plugin es una carpeta del directorio de plugins de Helm con un `plugin.yaml` y, normalmente, un script o un binario; una vez instalado, `helm <nombre>` lo ejecuta pasándole los ajustes de Helm en variables de entorno.',
        'Los subcomandos gestionan esa carpeta: [install](./helm_plugin_install.md) añade un plugin desde un repositorio Git, la URL de un archivo o una ruta local, [list](./helm_plugin_list.md) muestra lo instalado, [update](./helm_plugin_update.md) trae versiones nuevas y [uninstall](./helm_plugin_uninstall.md) los elimina.',
        'Los plugins se ejecutan con los permisos de tu usuario y tus credenciales del clúster, así que instálalos solo de fuentes de confianza y fija sus versiones en entornos automatizados. Cómo escribir los tuyos se explica en [la guía de plugins](../topics/plugins.md).',
      ],
    },
    examples: [
      {
        id: 'diff',
        title: {en: 'Preview upgrades with a plugin', es: 'Previsualizar actualizaciones con un plugin'},
        intro: {
          en: 'With the release `orders` installed in the namespace `shop`, install the widely used diff plugin, then use it like a built-in command to preview an upgrade:',
          es: 'Con la release `orders` instalada en el namespace `shop`, instala el popular plugin diff y úsalo después como un comando integrado para previsualizar una actualización:',
        },
        given:
          "helm install orders ./orders -n shop --create-namespace >/dev/null\nmkdir -p values && printf 'replicaCount: 3\\n' > values/production.yaml",
        code: 'helm plugin install https://github.com/databus23/helm-diff\nhelm diff upgrade orders ./orders -n shop -f values/production.yaml',
      },
    ],
    flags: [help],
    related: [pluginsTopic],
  },
  {
    path: 'helm plugin install',
    use: 'install [options] <path|url>',
    aliases: ['add'],
    args: 'exactly 1',
    group: 'plugins',
    summary: {
      en: 'Install a Helm plugin from a Git repository, an archive URL or a local folder.',
      es: 'Instala un plugin de Helm desde un repositorio Git, la URL de un archivo o una carpeta local.',
    },
    description: {
      en: [
        "Installs the plugin found at the argument into Helm's plugins folder (`helm env HELM_PLUGINS` shows where). The argument can be the URL of a Git repository, the URL of a `.tar.gz` archive, or a path to a plugin folder on disk, which Helm links rather than copies, handy while you develop a plugin.",
        "For Git sources, `--version` checks out a tag or a semver range; without it you get the default branch, which may change under you. After copying the files, Helm runs the plugin's install hook, if it declares one; many plugins use it to download a binary for your platform, so the install needs network access and can take a moment. Installing a plugin whose name is already taken fails; remove the old one first.",
      ],
      es: [
        'Instala el plugin que encuentra en el argumento dentro de la carpeta de plugins de Helm (`helm env HELM_PLUGINS` indica dónde). El argumento puede ser la URL de un repositorio Git, la URL de un archivo `.tar.gz` o la ruta de una carpeta de plugin en disco, que Helm enlaza en lugar de copiar, algo práctico mientras desarrollas un plugin.',
        'Con fuentes Git, `--version` selecciona una etiqueta o un rango semver; sin ella obtienes la rama por defecto, que puede cambiar sin avisar. Tras copiar los archivos, Helm ejecuta el hook de instalación del plugin, si declara uno; muchos plugins lo usan para descargar un binario para tu plataforma, así que la instalación necesita red y puede tardar un poco. Instalar un plugin cuyo nombre ya está ocupado falla; elimina antes el anterior.',
      ],
    },
    examples: [
      {
        id: 'pinned',
        title: {en: 'Install a pinned version', es: 'Instalar una versión fijada'},
        intro: {
          en: 'Install a specific release of the diff plugin from its Git repository:',
          es: 'Instala una versión concreta del plugin diff desde su repositorio Git:',
        },
        code: 'helm plugin install https://github.com/databus23/helm-diff --version v3.14.0',
        output: 'Installed plugin: diff',
      },
      {
        id: 'local',
        title: {en: 'Install a plugin you are writing', es: 'Instalar un plugin que estás escribiendo'},
        intro: {
          en: 'Link a local folder; edits to its files take effect without reinstalling:',
          es: 'Enlaza una carpeta local; los cambios en sus archivos se aplican sin reinstalar:',
        },
        // The plugin being written: a plugin.yaml and the script it runs.
        given:
          'mkdir helm-lastdeploy\nprintf \'name: lastdeploy\\nversion: 0.1.0\\nusage: Show when each release was last deployed\\nplatformCommand:\\n  - command: sh\\n    args: ["${HELM_PLUGIN_DIR}/lastdeploy.sh"]\\n\' > helm-lastdeploy/plugin.yaml\nprintf \'#!/bin/sh\\nexec "$HELM_BIN" list --all-namespaces --date\\n\' > helm-lastdeploy/lastdeploy.sh',
        code: 'helm plugin install ./helm-lastdeploy',
        output: 'Installed plugin: lastdeploy',
      },
    ],
    flags: [
      help,
      flag({
        name: 'version',
        type: 'string',
        def: '',
        text: {
          en: 'For Git sources, the tag or semver range to install, such as `v3.14.0`. Without it, the default branch is used.',
          es: 'Con fuentes Git, la etiqueta o el rango semver que se instala, como `v3.14.0`. Sin ella, se usa la rama por defecto.',
        },
      }),
    ],
    related: [
      pluginsTopic,
      {
        doc: '../faq/troubleshooting.md#plugin-install-hook',
        label: {
          en: "Troubleshooting: a plugin's install hook fails",
          es: 'Resolución de problemas: falla el hook de instalación de un plugin',
        },
      },
    ],
  },
  {
    path: 'helm plugin list',
    use: 'list',
    aliases: ['ls'],
    args: 'any',
    group: 'plugins',
    summary: {
      en: 'List the installed Helm plugins with their versions.',
      es: 'Lista los plugins de Helm instalados con sus versiones.',
    },
    description: {
      en: [
        "Prints the name, version and description of every plugin in Helm's plugins folder, as declared in each plugin's `plugin.yaml`. The name is the command you type after `helm`. Arguments are ignored.",
        'Check the list when a `helm <something>` command is not found although you installed it (perhaps into another `HELM_PLUGINS` folder), or before upgrading Helm, to know which plugins you should test with the new version.',
        'The version column shows what the plugin declares about itself, not a Git tag, so it can differ from the `--version` you installed. To rebuild the same set of plugins on another machine, keep a list of their source URLs and versions next to your other tooling.',
      ],
      es: [
        'Muestra el nombre, la versión y la descripción de cada plugin de la carpeta de plugins de Helm, tal como los declara el `plugin.yaml` de cada uno. El nombre es el comando que escribes después de `helm`. Los argumentos se ignoran.',
        'Revisa la lista cuando un comando `helm <algo>` no se encuentra aunque lo instalaste (quizá en otra carpeta `HELM_PLUGINS`), o antes de actualizar Helm, para saber qué plugins debes probar con la versión nueva.',
        'La columna de versión muestra lo que el plugin declara de sí mismo, no una etiqueta de Git, así que puede no coincidir con la `--version` que instalaste. Para reconstruir el mismo conjunto de plugins en otra máquina, guarda una lista con sus URL de origen y versiones junto al resto de tus herramientas.',
      ],
    },
    examples: [
      {
        id: 'list',
        title: {en: 'Show installed plugins', es: 'Ver los plugins instalados'},
        intro: {en: 'With the diff plugin installed:', es: 'Con el plugin diff instalado:'},
        given: 'helm plugin install https://github.com/databus23/helm-diff --version v3.14.0 >/dev/null',
        code: 'helm plugin list',
        output: 'NAME\tVERSION\tDESCRIPTION\ndiff\t3.14.0 \tPreview helm upgrade changes as a diff',
      },
    ],
    flags: [help],
    related: [pluginsTopic],
  },
  {
    path: 'helm plugin uninstall',
    use: 'uninstall <plugin>...',
    aliases: ['rm', 'remove'],
    args: 'at least 1',
    group: 'plugins',
    summary: {
      en: 'Remove installed Helm plugins.',
      es: 'Elimina plugins de Helm instalados.',
    },
    description: {
      en: [
        "Deletes the folder of each named plugin from Helm's plugins directory and then runs the plugin's delete hook, if it has one. Give the plugin name as shown by [helm plugin list](./helm_plugin_list.md), not the URL it was installed from.",
        'All names are processed even when some fail: plugins that cannot be found or removed are reported together in one error at the end. For a plugin installed from a local folder, only the link is removed; your source folder stays intact.',
        "Files a plugin created elsewhere, such as its own configuration or caches in your home directory, are not tracked by Helm and stay behind; the plugin's documentation says where they live.",
      ],
      es: [
        'Borra de la carpeta de plugins de Helm la carpeta de cada plugin indicado y ejecuta después su hook de borrado, si tiene uno. Indica el nombre del plugin tal como lo muestra [helm plugin list](./helm_plugin_list.md), no la URL desde la que se instaló.',
        'Se procesan todos los nombres aunque alguno falle: los plugins que no se encuentran o no pueden eliminarse se notifican juntos en un único error al final. En un plugin instalado desde una carpeta local, solo se elimina el enlace; tu carpeta de código queda intacta.',
        'Los archivos que un plugin creó en otros sitios, como su propia configuración o sus cachés en tu directorio personal, no los controla Helm y se quedan; la documentación del plugin indica dónde están.',
      ],
    },
    examples: [
      {
        id: 'remove',
        title: {en: 'Remove a plugin', es: 'Eliminar un plugin'},
        intro: {en: 'Uninstall the diff plugin:', es: 'Desinstala el plugin diff:'},
        given: 'helm plugin install https://github.com/databus23/helm-diff >/dev/null',
        code: 'helm plugin uninstall diff',
        output: 'Uninstalled plugin: diff',
      },
    ],
    flags: [help],
    related: [pluginsTopic],
  },
  {
    path: 'helm plugin update',
    use: 'update <plugin>...',
    aliases: ['up'],
    args: 'at least 1',
    group: 'plugins',
    summary: {
      en: 'Update installed Helm plugins to their latest version.',
      es: 'Actualiza los plugins de Helm instalados a su última versión.',
    },
    description: {
      en: [
        'Brings each named plugin up to date and then runs its update hook, which typically downloads the matching binary. Only plugins installed from a Git repository can be updated this way: Helm pulls the latest commit of the branch it tracks. Plugins installed from an archive URL or a local folder cannot be updated; uninstall and install them again instead.',
        'If you installed a pinned `--version`, the checkout sits on a tag rather than on a branch. To move such a plugin to a newer release, uninstall it and install the new version explicitly; that also keeps automated environments reproducible.',
      ],
      es: [
        'Pone al día cada plugin indicado y ejecuta después su hook de actualización, que normalmente descarga el binario correspondiente. Solo se pueden actualizar así los plugins instalados desde un repositorio Git: Helm trae el último commit de la rama que sigue. Los plugins instalados desde la URL de un archivo o desde una carpeta local no se pueden actualizar; desinstálalos e instálalos de nuevo.',
        'Si instalaste una `--version` fijada, la copia de trabajo está en una etiqueta y no en una rama. Para pasar un plugin así a una versión más nueva, desinstálalo e instala explícitamente la versión nueva; así, además, los entornos automatizados siguen siendo reproducibles.',
      ],
    },
    examples: [
      {
        id: 'update',
        title: {en: 'Update a plugin', es: 'Actualizar un plugin'},
        intro: {
          en: 'Update the diff plugin installed from its Git repository:',
          es: 'Actualiza el plugin diff instalado desde su repositorio Git:',
        },
        given: 'helm plugin install https://github.com/databus23/helm-diff >/dev/null',
        code: 'helm plugin update diff',
        output: 'Updated plugin: diff',
      },
    ],
    flags: [help],
    related: [pluginsTopic],
  },
];
