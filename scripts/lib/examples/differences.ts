/**
 * Where the binary we can install (Helm 3.18.0) and the version the docs describe (3.19.0) behave
 * differently in a way an example shows. Each entry names the line of the v3.19.0 source that makes
 * the difference and the v3.19.0 test fixture the harness checks the example against instead.
 */
import {parse} from 'yaml';

export type Difference = {id: string; what: string; source: string; fixture: string};

export const VALUES_NUMBERS: Difference = {
  id: 'values-numbers',
  what: 'numbers in values files: 3.18.0 reads them as json.Number, 3.19.0 as float64',
  source:
    'pkg/chartutil/values.go:108 and pkg/chart/loader/load.go:107 at v3.19.0 call yaml.Unmarshal without the UseNumber decoder of 3.18.0',
  fixture:
    'pkg/chartutil/dependencies_test.go:232 at v3.19.0 expects float64 for a number read from values; the harness renders these examples with the numbers given through --set-json, which 3.18.0 also reads as float64',
};

export const JSON_SCHEMA: Difference = {
  id: 'json-schema',
  what: 'values.schema.json errors: 3.18.0 uses xeipuuv/gojsonschema, 3.19.0 santhosh-tekuri/jsonschema/v6 with errors such as "- at \'/age\': minimum: got -5, want 0"',
  source: 'go.mod:32 at v3.19.0 requires github.com/santhosh-tekuri/jsonschema/v6 v6.0.2 (3.18.0: github.com/xeipuuv/gojsonschema v1.2.0)',
  fixture:
    "pkg/chartutil/jsonschema_test.go:86-87 at v3.19.0 expects \"- at '': missing property 'employmentInfo'\" and \"- at '/age': minimum: got -5, want 0\"; the harness checks that a shown schema error has that form, and that 3.18.0 still rejects the same values",
};

export const HELM_VERSION: Difference = {
  id: 'helm-version',
  what: '.Capabilities.HelmVersion and helm version: the binary prints v3.18.0, the docs show v3.19.0',
  source: 'internal/version/version.go:32 at v3.19.0 sets version = "v3.19" (the release build adds .0)',
  fixture:
    'rendered output: v3.18.0 is read as v3.19.0 and the rest compared; helm version examples must show v3.19.0 (v3.19.0+g3d8990f with --short, the commit of facts/helm-3.19-cli.json) while the binary prints the same shape for v3.18.0',
};

/** The v3.19.0 error line for a minimum violation, as the fixture above prints it. */
export const schemaMinimumError = (path: string, got: number, want: number) => `- at '${path}': minimum: got ${got}, want ${want}`;

/**
 * `--set-json` arguments that give every number of a values file as a float64, the type 3.19.0
 * reads it as. The file is read as YAML 1.1, as Helm's YAML library does (`01234` is octal).
 * Numbers inside lists are left alone.
 */
export function numbersAsFloats(values: string): string[] {
  const args: string[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === 'number') args.push('--set-json', `${path.join('.')}=${JSON.stringify(node)}`);
    else if (node && typeof node === 'object' && !Array.isArray(node)) {
      for (const [k, v] of Object.entries(node)) walk(v, [...path, k]);
    }
  };
  try {
    walk(parse(values, {version: '1.1'}), []);
  } catch {
    return [];
  }
  return args;
}
