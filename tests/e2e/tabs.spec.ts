import {expect, test, type Page} from '@playwright/test';

// The install page, the cheat sheet and the helm completion page offer platform, package-manager
// and shell choices as synced tabs (groupId + queryString). These tests fail when a choice is not remembered from one page to
// the next, when a link's query string does not preselect a tab, or when Spanish differs.

const INSTALL = '/docs/intro/install';
const CHEAT_SHEET = '/docs/intro/CheatSheet';
const COMPLETION = '/docs/commands/helm_completion';

const hydrated = (page: Page) => page.locator('html[data-has-hydrated="true"]').waitFor();
const tab = (page: Page, name: string) => page.getByRole('tab', {name, exact: true});

/** Every tab of that name on the page is the selected one of its group. */
async function expectSelected(page: Page, name: string) {
  const tabs = tab(page, name);
  expect(await tabs.count()).toBeGreaterThan(0);
  for (const one of await tabs.all()) await expect(one).toHaveAttribute('aria-selected', 'true');
}

for (const prefix of ['', '/es'] as const) {
  test.describe(prefix || '/', () => {
    test('a platform picked on the install page is selected on every group and on the cheat sheet', async ({page}) => {
      await page.goto(`${prefix}${INSTALL}`);
      await hydrated(page);
      await expectSelected(page, 'Linux');
      await tab(page, 'macOS').first().click();
      await expectSelected(page, 'macOS');
      await expect(page).toHaveURL(/[?&]os=macos/);
      await expect(page.getByText('shasum -a 256 --check helm-v3.19.0-darwin-arm64.tar.gz.sha256sum')).toBeVisible();
      await expect(page.getByText('sha256sum --check helm-v3.19.0-linux-amd64.tar.gz.sha256sum')).toBeHidden();

      // A client-side navigation, as a reader follows the link in "Next steps".
      await page.locator(`article a[href="${prefix}${CHEAT_SHEET}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}${CHEAT_SHEET}$`));
      await expect(page.locator('h1')).toHaveText(prefix ? 'Referencia rápida' : 'Cheat Sheet');
      await expectSelected(page, 'macOS');
      await expect(page.getByText('brew install helm')).toBeVisible();

      // And after a full load of another page.
      await page.goto(`${prefix}${INSTALL}#package-managers`);
      await hydrated(page);
      await expectSelected(page, 'macOS');
    });

    test('a shell picked on the cheat sheet is selected on the install page', async ({page}) => {
      await page.goto(`${prefix}${CHEAT_SHEET}`);
      await hydrated(page);
      await tab(page, 'fish').click();
      await expect(page.getByText('helm completion fish | source')).toBeVisible();
      await page.goto(`${prefix}${INSTALL}`);
      await hydrated(page);
      await expectSelected(page, 'fish');
      await expect(page.getByText('helm completion fish > ~/.config/fish/completions/helm.fish')).toBeVisible();
    });

    test('a shell picked on the install page is selected on the helm completion page, and back', async ({page}) => {
      await page.goto(`${prefix}${INSTALL}`);
      await hydrated(page);
      await tab(page, 'Zsh').click();
      await expect(page).toHaveURL(/[?&]shell=zsh/);

      await page.goto(`${prefix}${COMPLETION}`);
      await hydrated(page);
      await expect(page.locator('h1')).toHaveText('helm completion');
      await expectSelected(page, 'Zsh');
      await expect(page.getByText('helm completion zsh > ~/.zsh/completions/_helm')).toBeVisible();
      await expect(page.getByText('source <(helm completion bash)')).toBeHidden();

      await tab(page, 'PowerShell').click();
      await expect(page.getByText('helm completion powershell | Out-String | Invoke-Expression', {exact: true})).toBeVisible();
      // A client-side navigation, through the page's background reading.
      await page.locator(`article a[href="${prefix}${INSTALL}"]`).last().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}${INSTALL}$`));
      await expectSelected(page, 'PowerShell');
    });

    test('a link with ?shell= preselects that shell on the helm completion page, over a choice made before', async ({page}) => {
      await page.goto(`${prefix}${INSTALL}?shell=zsh`);
      await hydrated(page);
      await expectSelected(page, 'Zsh');
      await page.goto(`${prefix}${COMPLETION}?shell=fish`);
      await hydrated(page);
      await expectSelected(page, 'fish');
      await expect(page.getByText('helm completion fish | source')).toBeVisible();
      await expect(page.getByText('source <(helm completion zsh)')).toBeHidden();
    });

    test('a link with ?os= and ?package-manager= preselects the tabs, over a choice made before', async ({page}) => {
      await page.goto(`${prefix}${CHEAT_SHEET}`);
      await hydrated(page);
      await tab(page, 'macOS').click();
      // Picking a tab puts it in the address, so the reader can share the link as they see it.
      await expect(page).toHaveURL(/[?&]os=macos/);

      await page.goto(`${prefix}${INSTALL}?os=windows&package-manager=scoop`);
      await hydrated(page);
      await expectSelected(page, 'Windows');
      await expectSelected(page, 'Scoop');
      await expect(page.getByText('scoop install helm')).toBeVisible();
    });

    test('a nested package-manager choice shows under its platform', async ({page}) => {
      await page.goto(`${prefix}${INSTALL}?os=linux&package-manager=dnf`);
      await hydrated(page);
      await expectSelected(page, 'dnf (Fedora)');
      await expect(page.getByText('sudo dnf install helm')).toBeVisible();
    });
  });
}

test('tab labels that are words are in Spanish on /es/', async ({page}) => {
  await page.goto(`/es${INSTALL}?os=linux`);
  await hydrated(page);
  await expect(tab(page, 'Apt (Debian y Ubuntu)')).toBeVisible();
  await expect(tab(page, 'Apt (Debian and Ubuntu)')).toHaveCount(0);
  await page.goto(`${INSTALL}?os=linux`);
  await expect(tab(page, 'Apt (Debian and Ubuntu)')).toBeVisible();
});

test('a wide block shown by picking a tab offers word wrap on a phone', async ({page}) => {
  await page.setViewportSize({width: 360, height: 740});
  await page.goto(INSTALL);
  await hydrated(page);
  await tab(page, 'macOS').first().click();
  const block = page.locator('article .theme-code-block', {hasText: 'helm-v3.19.0-darwin-arm64.tar.gz.sha256sum'});
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByRole('button', {name: 'Toggle word wrap'})).toHaveCount(1);
});

// Tabs switch to the linked or stored choice while the page hydrates, after the browser has
// scrolled to the anchor; the panels above change height and would push the anchor out of view.
for (const url of [`${INSTALL}?os=windows#shell-completion`, `/es${INSTALL}?os=macos&package-manager=homebrew#shell-completion`]) {
  test(`a link to an anchor below tabs lands on it: ${url}`, async ({page}) => {
    await page.goto(url);
    await hydrated(page);
    await expectSelected(page, url.includes('windows') ? 'Windows' : 'macOS');
    const heading = page.locator('#shell-completion');
    await expect.poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeGreaterThanOrEqual(0);
    await expect.poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeLessThan(150);
  });
}

// A fragment that is not valid percent-encoding reaches the anchor code of the Tabs wrapper.
for (const url of [INSTALL, CHEAT_SHEET, COMPLETION, `/es${INSTALL}`, `/es${COMPLETION}`]) {
  for (const hash of ['#%', '#%E0%A4%A', '#install%zz']) {
    test(`a malformed fragment (${hash}) leaves ${url} working: no crash, tabs still switch`, async ({page}) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${url}${hash}`);
      await hydrated(page);
      await expect(page.getByText('This page crashed.')).toHaveCount(0);
      await expect(page.getByText('Esta página ha fallado.')).toHaveCount(0);
      await expect(page.getByRole('tab').first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
}
