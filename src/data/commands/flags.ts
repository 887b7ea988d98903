// Flags that several commands share, with our descriptions. A command that needs different wording
// for the same flag builds its own copy with `flag()` or `withText()`.
import type {FlagType, HiddenFlag, L10n, VisibleFlag} from './types';

interface FlagInit {
  readonly name: string;
  readonly short?: string;
  readonly type: FlagType;
  readonly def: string;
  readonly allowed?: readonly string[];
  readonly noOpt?: string;
  readonly text: L10n;
}

export function flag(f: FlagInit): VisibleFlag {
  return {
    name: f.name,
    shorthand: f.short ?? null,
    type: f.type,
    default: f.def,
    hidden: false,
    deprecated: false,
    ...(f.allowed ? {allowedValues: f.allowed} : {}),
    ...(f.noOpt ? {noOptDefault: f.noOpt} : {}),
    text: f.text,
  };
}

export function hiddenFlag(f: Omit<FlagInit, 'text'> & {readonly deprecated: boolean; readonly text?: L10n}): HiddenFlag {
  return {
    name: f.name,
    shorthand: f.short ?? null,
    type: f.type,
    default: f.def,
    hidden: true,
    deprecated: f.deprecated,
    ...(f.text ? {text: f.text} : {}),
  };
}

export const withText = (f: VisibleFlag, text: L10n): VisibleFlag => ({...f, text});

export const help = flag({
  name: 'help',
  short: 'h',
  type: 'bool',
  def: 'false',
  text: {
    en: 'Print the built-in help for this command and exit.',
    es: 'Muestra la ayuda integrada de este comando y termina.',
  },
});

// --- Talking to chart repositories and OCI registries -----------------------------------------

export const caFile = flag({
  name: 'ca-file',
  type: 'string',
  def: '',
  text: {
    en: "PEM bundle of certificate authorities used to check the server's TLS certificate. Needed when the server uses a certificate from a private CA.",
    es: 'Paquete PEM de autoridades de certificación con el que se comprueba el certificado TLS del servidor. Hace falta cuando el servidor usa un certificado de una CA privada.',
  },
});

export const certFile = flag({
  name: 'cert-file',
  type: 'string',
  def: '',
  text: {
    en: 'Client certificate (PEM) that Helm presents to a server that asks for mutual TLS. Pair it with `--key-file`.',
    es: 'Certificado de cliente (PEM) que Helm presenta a un servidor que exige TLS mutuo. Úsalo junto con `--key-file`.',
  },
});

export const keyFile = flag({
  name: 'key-file',
  type: 'string',
  def: '',
  text: {
    en: 'Private key (PEM) belonging to the client certificate given in `--cert-file`.',
    es: 'Clave privada (PEM) del certificado de cliente indicado en `--cert-file`.',
  },
});

export const insecureSkipTlsVerify = flag({
  name: 'insecure-skip-tls-verify',
  type: 'bool',
  def: 'false',
  text: {
    en: 'Accept any TLS certificate from the server without checking it. Only for throwaway test setups: anyone on the network path could impersonate the server.',
    es: 'Acepta cualquier certificado TLS del servidor sin comprobarlo. Solo para entornos de prueba desechables: cualquiera en la ruta de red podría suplantar al servidor.',
  },
});

export const plainHttp = flag({
  name: 'plain-http',
  type: 'bool',
  def: 'false',
  text: {
    en: 'Use unencrypted HTTP instead of HTTPS, for example for a local OCI registry on `localhost:5000`.',
    es: 'Usa HTTP sin cifrar en lugar de HTTPS, por ejemplo con un registro OCI local en `localhost:5000`.',
  },
});

export const username = flag({
  name: 'username',
  type: 'string',
  def: '',
  text: {
    en: 'User name for a chart repository or registry that requires basic authentication.',
    es: 'Nombre de usuario para un repositorio de charts o un registro que exige autenticación básica.',
  },
});

export const password = flag({
  name: 'password',
  type: 'string',
  def: '',
  text: {
    en: 'Password or token that goes with `--username`. A value typed on the command line stays in your shell history, so prefer reading it from a variable.',
    es: 'Contraseña o token que acompaña a `--username`. Lo que escribes en la línea de comandos queda en el historial del shell, así que mejor tómalo de una variable.',
  },
});

export const passCredentials = flag({
  name: 'pass-credentials',
  type: 'bool',
  def: 'false',
  text: {
    en: 'Send `--username` and `--password` to every host involved, including a chart archive that lives on another domain than the repository index. Off by default so that credentials never leak to third-party hosts.',
    es: 'Envía `--username` y `--password` a todos los hosts implicados, también cuando el paquete del chart está en un dominio distinto del índice del repositorio. Viene desactivada para que las credenciales no lleguen a hosts ajenos.',
  },
});

