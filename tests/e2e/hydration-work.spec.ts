import {expect, test, type Page} from '@playwright/test';
import {gitHistory} from '../../scripts/lib/git-dates';
import {ROOT} from '../contract';
import {settled} from '../settled';

// Hydrating a page must not redo what the server already did. Three things once did, each a long
// task on a phone (handbook/performance.md, "Main-thread time"):
// - every code block wrote its lines again whenever it rendered again, because React 19 writes
//   `innerHTML` for every new `dangerouslySetInnerHTML` object, even with the same string;
// - theme-classic's Tabs remounted after hydrating, rebuilding every panel and its code blocks;
// - the date on a docs or blog page built the page's first Intl.DateTimeFormat, which loads the
//   locale's ICU data (15–24 ms here).

test.use({viewport: {width: 412, height: 823}});

type Added = {parent: string; element: string};

/** Records, from the first parse to the end of hydration, every element added inside the article. */
async function watchArticle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const added: Added[] = [];
    (window as unknown as {added: Added[]}).added = added;
    const describe = (node: Element) => `${node.tagName.toLowerCase()}.${Array.from(node.classList).join('.')}`;
    document.addEventListener('DOMContentLoaded', () => {
      const article = document.querySelector('article');
      if (!article) return;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.addedNodes)) {
            if (node instanceof Element) added.push({parent: describe(record.target as Element), element: describe(node)});
          }
        }
      }).observe(article, {childList: true, subtree: true});
    });
  });
}

/** Counts the Intl.DateTimeFormat objects the page builds. */
async function countDateFormats(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as {dateFormats: number};
    scope.dateFormats = 0;
    Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
      construct(target, args) {
        scope.dateFormats += 1;
        return Reflect.construct(target, args);
      },
    });
  });
}

async function load(page: Page, path: string): Promise<void> {
  await page.goto(path, {waitUntil: 'load'});
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await settled(page);
}

// The install page has tabs (three groups, with code blocks in them); the charts page has the
// most code blocks outside tabs.
for (const path of ['/docs/intro/install', '/es/docs/intro/install', '/docs/topics/charts', '/es/docs/topics/charts']) {
  test(`hydrating ${path} rebuilds none of its article`, async ({page}) => {
    await watchArticle(page);
    await load(page, path);
    const blocks = await page.locator('article pre > code').count();
    expect(blocks, 'the page has code blocks to watch').toBeGreaterThan(4);
    if (path.endsWith('install')) expect(await page.locator('article .tabs-container').count()).toBeGreaterThan(2);
    // The word-wrap button appears once a block is measured as scrolling: that one is new.
    const added = (await page.evaluate(() => (window as unknown as {added: Added[]}).added)).filter(
      ({element}) => !element.startsWith('button.clean-btn'),
    );
    expect(added).toEqual([]);
  });
}

for (const path of ['/docs/intro/install', '/es/docs/intro/install', '/blog', '/es/blog', '/blog/archive', '/es/blog/archive']) {
  test(`${path} prints its dates without building an Intl date format`, async ({page}) => {
    await countDateFormats(page);
    await load(page, path);
    if (path.includes('/archive')) {
      // "November 26 - title", "26 de noviembre - título"
      await expect(page.locator('main li a').first()).toHaveText(/^(\p{L}+ \d{1,2}|\d{1,2} de \p{L}+) - /u);
    } else if (path.includes('/blog')) {
      await expect(page.locator('article time').first()).toBeAttached();
    } else if (gitHistory(ROOT) === 'full') {
      // A shallow clone has no dates to print (handbook/page-metadata.md, "Last updated").
      await expect(page.locator('time[itemprop="dateModified"]')).toBeAttached();
    }
    expect(await page.evaluate(() => (window as unknown as {dateFormats: number}).dateFormats)).toBe(0);
  });
}
