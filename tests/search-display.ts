/**
 * The order in which DocSearch 3.9's modal shows an answer's hits (its `getSources`): grouped by
 * the category's highlighted text without marks, at most 5 hits a group, the groups in the order
 * they first appear; then within a group by page title, in the same way. The relevance test and
 * the search benchmark measure the embedded engine in this order, after the modal's own keying
 * (src/search/display.ts); search-embedded.spec.ts checks the real modal against it.
 */
import {inEngineOrder} from '../src/search/display';
import type {Hit} from '../src/search/engine';

const GROUP = 5;

function groupBy(items: Hit[], key: (h: Hit) => string): Hit[][] {
  const groups: Record<string, Hit[]> = {};
  for (const h of items) {
    const k = key(h);
    groups[k] ??= [];
    if (groups[k].length < GROUP) groups[k].push(h);
  }
  return Object.values(groups);
}

const category = (h: Hit) => String(h._highlightResult.hierarchy?.lvl0?.value ?? h.hierarchy?.lvl0).replace(/<\/?mark>/g, '');

/** The embedded engine's hits as the modal lists them. */
export function modalOrder(hits: Hit[]): Hit[] {
  return groupBy(inEngineOrder(hits), category).flatMap((group) => groupBy(group, (h) => String(h.hierarchy?.lvl1)).flat());
}
