/**
 * Files of the build that configure a host and are never served. A module of its own, so that the
 * build's finishing step (scripts/finish-locale.ts) can read it without evaluating deploy/routes.ts,
 * which reads the legacy URL facts and every docs version's routes when it loads.
 */
export const HIDDEN_FILES = ['_headers', '_redirects'];
