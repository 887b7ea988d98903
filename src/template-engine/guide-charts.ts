// The guide's examples as charts for "Try it" (written by scripts/lib/examples/tryit-charts.ts,
// described in README.md). Safe to load in a page: no Node.js here.

export type TryitChart = {
  page: string;
  locale: 'en' | 'es';
  blockIndex: number;
  files: Record<string, string>;
  values: string[];
  set: string[];
  releaseName: string;
  showOnly: string[];
  part: boolean;
  expected: {ok: true; output: string} | {ok: false; error: string};
  shown: string;
};

/** The name under which a part of a template is rendered (scripts/lib/examples/helm.ts, exampleTemplates). */
export const PART = 'ex-0';

/** The text a part of a template rendered to: the base64 of the line `ex-0: "…"` of the output. */
export function partOutput(output: string): string | undefined {
  const b64 = new RegExp(`^${PART}: "([A-Za-z0-9+/=]*)"$`, 'm').exec(output)?.[1];
  if (b64 === undefined) return undefined;
  return new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
}