export const repoUrl = flag({
  name: 'repo',
  type: 'string',
  def: '',
  text: {
    en: 'URL of a chart repository to take the chart from, without adding it with `helm repo add` first. CHART is then just the chart name.',
    es: 'URL de un repositorio de charts del que tomar el chart sin añadirlo antes con `helm repo add`. En ese caso CHART es solo el nombre del chart.',
  },
});

export const chartVersion = flag({
  name: 'version',
  type: 'string',
  def: '',
  text: {
    en: 'Chart version or semver range to use, such as `1.4.2` or `~1.4`. When empty, Helm picks the newest stable version. Ignored for charts on the local disk.',
    es: 'Versión del chart o rango semver que se usará, como `1.4.2` o `~1.4`. Si está vacía, Helm elige la versión estable más reciente. No se tiene en cuenta con charts del disco local.',
  },
});

export const devel = flag({
  name: 'devel',
  type: 'bool',
  def: 'false',
  text: {
    en: 'Let pre-release versions such as `2.0.0-rc.1` count when choosing the newest chart. Has no effect when `--version` is set.',
    es: 'Tiene en cuenta las versiones preliminares, como `2.0.0-rc.1`, al elegir el chart más reciente. No influye si indicas `--version`.',
  },
});

export const verify = flag({
  name: 'verify',
  type: 'bool',
  def: 'false',
  text: {
    en: "Check the chart's provenance file (`.prov`) against `--keyring` before using the chart, and stop if the signature is missing or wrong.",
    es: 'Comprueba el archivo de procedencia del chart (`.prov`) con `--keyring` antes de usarlo y se detiene si la firma falta o no coincide.',
  },
});

export const keyring = flag({
  name: 'keyring',
  type: 'string',
  def: '~/.gnupg/pubring.gpg',
  text: {
    en: "Public keyring used to check signatures. When `GNUPGHOME` is set, the default becomes `$GNUPGHOME/pubring.gpg`. Helm reads the classic keyring format, not GnuPG 2's `.kbx` files.",
    es: 'Anillo de claves público con el que se comprueban las firmas. Si `GNUPGHOME` está definida, el valor por defecto pasa a ser `$GNUPGHOME/pubring.gpg`. Helm lee el formato clásico de anillo de claves, no los archivos `.kbx` de GnuPG 2.',
  },
});

/** The TLS and credential flags of commands that download a chart (install, pull, show …). */
export const chartDownload = [
  caFile,
  certFile,
  keyFile,
  insecureSkipTlsVerify,
  plainHttp,
  username,
  password,
  passCredentials,
  repoUrl,
  chartVersion,
  devel,
  verify,
  keyring,
] as const;

// --- Values ------------------------------------------------------------------------------------

export const values = flag({
  name: 'values',
  short: 'f',
  type: 'stringSlice',
  def: '[]',
  text: {
    en: 'YAML file of values to apply. Repeat the flag to layer files: later files win on conflicting keys. An `https://` URL, or `-` for standard input, also works.',
    es: 'Archivo YAML con valores que aplicar. Repite la opción para superponer archivos: los posteriores ganan cuando una clave choca. También vale una URL `https://` o `-` para la entrada estándar.',
  },
});

export const set = flag({
  name: 'set',
  type: 'stringArray',
  def: '[]',
  text: {
    en: 'Set values on the command line as `key=value`. Dots nest keys (`image.tag=2.1`), commas separate pairs, `[0]` addresses list items, and `null` deletes a key. Helm guesses the type: `true` becomes a boolean and `42` an integer.',
    es: 'Fija valores desde la línea de comandos como `clave=valor`. Los puntos anidan claves (`image.tag=2.1`), las comas separan pares, `[0]` apunta a elementos de una lista y `null` elimina una clave. Helm deduce el tipo: `true` pasa a booleano y `42` a entero.',
  },
});

export const setString = flag({
  name: 'set-string',
  type: 'stringArray',
  def: '[]',
  text: {
    en: 'Like `--set`, but the value always stays a string. Use it for things like an environment variable that must read `"true"` or a numeric image tag.',
    es: 'Como `--set`, pero el valor siempre queda como cadena. Sirve, por ejemplo, para una variable de entorno que debe valer `"true"` o para una etiqueta de imagen numérica.',
  },
});

export const setFile = flag({
  name: 'set-file',
  type: 'stringArray',
  def: '[]',
  text: {
    en: 'Set a key to the contents of a file, as `key=path`. Handy for certificates, scripts or configuration files that a template embeds.',
    es: 'Asigna a una clave el contenido de un archivo, como `clave=ruta`. Útil para certificados, scripts o archivos de configuración que una plantilla incrusta.',
  },
});

