// Persistent flags of the root command: 16 that Helm shows, then klog's logging flags, which Helm
// registers but hides from help output.
import type {FlagType, GlobalFlag, L10n} from './types';

function visible(name: string, type: FlagType, def: string, env: string | null, text: L10n, short: string | null = null): GlobalFlag {
  return {name, shorthand: short, type, default: def, hidden: false, deprecated: false, env, origin: 'helm', text};
}

function klog(name: string, type: FlagType, def: string, short: string | null = null): GlobalFlag {
  return {name, shorthand: short, type, default: def, hidden: true, deprecated: false, env: null, origin: 'klog'};
}

export const globalFlags: readonly GlobalFlag[] = [
  klog('add-dir-header', 'bool', 'false'),
  klog('alsologtostderr', 'bool', 'false'),
  visible('burst-limit', 'int', '100', 'HELM_BURST_LIMIT', {
    en: 'How many requests the Kubernetes client may send in a quick burst before throttling starts. Raise it when a cluster with many CRDs makes discovery slow.',
    es: 'Cuántas peticiones puede lanzar de golpe el cliente de Kubernetes antes de que empiece a limitarse. Súbelo si un clúster con muchos CRD hace lento el descubrimiento de APIs.',
  }),
  visible('debug', 'bool', 'false', 'HELM_DEBUG', {
    en: 'Print extra diagnostic messages, such as the chart path Helm resolved, the resources it creates and the object a `--wait` is still waiting for. Turn it on first when something fails without an obvious reason.',
    es: 'Muestra mensajes de diagnóstico adicionales, como la ruta del chart que Helm resolvió, los recursos que crea y el objeto al que sigue esperando `--wait`. Actívala lo primero cuando algo falla sin motivo claro.',
  }),
  visible('kube-apiserver', 'string', '', 'HELM_KUBEAPISERVER', {
    en: 'Address and port of the Kubernetes API server, overriding the one in the kubeconfig.',
    es: 'Dirección y puerto del servidor de API de Kubernetes; sustituye al del kubeconfig.',
  }),
  visible('kube-as-group', 'stringArray', '[]', 'HELM_KUBEASGROUPS', {
    en: 'Group to impersonate for this command; repeat the flag for several groups. The environment variable takes a comma-separated list.',
    es: 'Grupo que se suplanta en este comando; repite la opción para varios grupos. La variable de entorno admite una lista separada por comas.',
  }),
  visible('kube-as-user', 'string', '', 'HELM_KUBEASUSER', {
    en: 'User or service account to impersonate, handy for checking what a less privileged identity may do.',
    es: 'Usuario o cuenta de servicio que se suplanta; útil para comprobar qué puede hacer una identidad con menos permisos.',
  }),
  visible('kube-ca-file', 'string', '', 'HELM_KUBECAFILE', {
    en: 'CA certificate file used to trust the API server, in place of the one in the kubeconfig.',
    es: 'Archivo de certificado de CA con el que se confía en el servidor de API, en lugar del que indica el kubeconfig.',
  }),
  visible('kube-context', 'string', '', 'HELM_KUBECONTEXT', {
    en: 'Name of the kubeconfig context to use instead of the current one. Setting it on every command in scripts prevents surprises when someone switches contexts.',
    es: 'Nombre del contexto del kubeconfig que se usará en lugar del actual. Indicarlo en cada comando de tus scripts evita sorpresas cuando alguien cambia de contexto.',
  }),
  visible('kube-insecure-skip-tls-verify', 'bool', 'false', 'HELM_KUBEINSECURE_SKIP_TLS_VERIFY', {
    en: 'Talk to the API server without checking its certificate. Acceptable only against a disposable local cluster.',
    es: 'Habla con el servidor de API sin comprobar su certificado. Solo es aceptable con un clúster local desechable.',
  }),
  visible('kube-tls-server-name', 'string', '', 'HELM_KUBETLS_SERVER_NAME', {
    en: "Host name expected in the API server's certificate, for when you reach the server through an address the certificate does not list.",
    es: 'Nombre de host que se espera en el certificado del servidor de API, para cuando llegas al servidor por una dirección que el certificado no incluye.',
  }),
  visible('kube-token', 'string', '', 'HELM_KUBETOKEN', {
    en: 'Bearer token to authenticate with, instead of the credentials of the kubeconfig.',
    es: 'Bearer token con el que autenticarse, en lugar de las credenciales del kubeconfig.',
  }),
  visible('kubeconfig', 'string', '', null, {
    en: 'Path of the kubeconfig file. When empty, the `KUBECONFIG` variable or `~/.kube/config` is used.',
    es: 'Ruta del archivo kubeconfig. Si está vacía, se usa la variable `KUBECONFIG` o `~/.kube/config`.',
  }),
  klog('log-backtrace-at', 'traceLocation', ':0'),
  klog('log-dir', 'string', ''),
  klog('log-file', 'string', ''),
  klog('log-file-max-size', 'uint64', '1800'),
  klog('logtostderr', 'bool', 'true'),
  visible(
    'namespace',
    'string',
    '',
    'HELM_NAMESPACE',
    {
      en: 'Namespace the command works in. When empty, Helm takes the namespace of the kubeconfig context, and `default` if the context names none.',
      es: 'Namespace en el que trabaja el comando. Si está vacío, Helm toma el del contexto del kubeconfig, y `default` si el contexto no indica ninguno.',
    },
    'n',
  ),
  klog('one-output', 'bool', 'false'),
  visible('qps', 'float32', '0', 'HELM_QPS', {
    en: "Sustained rate of requests per second to the API server. `0` keeps the Kubernetes client's own default.",
    es: 'Ritmo sostenido de peticiones por segundo al servidor de API. `0` mantiene el valor propio del cliente de Kubernetes.',
  }),
  visible('registry-config', 'string', '~/.config/helm/registry/config.json', 'HELM_REGISTRY_CONFIG', {
    en: 'File where `helm registry login` stores credentials for OCI registries. The default shown is the Linux one; it follows `HELM_CONFIG_HOME` or `XDG_CONFIG_HOME` when set.',
    es: 'Archivo donde `helm registry login` guarda las credenciales de los registros OCI. El valor mostrado es el de Linux; sigue a `HELM_CONFIG_HOME` o `XDG_CONFIG_HOME` si están definidas.',
  }),
  visible('repository-cache', 'string', '~/.cache/helm/repository', 'HELM_REPOSITORY_CACHE', {
    en: 'Folder holding the downloaded repository indexes and charts. The default shown is the Linux one; it follows `HELM_CACHE_HOME` or `XDG_CACHE_HOME` when set.',
    es: 'Carpeta con los índices de repositorio y los charts descargados. El valor mostrado es el de Linux; sigue a `HELM_CACHE_HOME` o `XDG_CACHE_HOME` si están definidas.',
  }),
  visible('repository-config', 'string', '~/.config/helm/repositories.yaml', 'HELM_REPOSITORY_CONFIG', {
    en: 'File listing the repositories added with `helm repo add`. The default shown is the Linux one; it follows `HELM_CONFIG_HOME` or `XDG_CONFIG_HOME` when set.',
    es: 'Archivo con los repositorios añadidos mediante `helm repo add`. El valor mostrado es el de Linux; sigue a `HELM_CONFIG_HOME` o `XDG_CONFIG_HOME` si están definidas.',
  }),
  klog('skip-headers', 'bool', 'false'),
  klog('skip-log-headers', 'bool', 'false'),
  klog('stderrthreshold', 'severity', '2'),
  klog('v', 'Level', '0', 'v'),
  klog('vmodule', 'moduleSpec', ''),
];
