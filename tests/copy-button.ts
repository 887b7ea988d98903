import {expect, type Locator, type Page} from '@playwright/test';

/**
 * Clicks a code block's copy button (its name in the page's language matches `name`) and checks
 * that the clipboard holds the block's code, without the final newline. The test's context needs
 * clipboard permissions.
 */
export async function copyButtonCopiesItsCode(page: Page, block: Locator, name: RegExp): Promise<void> {
  await block.hover();
  await block.getByRole('button', {name}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const code = await block.locator('pre code').innerText();
  expect(copied).toBe(code.replace(/\n$/, ''));
}
