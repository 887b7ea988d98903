import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {expect, test} from '@playwright/test';
import {LOCALES} from '../../src/site-constants';
import {localized, type Locale} from '../contract';

// The Helm 4 readiness checker on the migration guide: its code arrives only when the reader opens
// it, it reads what the reader pastes or opens without freezing the page, and the guide's change
// table stands on its own without JavaScript.

const GUIDE = '/docs/topics/v3_v4_migration';
const OPEN = {en: 'Open the readiness checker', es: 'Abrir el comprobador'};
const SAMPLE = {en: 'Try an example', es: 'Probar con un ejemplo'};
const CHECK = {en: 'Check', es: 'Comprobar'};
const FIXTURES = resolve(__dirname, '../unit/fixtures/helm4');

const hydrated = (page: import('@playwright/test').Page) => page.locator('html[data-has-hydrated="true"]').waitFor();

for (const locale of LOCALES.all as readonly Locale[]) {
  test(`the checker loads its code on opening and lists the example's findings with links to the flags (${locale})`, async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(localized(GUIDE, locale));
    await hydrated(page);
    const before = new Set(scripts);
    const checkerChunks = async () => {
      const bodies = await Promise.all([...before].map((url) => page.evaluate((u) => fetch(u).then((r) => r.text()), url)));
      return bodies.filter((b) => b.includes('helm.sh/helm/v4/pkg/chart/v2')).length;
    };
    // The checker's data (which names the v4 packages) is in none of the page's startup scripts.
    expect(await checkerChunks()).toBe(0);

    await page.getByRole('button', {name: OPEN[locale]}).click();
    await page.getByRole('button', {name: SAMPLE[locale]}).click();
    const findings = page.locator('ol li[data-kind]');
    await expect(findings).toHaveCount(6);
    expect(scripts.filter((s) => !before.has(s)).length, 'scripts fetched on opening').toBeGreaterThan(0);
    const atomic = findings.filter({hasText: '--atomic'}).first();
    await expect(atomic).toContainText('--rollback-on-failure');
    // The note's code is code, not Markdown backticks.
    await expect(findings.first().locator('p code', {hasText: '--force-update'})).toHaveCount(1);
    const link = atomic.locator('a');
    await expect(link).toHaveAttribute('href', localized('/docs/commands/helm_upgrade#flag-atomic', locale));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/commands/helm_upgrade#flag-atomic$`));
    await expect(page.locator('#flag-atomic')).toBeInViewport();
  });
}

test('the checker reads 5 MB, a binary file and Windows line endings without freezing the page', async ({page}) => {
  await page.goto(GUIDE);
  await hydrated(page);
  await page.getByRole('button', {name: OPEN.en}).click();
  const box = page.getByRole('textbox');
  // The checker's own status line (the docs footer's "Copy page" has one too).
  const status = page.getByRole('region', {name: 'Helm 4 readiness checker'}).getByRole('status');

  // 5 MB of a script: the page keeps answering (a timer still fires) while the checker reads it.
  await page.evaluate(() => {
    const w = window as unknown as {ticks: number};
    w.ticks = 0;
    setInterval(() => w.ticks++, 50);
  });
  const big = 'helm upgrade web ./web --atomic --wait\n'.repeat(135_000);
  await page.locator('input[type="file"]').setInputFiles({name: 'deploy.sh', mimeType: 'text/plain', buffer: Buffer.from(big)});
  await expect(status).toContainText('135,000 findings in 135,000 lines', {timeout: 60_000});
  expect(await page.evaluate(() => (window as unknown as {ticks: number}).ticks)).toBeGreaterThan(0);
  await expect(page.locator('ol li[data-kind]')).toHaveCount(1000);

  // A binary file is refused with a message, not read.
  const binary = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00, 0xff, 0xfe]);
  await page.locator('input[type="file"]').setInputFiles({name: 'helm', mimeType: 'application/octet-stream', buffer: binary});
  await expect(status).toContainText('binary file');

  // Windows line endings and a command continued over lines.
  await box.fill(readFileSync(resolve(FIXTURES, 'crlf.sh'), 'utf8'));
  await page.getByRole('button', {name: CHECK.en, exact: true}).click();
  await expect(status).toContainText('3 findings in 4 lines');
  await expect(page.locator('ol li[data-kind]').nth(2)).toContainText('Line 4, column 3');
});

test('without JavaScript the guide shows the change table and says the checker needs JavaScript', async ({browser, baseURL}) => {
  const context = await browser.newContext({baseURL, javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(GUIDE);
  await expect(page.locator('#change-table')).toBeVisible();
  const rows = page.locator('table a[href="/docs/commands/helm_upgrade#flag-atomic"]');
  await expect(rows).toHaveCount(1);
  // Playwright turns scripts off after the parser has chosen to read <noscript> as text, so the
  // message is checked in the markup a browser without JavaScript renders.
  expect(await page.locator('section noscript').textContent()).toContain('The checker needs JavaScript.');
  await expect(page.getByRole('button', {name: OPEN.en})).toBeDisabled();
  await context.close();
});

// The change table has a row for each changed flag and a column saying what to do. On a tablet
// and a laptop that column is on screen: the table fits the article without scrolling sideways.
for (const locale of LOCALES.all as readonly Locale[]) {
  for (const width of [1024, 1280]) {
    test(`the change table fits the article at ${width} px, its last column on screen (${locale})`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto(localized(GUIDE, locale));
      const table = page.locator('#change-table ~ table, #change-table ~ div table').first();
      await table.scrollIntoViewIfNeeded();
      const {scrollWidth, clientWidth, article, lastColumn} = await table.evaluate((t) => {
        const cell = t.querySelector('tbody tr td:last-child')!.getBoundingClientRect();
        return {
          scrollWidth: t.scrollWidth,
          clientWidth: t.clientWidth,
          article: t.closest('article')!.getBoundingClientRect().right,
          lastColumn: cell.right,
        };
      });
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
      expect(lastColumn).toBeLessThanOrEqual(article + 1);
    });
  }
}

// The browser draws its own file button in the browser's language ("Choose File" on a Spanish
// page); the checker shows its own, in the page's language, that Tab still reaches.
const FILE = {en: 'Open a file', es: 'Abrir un archivo'};
// One of each, in the singular: the newline that ends the file starts no line.
const ONE_IN_ONE = {en: '1 finding in 1 line.', es: '1 hallazgo en 1 línea.'};
for (const locale of LOCALES.all as readonly Locale[]) {
  test(`the checker's file button is in the page's language and reached by Tab (${locale})`, async ({page}) => {
    await page.goto(localized(GUIDE, locale));
    await hydrated(page);
    await page.getByRole('button', {name: OPEN[locale]}).click();
    const input = page.getByLabel(FILE[locale], {exact: true});
    await expect(input).toHaveAttribute('type', 'file');
    // The native control is not seen; the label, styled as a button, is.
    expect(await input.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await expect(page.locator('label', {has: input})).toBeVisible();
    await page.getByRole('button', {name: SAMPLE[locale]}).focus();
    await page.keyboard.press('Tab');
    await expect(input).toBeFocused();
    await input.setInputFiles({name: 'deploy.sh', mimeType: 'text/plain', buffer: Buffer.from('helm install web ./web --atomic\n')});
    await expect(page.getByText('deploy.sh', {exact: true})).toBeVisible();
    await expect(page.getByText(ONE_IN_ONE[locale], {exact: true})).toBeVisible();
  });
}
