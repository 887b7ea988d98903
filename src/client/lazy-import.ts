/**
 * The `import()` a reader's action starts after the page has loaded (the search modal and engine,
 * the Helm 4 checker), made to survive a deploy. An open tab's scripts name the content-hashed
 * chunks of the build that served it; once a new build is live they may be gone. The import is
 * tried once more (a dropped connection), then the page reloads once onto the new build, as
 * Docusaurus does when a route's chunk fails, and the action is taken again there
 * (`resumedAfterReload`). The reload is remembered per chunk in sessionStorage for a minute: an
 * import that fails again so soon after its own reload fails for good instead of reloading, so it
 * cannot loop, and two imports that fail together (Ctrl+K with the modal's pieces) start one
 * reload, not a failure. Kept small: it is part of every page's first scripts.
 *
 * Also a client module: a link hovered in such a tab has Docusaurus preload the chunks of its
 * page, and nothing catches that promise when they are gone. Following the link reloads the page
 * onto the new build (Docusaurus's PendingNavigation), so the failed guess is no error of the page's.
 */

const GUARD_MS = 60_000;
const RESUME = 'helm-resume';
let reloading = false;

if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event) => {
    if ((event.reason as Error | undefined)?.name === 'ChunkLoadError') event.preventDefault();
  });
}

export function lazyImport<T>(key: string, load: () => Promise<T>): Promise<T> {
  return load()
    .catch(load)
    .catch((error: unknown) => {
      if (!reloading) {
        const flag = `helm-reload:${key}`;
        try {
          if (Date.now() - Number(sessionStorage.getItem(flag)) < GUARD_MS) throw error;
          sessionStorage.setItem(flag, String(Date.now()));
          sessionStorage.setItem(RESUME, key);
        } catch {
          // Reloaded for this chunk a moment ago, or no storage to guard the reload with.
          throw error;
        }
        reloading = true;
        window.location.reload();
      }
      // The page is going away: nothing is shown as failed meanwhile.
      return new Promise<T>(() => {});
    });
}

/**
 * Whether this page was reloaded by a failed `lazyImport` of a key starting with `prefix` (the
 * search modal's or engine's for `search`), whose action it should take again; answers true once.
 */
export function resumedAfterReload(prefix: string): boolean {
  try {
    if (!sessionStorage.getItem(RESUME)?.startsWith(prefix)) return false;
    sessionStorage.removeItem(RESUME);
    return true;
  } catch {
    return false;
  }
}
