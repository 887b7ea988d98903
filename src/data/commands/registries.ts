// OCI registries: logging in and out, and pushing charts.
import {caFile, certFile, flag, help, insecureSkipTlsVerify, keyFile, password, plainHttp, username, withText} from './flags';
import type {Command, RelatedLink} from './types';

const registriesTopic: RelatedLink = {
  doc: '../topics/registries.md',
  label: {en: 'Using OCI-based registries', es: 'Usar registros basados en OCI'},
};

export const registryCommands: Command[] = [
  {
    path: 'helm push',
    use: 'push [chart] [remote]',
    aliases: [],
    args: 'at least 2',
    group: 'registries',
    summary: {
      en: 'Upload a packaged chart to an OCI registry.',
      es: 'Sube un chart empaquetado a un registro OCI.',
    },
    description: {
      en: [
        '`helm push` publishes a chart archive made with [helm package](./helm_package.md) to an [OCI registry](../glossary/index.md#oci-registry), the same kind of registry that stores container images: Docker Hub, GitHub Container Registry, Amazon ECR, Harbor and many others. The remote is an `oci://` reference to a repository path in the registry, without the chart name: Helm appends the chart name from `Chart.yaml` and uses the chart version as the tag. Pushing `orders-0.1.0.tgz` to `oci://ghcr.io/acme` creates `ghcr.io/acme/orders:0.1.0`.',
        'Because OCI tags cannot contain `+`, a version with build metadata such as `1.0.0+build.7` is stored with the tag `1.0.0_build.7`; Helm translates back when pulling. If a `.prov` file sits next to the archive, it is uploaded with the chart, so consumers can verify the signature.',
        'Log in first with [helm registry login](./helm_registry_login.md) when the registry requires authentication, which is almost always the case for pushing. `oci://` is the only push target Helm knows by itself; classic repositories served with an `index.yaml` are published by uploading files and re-indexing, see [helm repo index](./helm_repo_index.md).',
      ],
      es: [
        '`helm push` publica un archivo de chart creado con [helm package](./helm_package.md) en un [registro OCI](../glossary/index.md#oci-registry), el mismo tipo de registro que guarda imágenes de contenedores: Docker Hub, GitHub Container Registry, Amazon ECR, Harbor y muchos otros. El destino es una referencia `oci://` a una ruta de repositorio del registro, sin el nombre del chart: Helm añade el nombre del chart que figura en `Chart.yaml` y usa la versión del chart como etiqueta. Subir `orders-0.1.0.tgz` a `oci://ghcr.io/acme` crea `ghcr.io/acme/orders:0.1.0`.',
        'Como las etiquetas OCI no admiten `+`, una versión con metadatos de compilación como `1.0.0+build.7` se guarda con la etiqueta `1.0.0_build.7`; Helm hace la conversión inversa al descargar. Si junto al archivo hay un `.prov`, se sube con el chart para que quien lo use pueda verificar la firma.',
        'Inicia antes sesión con [helm registry login](./helm_registry_login.md) si el registro exige autenticación, lo que casi siempre ocurre para subir. `oci://` es el único destino de subida que Helm conoce por sí mismo; los repositorios clásicos servidos con un `index.yaml` se publican subiendo archivos y regenerando el índice, consulta [helm repo index](./helm_repo_index.md).',
      ],
    },
    examples: [
      {
        id: 'local-registry',
        title: {en: 'Try it with a local registry', es: 'Probarlo con un registro local'},
        intro: {
          en: 'Start a throwaway registry with Docker, package the chart and push it over plain HTTP:',
          es: 'Arranca un registro desechable con Docker, empaqueta el chart y súbelo por HTTP sin cifrar:',
        },
        norun: 'platform: starts a registry with Docker',
        code: 'docker run -d --name registry -p 5000:5000 registry:2\nhelm package ./orders\nhelm push orders-0.1.0.tgz oci://localhost:5000/charts --plain-http',
        outro: {
          en: 'Helm answers with `Pushed: localhost:5000/charts/orders:0.1.0` and the digest of the uploaded manifest. `helm install orders oci://localhost:5000/charts/orders --version 0.1.0 --plain-http` installs it back.',
          es: 'Helm responde con `Pushed: localhost:5000/charts/orders:0.1.0` y el resumen (digest) del manifiesto subido. `helm install orders oci://localhost:5000/charts/orders --version 0.1.0 --plain-http` lo vuelve a instalar.',
        },
      },
      {
        id: 'ghcr',
        title: {en: 'Publish to GitHub Container Registry', es: 'Publicar en GitHub Container Registry'},
        intro: {
          en: "In a GitHub Actions job, log in with the workflow token and push to the organisation's namespace:",
          es: 'En un trabajo de GitHub Actions, inicia sesión con el token del workflow y sube al espacio de la organización:',
        },
        given: 'helm package ./orders',
        code: 'echo "$GITHUB_TOKEN" | helm registry login ghcr.io --username "$GITHUB_ACTOR" --password-stdin\nhelm push orders-0.1.0.tgz oci://ghcr.io/acme/charts',
      },
    ],
    flags: [caFile, certFile, help, insecureSkipTlsVerify, keyFile, password, plainHttp, username],
    related: [
      registriesTopic,
      {doc: '../topics/provenance.md', label: {en: 'Helm provenance and integrity', es: 'Procedencia e integridad en Helm'}},
    ],
  },
  {
    path: 'helm registry',
    use: 'registry',
    aliases: [],
    args: 'any',
    group: 'registries',
    summary: {
      en: 'Log in to and out of OCI registries that store charts.',
      es: 'Inicia y cierra sesión en los registros OCI que guardan charts.',
    },
    description: {
      en: [
        'Since Helm 3.8, charts can live in [OCI registries](../topics/registries.md) next to container images, and many projects now publish only there. Anonymous pulls work without any setup; pushing, and pulling from private registries, needs credentials. [helm registry login](./helm_registry_login.md) stores them and [helm registry logout](./helm_registry_logout.md) removes them.',
        'Once logged in, every command that takes an `oci://` reference uses the stored credentials automatically: [helm push](./helm_push.md), [helm pull](./helm_pull.md), [helm install](./helm_install.md), [helm upgrade](./helm_upgrade.md), [helm show](./helm_show.md) and dependencies declared with an `oci://` repository. Unlike chart repositories, registries are never added by name; there is no `helm repo add` step.',
      ],
      es: [
        'Desde Helm 3.8, los charts pueden vivir en [registros OCI](../topics/registries.md) junto a las imágenes de contenedores, y muchos proyectos ya solo publican ahí. Las descargas anónimas funcionan sin preparar nada; para subir, y para descargar de registros privados, hacen falta credenciales. [helm registry login](./helm_registry_login.md) las guarda y [helm registry logout](./helm_registry_logout.md) las elimina.',
        'Tras iniciar sesión, cualquier comando que reciba una referencia `oci://` usa automáticamente las credenciales guardadas: [helm push](./helm_push.md), [helm pull](./helm_pull.md), [helm install](./helm_install.md), [helm upgrade](./helm_upgrade.md), [helm show](./helm_show.md) y las dependencias declaradas con un repositorio `oci://`. A diferencia de los repositorios de charts, los registros nunca se añaden por nombre; no hay un paso `helm repo add`.',
      ],
    },
    examples: [
      {
        id: 'session',
        title: {en: 'Log in, work, log out', es: 'Iniciar sesión, trabajar y cerrar sesión'},
        intro: {
          en: 'A short session against GitHub Container Registry, with a token in `GHCR_TOKEN`:',
          es: 'Una sesión breve con GitHub Container Registry, con un token en `GHCR_TOKEN`:',
        },
        code: 'echo "$GHCR_TOKEN" | helm registry login ghcr.io --username alex --password-stdin\nhelm pull oci://ghcr.io/acme/charts/orders --version 0.1.0\nhelm registry logout ghcr.io',
      },
    ],
    flags: [help],
    related: [registriesTopic],
  },
  {
    path: 'helm registry login',
    use: 'login [host]',
    aliases: [],
    args: 'at least 1',
    group: 'registries',
    summary: {
      en: 'Store credentials for an OCI registry.',
      es: 'Guarda las credenciales de un registro OCI.',
    },
    description: {
      en: [
        "Authenticates against the registry at HOST (a host name, optionally with a port, without `oci://`) and saves the credentials in Helm's registry configuration file, `~/.config/helm/registry/config.json` on Linux, or the file named by `--registry-config`. Later commands that use `oci://` references to that host send them automatically.",
        'Without `--password` or `--password-stdin`, Helm prompts for a user name and then a password; leaving the user name empty makes it ask for an identity token instead. In scripts, always pipe the secret in with `--password-stdin`: a password given with `--password` shows up in the process list and shell history, and Helm prints a warning when you use it.',
        'For registries with a private certificate authority, pass `--ca-file`; for ones that require client certificates, `--cert-file` and `--key-file`. `--insecure` skips the TLS check and `--plain-http` uses HTTP; keep both for local test registries. Registries differ in what they accept as a password: GitHub wants a personal access token, and cloud registries such as Amazon ECR issue short-lived tokens through their own CLI.',
      ],
      es: [
        'Se autentica en el registro de HOST (un nombre de host, con puerto opcional, sin `oci://`) y guarda las credenciales en el archivo de configuración de registros de Helm, `~/.config/helm/registry/config.json` en Linux, o en el que indique `--registry-config`. Los comandos posteriores que usen referencias `oci://` a ese host las envían automáticamente.',
        'Sin `--password` ni `--password-stdin`, Helm pide un nombre de usuario y después una contraseña; si dejas el usuario vacío, pide en su lugar un token de identidad. En scripts, pasa siempre el secreto con `--password-stdin`: una contraseña dada con `--password` aparece en la lista de procesos y en el historial del shell, y Helm muestra un aviso cuando la usas.',
        'Para registros con una autoridad de certificación privada, pasa `--ca-file`; para los que exigen certificados de cliente, `--cert-file` y `--key-file`. `--insecure` omite la comprobación TLS y `--plain-http` usa HTTP; resérvalos para registros locales de prueba. Cada registro acepta algo distinto como contraseña: GitHub quiere un token de acceso personal, y los registros en la nube como Amazon ECR emiten tokens de corta duración mediante su propia CLI.',
      ],
    },
    examples: [
      {
        id: 'ghcr',
        title: {en: 'Log in with a token from a variable', es: 'Iniciar sesión con un token de una variable'},
        intro: {
          en: 'Pipe the token in, so it never appears on the command line:',
          es: 'Pasa el token por un pipeline para que nunca aparezca en la línea de comandos:',
        },
        code: 'echo "$GHCR_TOKEN" | helm registry login ghcr.io --username alex --password-stdin',
        output: 'Login Succeeded',
      },
      {
        id: 'ecr',
        title: {en: 'Log in to Amazon ECR', es: 'Iniciar sesión en Amazon ECR'},
        intro: {
          en: 'ECR issues a temporary password through the AWS CLI; the user name is always `AWS`:',
          es: 'ECR emite una contraseña temporal mediante la CLI de AWS; el usuario siempre es `AWS`:',
        },
        norun: 'platform: needs the AWS CLI and an AWS account',
        code: 'aws ecr get-login-password --region eu-west-1 \\\n  | helm registry login 123456789012.dkr.ecr.eu-west-1.amazonaws.com --username AWS --password-stdin',
      },
    ],
    flags: [
      caFile,
      certFile,
      help,
      flag({
        name: 'insecure',
        type: 'bool',
        def: 'false',
        text: {
          en: "Accept the registry's TLS certificate without checking it. Only for test registries.",
          es: 'Acepta el certificado TLS del registro sin comprobarlo. Solo para registros de prueba.',
        },
      }),
      keyFile,
      withText(
        {...password, shorthand: 'p'},
        {
          en: 'Password or token, given on the command line. Prefer `--password-stdin`; Helm warns when this flag is used.',
          es: 'Contraseña o token, indicado en la línea de comandos. Mejor usa `--password-stdin`; Helm avisa cuando se usa esta opción.',
        },
      ),
      flag({
        name: 'password-stdin',
        type: 'bool',
        def: 'false',
        text: {
          en: 'Read the password or token from standard input.',
          es: 'Lee la contraseña o el token de la entrada estándar.',
        },
      }),
      plainHttp,
      withText(
        {...username, shorthand: 'u'},
        {
          en: 'User name for the registry. Leave it out to be prompted.',
          es: 'Nombre de usuario del registro. Omítelo para que te lo pida.',
        },
      ),
    ],
    related: [registriesTopic],
  },
  {
    path: 'helm registry logout',
    use: 'logout [host]',
    aliases: [],
    args: 'at least 1',
    group: 'registries',
    summary: {
      en: 'Remove the stored credentials for an OCI registry.',
      es: 'Elimina las credenciales guardadas de un registro OCI.',
    },
    description: {
      en: [
        "Deletes the credentials for HOST from Helm's registry configuration file. Only the first argument is used; run the command once per host. Afterwards, commands that use `oci://` references to that host work anonymously again, which is enough for public charts.",
        "Log out on shared machines and at the end of CI jobs whose runners are reused, so that a token does not outlive the job. Logging out does not revoke the token at the registry; do that in the registry's own settings if it may have leaked.",
      ],
      es: [
        'Borra las credenciales de HOST del archivo de configuración de registros de Helm. Solo se usa el primer argumento; ejecuta el comando una vez por host. Después, los comandos que usan referencias `oci://` a ese host vuelven a funcionar de forma anónima, lo que basta para charts públicos.',
        'Cierra sesión en máquinas compartidas y al final de los trabajos de CI cuyos runners se reutilizan, para que un token no sobreviva al trabajo. Cerrar sesión no revoca el token en el registro; hazlo en la configuración del propio registro si puede haberse filtrado.',
      ],
    },
    examples: [
      {
        id: 'logout',
        title: {en: "Forget a registry's credentials", es: 'Olvidar las credenciales de un registro'},
        intro: {en: 'Remove what `helm registry login ghcr.io` stored:', es: 'Elimina lo que guardó `helm registry login ghcr.io`:'},
        given: 'echo "$GHCR_TOKEN" | helm registry login ghcr.io --username alex --password-stdin',
        code: 'helm registry logout ghcr.io',
      },
    ],
    flags: [help],
    related: [registriesTopic],
  },
];
