import {describe, expect, it} from 'vitest';
import {exampleTemplates} from '../../scripts/lib/examples/helm';
import {PART, partOutput} from '../../src/template-engine/guide-charts';

describe('the guide charts of Try it', () => {
  it('names a part of a template as the examples harness renders it', () => {
    expect(exampleTemplates([{id: PART, template: 'x'}], false)['templates/out.yaml']).toContain(`${PART}: {{ include "${PART}" $`);
  });

  it("decodes a part's text from Helm's output, UTF-8 included", () => {
    const text = 'name: café\n  - ü';
    const output = `---\n# Source: bookshelf/templates/out.yaml\n${PART}: "${Buffer.from(text).toString('base64')}"\n`;
    expect(partOutput(output)).toBe(text);
  });

  it('finds no part in an output without one', () => {
    expect(partOutput('---\n# Source: bookshelf/templates/cm.yaml\nkind: ConfigMap\n')).toBeUndefined();
  });
});
