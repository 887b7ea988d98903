/**
 * DocSearch keeps recent and favourite searches in localStorage and parses them without a guard:
 * an item that is not JSON, or not a list of stored hits, throws when the modal opens, on every
 * page, until storage is cleared. Read them first, and remove what DocSearch could not read.
 */
export const storedSearchKeys = (indexName: string): string[] =>
  ['__DOCSEARCH_RECENT_SEARCHES__', '__DOCSEARCH_FAVORITE_SEARCHES__'].map((prefix) => prefix + indexName);

const isStoredHit = (hit: unknown): boolean => {
  if (!hit || typeof hit !== 'object') return false;
  const {objectID, url, hierarchy} = hit as Record<string, unknown>;
  return typeof objectID === 'string' && typeof url === 'string' && !!hierarchy && typeof hierarchy === 'object';
};

/** True when DocSearch can read this stored value: absent, or a JSON list of stored hits. */
export function isReadableStoredSearches(value: string | null): boolean {
  if (value === null) return true;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every(isStoredHit);
  } catch {
    return false;
  }
}

export function clearUnreadableStoredSearches(indexName: string): void {
  for (const key of storedSearchKeys(indexName)) {
    try {
      if (!isReadableStoredSearches(window.localStorage.getItem(key))) window.localStorage.removeItem(key);
    } catch {
      // Storage that throws (disabled, or a sandboxed frame): DocSearch's own calls fail the same way and it copes.
    }
  }
}
