/**
 * HTML_CodeSniffer, the second accessibility engine beside axe, run as pa11y runs it: its build
 * (@pa11y/html_codesniffer, the package pa11y 10 depends on) is put into the page under test and
 * asked for the WCAG2AA standard over the whole document. pa11y itself drives Puppeteer and its
 * own download of Chrome, which cannot run here; its engine runs the same in Playwright's
 * Chromium. Only errors count, as with pa11y's default level: warnings and notices ask a person to
 * look, they do not say that something is wrong.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {ROOT} from './contract';

const SOURCE = readFileSync(join(ROOT, 'node_modules/@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');

/**
 * Errors HTML_CodeSniffer reports where WCAG is met: a code on the elements a selector names, each
 * with the reason. The same code elsewhere still fails.
 */
export const FALSE_POSITIVES: {code: string; element: string; why: string}[] = [
  {
    code: 'WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Fail',
    element: 'svg style',
    why: "the text of a style element in an SVG (the Algolia logo in the search modal's footer) is CSS, never drawn; HTML_CodeSniffer measures it as text in the logo's colour",
  },
  {
    code: 'WCAG2AA.Principle3.Guideline3_2.3_2_2.H32.2',
    element: 'form.DocSearch-Form',
    why: "DocSearch's search box (its markup, not ours): hits follow what is typed and Enter opens the selected one, so nothing waits on a submit button and no input changes the context (WCAG 3.2.2 holds); H32.2 asks every form for a submit button",
  },
];

/** One error: its code, its message and where (the element's start tag). */
export type Finding = {code: string; message: string; element: string};

/** The errors HTML_CodeSniffer finds in the page as it stands, WCAG2AA, known false positives left out. */
export async function htmlcsErrors(page: Page): Promise<Finding[]> {
  // Evaluated through the DevTools protocol: the site's Content-Security-Policy has no say in it.
  await page.evaluate(SOURCE);
  return page.evaluate(
    (falsePositives) =>
      new Promise<Finding[]>((resolve, reject) => {
        const htmlcs = (window as unknown as {HTMLCS: HtmlCodeSniffer}).HTMLCS;
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === 1)
                .filter(
                  ({code, element}) =>
                    !falsePositives.some((known) => known.code === code && element instanceof Element && element.matches(known.element)),
                )
                .map((message) => ({
                  code: message.code,
                  message: message.msg,
                  element:
                    message.element instanceof Element
                      ? message.element.outerHTML.slice(0, message.element.outerHTML.indexOf('>') + 1).slice(0, 200)
                      : String(message.element?.nodeName),
                })),
            ),
          () => reject(new Error('HTML_CodeSniffer failed')),
          'en',
        );
      }),
    FALSE_POSITIVES,
  );
}

/** The part of HTML_CodeSniffer's global that this file calls. */
type HtmlCodeSniffer = {
  process(standard: string, content: Document, done: () => void, failed: () => void, language: string): void;
  getMessages(): {type: 1 | 2 | 3; code: string; msg: string; element: Node | null}[];
};

/** A finding as one line of a test's failure message. */
export const describeFinding = ({code, message, element}: Finding) => `${code}: ${message} at ${element}`;
