/**
 * DocSearch's modal shows hits grouped by sidebar category (`hierarchy.lvl0`): each category once,
 * in the order it first appears, with all its hits (at most `MODAL_GROUP_SIZE`) below it. A page
 * the engine ranks second would then come after every hit of the first page's category. To show
 * the embedded engine's order, each run of hits of one category becomes a group of its own: a
 * category that comes back later gets a new group, with the same title. DocSearch tells groups
 * apart by the highlighted category with its marks removed, so a later run's key ends in zero-width
 * spaces, which no one sees. The Algolia path shows Algolia's answer as DocSearch groups it.
 */

/** DocSearch 3.9's `maxResultsPerGroup` when none is given: a longer run is split. */
export const MODAL_GROUP_SIZE = 5;

const ZERO_WIDTH_SPACE = '\u200b';

type ModalHit = {hierarchy?: {lvl0?: string | null}; _highlightResult?: {hierarchy?: {lvl0?: {value?: string}}}};

/** The hits of one answer, their groups keyed so that the modal keeps their order. */
export function inEngineOrder<H extends ModalHit>(hits: H[]): H[] {
  const runs = new Map<string, number>();
  let previous: string | undefined;
  let length = 0;
  let key = '';
  return hits.map((hit) => {
    const category = hit.hierarchy?.lvl0 ?? '';
    if (category !== previous || length === MODAL_GROUP_SIZE) {
      const seen = runs.get(category) ?? 0;
      runs.set(category, seen + 1);
      key = ZERO_WIDTH_SPACE.repeat(seen);
      previous = category;
      length = 0;
    }
    length++;
    const lvl0 = hit._highlightResult?.hierarchy?.lvl0;
    if (!key || !lvl0?.value) return hit;
    return {
      ...hit,
      _highlightResult: {
        ...hit._highlightResult,
        hierarchy: {...hit._highlightResult!.hierarchy, lvl0: {...lvl0, value: lvl0.value + key}},
      },
    };
  });
}