export const setJson = flag({
  name: 'set-json',
  type: 'stringArray',
  def: '[]',
  text: {
    en: 'Set a key to a JSON value, keeping its structure: a list or an object arrives as a list or a map, not as text.',
    es: 'Asigna a una clave un valor JSON y conserva su estructura: una lista o un objeto llegan como lista o mapa, no como texto.',
  },
});

export const setLiteral = flag({
  name: 'set-literal',
  type: 'stringArray',
  def: '[]',
  text: {
    en: 'Set a key to a string taken verbatim: commas, backslashes and braces in the value are not interpreted. Good for passwords and connection strings.',
    es: 'Asigna a una clave una cadena tomada al pie de la letra: las comas, barras invertidas y llaves del valor no se interpretan. Ideal para contraseñas y cadenas de conexión.',
  },
});

export const valueFlags = [values, set, setString, setFile, setJson, setLiteral] as const;

// --- Release operations ------------------------------------------------------------------------

export const output = flag({
  name: 'output',
  short: 'o',
  type: 'format',
  def: 'table',
  allowed: ['table', 'json', 'yaml'],
  text: {
    en: 'Output format. `table` is meant for people; `json` and `yaml` are stable to parse in scripts.',
    es: 'Formato de salida. `table` está pensado para personas; `json` y `yaml` son estables para procesarlos en scripts.',
  },
});

export const revision = flag({
  name: 'revision',
  type: 'int',
  def: '0',
  text: {
    en: 'Revision number to read. `0` means the latest one; `helm history` lists the others.',
    es: 'Número de revisión que se lee. `0` significa la más reciente; `helm history` muestra las demás.',
  },
});

export const timeout = flag({
  name: 'timeout',
  type: 'duration',
  def: '5m0s',
  text: {
    en: 'Upper limit for each Kubernetes operation Helm waits on, such as a hook Job or the readiness check of `--wait`. Written as a Go duration: `90s`, `10m`.',
    es: 'Límite para cada operación de Kubernetes que Helm espera, como un Job de hook o la comprobación de disponibilidad de `--wait`. Se escribe como duración de Go: `90s`, `10m`.',
  },
});

export const noHooks = flag({
  name: 'no-hooks',
  type: 'bool',
  def: 'false',
  text: {
    en: "Skip the chart's hooks for this operation. Resources annotated with `helm.sh/hook` are neither created nor run.",
    es: 'Omite los hooks del chart en esta operación. Los recursos anotados con `helm.sh/hook` no se crean ni se ejecutan.',
  },
});

export const wait = flag({
  name: 'wait',
  type: 'bool',
  def: 'false',
  text: {
    en: "Wait, up to `--timeout`, until the release's Pods are ready, PersistentVolumeClaims are bound, Services have an address and Deployments, StatefulSets and DaemonSets have their minimum of ready Pods. Without it, Helm returns as soon as the API server has accepted the objects.",
    es: 'Espera, como mucho `--timeout`, a que los Pods de la release estén listos, los PersistentVolumeClaims enlazados, los Services tengan dirección y los Deployments, StatefulSets y DaemonSets tengan su mínimo de Pods listos. Sin ella, Helm termina en cuanto el servidor de API acepta los objetos.',
  },
});

export const waitForJobs = flag({
  name: 'wait-for-jobs',
  type: 'bool',
  def: 'false',
  text: {
    en: "Only together with `--wait`: also wait until the release's Jobs have completed. On its own it changes nothing.",
    es: 'Solo junto con `--wait`: espera además a que terminen los Jobs de la release. Por sí sola no cambia nada.',
  },
});

export const historyMax = flag({
  name: 'history-max',
  type: 'int',
  def: '10',
  text: {
    en: 'How many revisions to keep for the release; older ones are pruned. `0` keeps all of them. `HELM_MAX_HISTORY` changes the default.',
    es: 'Cuántas revisiones de la release se conservan; las más antiguas se eliminan. `0` las conserva todas. `HELM_MAX_HISTORY` cambia el valor por defecto.',
  },
});

export const cleanupOnFail = flag({
  name: 'cleanup-on-fail',
  type: 'bool',
  def: 'false',
  text: {
    en: 'If the operation fails, delete the objects it had just created. Objects that existed before are left as they are.',
    es: 'Si la operación falla, borra los objetos que acababa de crear. Los objetos que ya existían se quedan como estaban.',
  },
});

export const hideNotes = flag({
  name: 'hide-notes',
  type: 'bool',
  def: 'false',
  text: {
    en: "Do not print the chart's notes (the rendered `NOTES.txt`) at the end. They are still stored with the release, and `helm get notes` shows them.",
    es: 'No muestra las notas del chart (el `NOTES.txt` renderizado) al final. Se siguen guardando con la release y `helm get notes` las muestra.',
  },
});
