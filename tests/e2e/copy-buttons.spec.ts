import {expect, test} from '@playwright/test';

// A shell session block (```console) shows prompts and output, and its copy button copies only the
// commands (src/code/shell-session.ts). These tests read the clipboard after a real click, so they
// fail when the prompt or the output gets copied, or when the block itself stops showing them.

const COPY = {'': /copy code to clipboard/i, '/es': /copiar el código al portapapeles/i};

for (const prefix of ['', '/es'] as const) {
  test.describe(`${prefix || '/'}`, () => {
    test.beforeEach(async ({context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    });

    const copyFrom = async (page: import('@playwright/test').Page, path: string, firstLine: string) => {
      await page.goto(`${prefix}${path}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      const block = page.locator('article .theme-code-block', {hasText: firstLine}).first();
      await block.scrollIntoViewIfNeeded();
      await block.hover();
      await block.getByRole('button', {name: COPY[prefix]}).click();
      return {block, copied: await page.evaluate(() => navigator.clipboard.readText())};
    };

    test('a session block copies its commands without the $ prompt and without output', async ({page}) => {
      const {block, copied} = await copyFrom(page, '/docs/topics/chart_repository', '$ helm repo add acme');
      expect(copied).toBe(['helm repo add acme https://charts.acme.example', 'helm repo update', 'helm search repo acme'].join('\n'));
      // The reader still sees the session as it happened.
      const shown = await block.locator('pre code').innerText();
      expect(shown).toContain('$ helm repo update\nHang tight while we grab the latest from your chart repositories...');
      expect(shown).toContain('acme/storefront 0.4.0');
    });

    test('a one-command session copies that command, quotes and pipes intact', async ({page}) => {
      const {copied} = await copyFrom(page, '/docs/topics/registries', '$ echo "$REGISTRY_TOKEN"');
      expect(copied).toBe('echo "$REGISTRY_TOKEN" | helm registry login registry.acme.example --username ana --password-stdin');
    });

    test('a commands-only bash block copies as written', async ({page}) => {
      const {copied} = await copyFrom(page, '/docs/intro/install', 'get_helm.sh https://raw.githubusercontent.com');
      expect(copied).toBe(
        [
          'curl -fsSL -o get_helm.sh https://raw.githubusercontent.com/helm/helm/main/scripts/get-helm-3',
          'chmod 700 get_helm.sh',
          './get_helm.sh --version v3.19.0',
        ].join('\n'),
      );
    });
  });
}

// The row of buttons is styled by CSS modules that the ejected block imports by path
// (src/theme/CodeBlock/Content/String.tsx). Docusaurus 3.8 moved those styles: an eject that only
// follows the new import paths still builds and its buttons still copy, but they sit in the flow
// under the code, always shown. This test fails then.
test('the buttons sit in the top right corner of the code, shown on hover', async ({page}) => {
  await page.goto('/docs/intro/install');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const block = page.locator('article .theme-code-block').first();
  await block.scrollIntoViewIfNeeded();
  const button = block.getByRole('button', {name: COPY['']});
  const opacity = () => button.evaluate((b) => Number(getComputedStyle(b).opacity));
  await page.mouse.move(0, 0);
  await expect.poll(opacity).toBe(0);
  await block.hover();
  await expect.poll(opacity).toBeGreaterThan(0);
  const code = (await block.locator('pre').boundingBox())!;
  const box = (await button.boundingBox())!;
  // Half the code's padding (8 px) from its top and right edges: over the code, not below it.
  expect(box.y - code.y).toBeGreaterThanOrEqual(0);
  expect(box.y - code.y).toBeLessThan(16);
  expect(code.x + code.width - (box.x + box.width)).toBeGreaterThanOrEqual(0);
  expect(code.x + code.width - (box.x + box.width)).toBeLessThan(16);
});
