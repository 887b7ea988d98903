/**
 * Words readers type for what the docs call by another name, searched beside the word typed (at
 * SYNONYM_WEIGHT in src/search/engine.ts). Data, not code: each group is a set of words (folded:
 * lower case, no accents) that stand for one another, both ways, with why it is here. Kept small:
 * a group earns its place when readers use the word and the docs, in either language, do not.
 */
export const SYNONYM_GROUPS: readonly {words: readonly string[]; why: string}[] = [
  {
    words: ['range', 'loop', 'iterate', 'foreach', 'bucle', 'recorrer', 'iterar'],
    why: 'Go templates loop with `range`; readers say loop or iterate',
  },
  {words: ['list', 'array', 'lista', 'arreglo'], why: 'YAML sequences are lists in the docs, arrays in most languages'},
  {
    words: ['default', 'predeterminado', 'defecto'],
    why: 'the `default` function and default values; "por defecto", "predeterminado" in Spanish',
  },
  {
    words: ['uninstall', 'delete', 'remove', 'desinstalar', 'eliminar', 'borrar'],
    why: '`helm delete` is an alias of `helm uninstall`; remove and borrar are what readers type',
  },
  {
    words: ['sdk', 'library', 'programmatically', 'programatically', 'libreria'],
    why: 'using Helm from Go code: readers say library, the docs say SDK',
  },
];

/** For each word, the other words of its groups. */
export const SYNONYMS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const {words} of SYNONYM_GROUPS) {
    for (const w of words) map.set(w, [...new Set([...(map.get(w) ?? []), ...words.filter((o) => o !== w)])]);
  }
  return map;
})();
