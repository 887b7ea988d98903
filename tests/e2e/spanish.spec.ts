import {expect, test} from '@playwright/test';
import {contract} from '../contract';

// Interface words of the theme in English. None may show in the chrome of a Spanish page.
const ENGLISH_UI = [
  'Documentation',
  'Community',
  'Previous',
  'Next',
  'On this page',
  'Edit this page',
  'All posts',
  'Recent posts',
  'Older Entries',
  'Newer Entries',
  'Read the full post',
  'min read',
  'Skip to main content',
  'Project',
  'Development',
  'Source code',
  'Tags:',
  'Version:',
  'Search',
  'Authors',
  'Archive',
  'Page Not Found',
  'Copy',
  'Tips and tricks',
  'Developing charts',
  'This is documentation',
  'latest version',
  'Collapse sidebar',
  'Examples',
  'Overview',
];
const CHROME = [
  'nav.navbar',
  'footer',
  'aside',
  '.theme-doc-breadcrumbs',
  '.pagination-nav',
  '.theme-doc-toc-desktop',
  '.theme-doc-version-banner',
  '.theme-doc-version-badge',
  '.theme-doc-footer',
  'div[role="banner"]',
  'a[href="#__docusaurus_skipToContent_fallback"]',
  'main h1',
];

const sectionLandings = Object.keys(contract.sections).map((s) => `/es/docs/${s}/`);
const pages = [
  '/es/',
  '/es/search',
  '/es/markdown-page',
  '/es/docs/',
  '/es/docs/tags',
  '/es/docs/next',
  '/es/docs/next/example/lorem-ipsum',
  '/es/docs/2',
  '/es/docs/2/example/lorem-ipsum',
  '/es/blog',
  ...sectionLandings,
];

for (const path of pages) {
  test(`${path} shows no English interface text`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const text = (await Promise.all(CHROME.map((selector) => page.locator(selector).allInnerTexts()))).flat().join('\n');
    expect(text.length).toBeGreaterThan(0);
    const found = ENGLISH_UI.filter((word) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(text));
    expect(found).toEqual([]);
  });
}
