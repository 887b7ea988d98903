// Types of deploy/match.mjs, which scripts/serve.mjs runs as plain JavaScript.
export type TableRule = {to: string; status: number};
export type MatchTable = {
  exact: Record<string, TableRule>;
  splats: {prefix: string; to: string; status: number}[];
};
export const SEGMENT: string;
export const SPLAT: string;
export const SPLAT_HTML: string;
export function isSafePath(path: string): boolean;
export function match(table: MatchTable, path: string): TableRule | undefined;
