/**
 * The charts of a guide page's runnable blocks, as the examples harness assembles them
 * (scripts/gen-tryit.ts writes src/data/tryit/<locale>/<page>.json). Each page's file is a chunk
 * of its own, fetched when the reader first presses "Try it" on that page.
 */
import type {ChartFiles} from '../../template-engine/api';

export type TryItBlock = {
  /** The chart's files, by path from the chart root. */
  files: ChartFiles;
  /** The file the block is, selected when the editor opens. */
  file?: string;
  /** Values files given with -f (a values block the page passes so). */
  values?: string[];
  set?: string[];
  releaseName?: string;
  showOnly?: string[];
  /** The output (or, for a wrong example, the error) the page shows for the block. */
  expected?: string;
  /** The block is a wrong example: `expected` is the message Helm must reject it with. */
  fails?: boolean;
  /** The block is part of a template, put alone in a file: its shown output lacks the `# Source` header. */
  fragment?: boolean;
};

export type TryItPage = {blocks: Record<string, TryItBlock>};

/**
 * A page's file as written: each distinct file text once (`texts`), and each block's files as
 * indexes into it. The blocks of a page share most of their chart: the page's chunk holds a few
 * charts' worth of text, not one chart a block.
 */
export type PackedPage = {texts: string[]; blocks: Record<string, Omit<TryItBlock, 'files'> & {files: Record<string, number>}>};

export function unpackPage(page: PackedPage): TryItPage {
  const blocks: TryItPage['blocks'] = {};
  for (const [index, block] of Object.entries(page.blocks))
    blocks[index] = {...block, files: Object.fromEntries(Object.entries(block.files).map(([path, i]) => [path, page.texts[i]]))};
  return {blocks};
}

/** `chart_template_guide/values_files` → its file's name; only guide pages have charts. */
export const dataName = (page: string) => page.replace(/^chart_template_guide\//, '');

export function loadPageCharts(locale: string, page: string): Promise<TryItPage> {
  // One chunk per page and locale (a context import over src/data/tryit).
  return import(`@site/src/data/tryit/${locale}/${dataName(page)}.json`).then((m: {default: PackedPage}) => unpackPage(m.default));
}
