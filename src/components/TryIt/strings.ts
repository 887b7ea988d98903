// The editor's own interface strings in Spanish, loaded with the editor's chunk rather than from
// i18n/es/code.json: Docusaurus ships every code.json message on every page of a locale, and these
// are read only once a reader presses "Try it" or opens the playground (issue 46: no page's startup
// scripts grow). The strings the page draws before that (the button, the loading line, the
// playground's frame) stay in code.json. tests/unit/tryit-strings.test.ts holds the two in step.

/** Spanish for each id the editor passes to lazyTranslate, written for the Spanish site. */
export const SPANISH: Record<string, string> = {
  'tryIt.close': 'Cerrar el editor',
  'tryIt.file.add': 'Añadir archivo',
  'tryIt.file.badPath': 'Indica una ruta dentro del chart, como templates/service.yaml.',
  'tryIt.file.exists': 'El chart ya tiene ese archivo.',
  'tryIt.file.label': 'Contenido de {path}',
  'tryIt.file.new': 'Archivo nuevo',
  'tryIt.file.none': 'El chart no tiene archivos. Añade uno.',
  'tryIt.file.remove': 'Quitar {path}',
  'tryIt.files': 'Archivos del chart',
  'tryIt.heading': 'Prueba este ejemplo',
  'tryIt.noChart': 'No se ha podido cargar el chart de este ejemplo. Recarga la página para volver a intentarlo.',
  'tryIt.output': 'Salida de helm template',
  'tryIt.playground.heading': 'Tu chart',
  'tryIt.progress': 'Descarga del motor de plantillas',
  'tryIt.release': 'Nombre del release',
  'tryIt.set': '--set (uno por línea)',
  'tryIt.share.button': 'Copiar el enlace a este chart',
  'tryIt.share.copied': 'Enlace copiado.',
  'tryIt.share.link': 'Enlace a este chart',
  'tryIt.share.notBase64': 'El enlace está dañado: su chart no tiene la forma que escribe esta zona de pruebas.',
  'tryIt.share.notChart': 'El enlace no contiene un chart que esta zona de pruebas pueda leer.',
  'tryIt.share.notCopied': 'El enlace está en el campo de abajo; cópialo desde ahí.',
  'tryIt.share.notDeflate': 'El enlace está dañado: su chart no se puede descomprimir.',
  'tryIt.share.starter': 'En su lugar se abre el chart inicial.',
  'tryIt.share.tooLarge': 'El enlace se descomprime en más de 2 MB, más de lo que admite esta zona de pruebas.',
  'tryIt.share.tooLong': 'El enlace es demasiado largo para ser un chart de esta zona de pruebas.',
  'tryIt.showOnly': 'Mostrar solo {files}',
  'tryIt.status.broken': 'No se ha podido cargar el motor de plantillas. Comprueba tu conexión y recarga la página.',
  'tryIt.status.done': 'Renderizado.',
  'tryIt.status.error': 'Helm ha informado de un error; su mensaje está debajo.',
  'tryIt.status.loading': 'Cargando el motor de plantillas…',
  'tryIt.status.loadingPercent': 'Cargando el motor de plantillas: {percent} %',
  'tryIt.status.rendering': 'Renderizando…',
  'tryIt.values': 'Archivo de valores adicional (-f)',
};

type Message = {id: string; message: string; description?: string};

/** The page's language, as Docusaurus writes it on <html> (the editor renders in the browser only). */
const pageLocale = () => (typeof document === 'undefined' ? 'en' : document.documentElement.lang.split('-')[0]);

/**
 * `translate` of @docusaurus/Translate for the editor's chunk: the message in the page's language,
 * each `{name}` replaced by its value.
 */
export function lazyTranslate({id, message}: Message, values: Record<string, string | number> = {}): string {
  const text = pageLocale() === 'es' ? (SPANISH[id] ?? message) : message;
  return text.replace(/{(\w+)}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
