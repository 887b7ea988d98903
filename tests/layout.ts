/**
 * What a reader would call a broken layout, measured in the page. `layoutProblems` runs inside
 * the browser (Playwright serialises it), so it uses nothing from outside its own body.
 */

/**
 * The widths every page must fit: the smallest phone (and a 1280 px screen at 400 % zoom), a
 * phone, a tablet upright, a tablet on its side (just above the desktop breakpoint), a laptop.
 */
export const LAYOUT_WIDTHS = [320, 360, 768, 1024, 1280] as const;

export type LayoutProblem = {problem: string; element: string};

/**
 * `tokenPattern`: the source of a regular expression for inline code that must never break
 * across lines (a flag or a command, src/code/tokens.ts); passed in, as this runs in the page.
 */
export function layoutProblems(tokenPattern?: string): LayoutProblem[] {
  // Sub-pixel rounding is not a layout bug.
  const slack = 1;
  const root = document.documentElement;
  const viewport = root.clientWidth;
  const problems: LayoutProblem[] = [];

  const describe = (el: Element): string => {
    const classes = Array.from(el.classList)
      .filter((c) => !/_[a-zA-Z0-9-]{4,}$/.test(c))
      .slice(0, 2);
    const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes.map((c) => `.${c}`).join('')}`;
    let heading: Element | null = el;
    while (heading && !/^H[1-6]$/.test(heading.tagName)) heading = heading.previousElementSibling ?? heading.parentElement;
    const under = heading?.id ? ` under #${heading.id}` : '';
    const text = ((el as HTMLElement).innerText || el.getAttribute('src') || '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return `${name}${under}${text ? ` "${text}"` : ''}`;
  };
  const boxOf = (el: Element) => el.getBoundingClientRect();
  const shown = (el: Element) => {
    const r = boxOf(el);
    return r.width > 0 && r.height > 0;
  };
  const scrolls = (el: Element) => /^(auto|scroll)$/.test(getComputedStyle(el).overflowX);

  /** The part of an element's box that its ancestors let the reader see, and what clips it. */
  function visibleSpan(el: Element): {left: number; right: number; clippedBy: Element[]} {
    const r = boxOf(el);
    let left = r.left;
    let right = r.right;
    const clippedBy: Element[] = [];
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (getComputedStyle(a).overflowX === 'visible') continue;
      const ar = boxOf(a);
      if (left < ar.left - slack || right > ar.right + slack) clippedBy.push(a);
      left = Math.max(left, ar.left);
      right = Math.min(right, ar.right);
    }
    return {left, right, clippedBy};
  }

  // 1. The document itself never scrolls sideways. Name the outermost elements that stick out.
  const overflow = Math.max(root.scrollWidth, document.body.scrollWidth) - viewport;
  if (overflow > slack) {
    const outermost = Array.from(document.body.querySelectorAll('*')).filter((el) => {
      // Fixed boxes (the skip link waiting off screen, the closed mobile menu) never scroll the page.
      if (!shown(el) || getComputedStyle(el).position === 'fixed' || visibleSpan(el).right <= viewport + slack) return false;
      const parent = el.parentElement;
      return !parent || parent === document.body || visibleSpan(parent).right <= viewport + slack;
    });
    problems.push({
      problem: `the document scrolls sideways by ${Math.round(overflow)} px`,
      element: outermost.slice(0, 3).map(describe).join('; ') || '(no element found)',
    });
  }

  // The columns beside the article: docs sidebar, blog sidebar, table of contents.
  const sides = Array.from(document.querySelectorAll('aside, .table-of-contents'))
    .filter((el) => !el.closest('article') && shown(el))
    .map((el) => ({el, box: boxOf(el.closest('[class*="col"]') ?? el)}))
    .filter(({box}) => box.height > 0);

  // 2. Tables, code and media stay in the article column; what is wider scrolls in its own box.
  for (const el of Array.from(document.querySelectorAll('main :is(table, pre, img, svg, iframe, video)'))) {
    // Whatever sits inside a table, code block or drawing is judged with its container.
    if (!shown(el) || el.parentElement?.closest('pre, table, svg')) continue;
    const column = el.closest('article') ?? el.closest('main')!;
    const col = boxOf(column);
    const span = visibleSpan(el);
    if (span.right <= span.left) continue; // scrolled out of its box: the reader scrolls to it
    if (span.left < col.left - slack || span.right > col.right + slack) {
      problems.push({
        problem: `sticks out of the ${column.tagName.toLowerCase()} column by ${Math.round(Math.max(col.left - span.left, span.right - col.right))} px`,
        element: describe(el),
      });
    }
    for (const side of sides) {
      if (span.left < side.box.right - slack && span.right > side.box.left + slack && !side.el.contains(el)) {
        problems.push({problem: `runs under the ${side.el.tagName === 'ASIDE' ? 'sidebar' : 'table of contents'}`, element: describe(el)});
      }
    }
    const cut = span.clippedBy.filter((a) => !scrolls(a) && column.contains(a));
    if (cut.length)
      problems.push({problem: `is cut off by ${describe(cut[0]).split(' ')[0]}, which does not scroll`, element: describe(el)});
    if (el.scrollWidth > el.clientWidth + slack && !scrolls(el) && !span.clippedBy.some(scrolls) && /^(TABLE|PRE)$/.test(el.tagName)) {
      problems.push({problem: `is ${el.scrollWidth - el.clientWidth} px wider than its box, which does not scroll`, element: describe(el)});
    }
  }

  // 3. Prose wraps: a long word, URL or inline code never runs out of its block.
  for (const el of Array.from(document.querySelectorAll('article :is(p, li, dt, dd, h1, h2, h3, h4, h5, h6, blockquote)'))) {
    if (el.closest('pre, table') || !shown(el)) continue;
    if (el.scrollWidth > el.clientWidth + slack && getComputedStyle(el).overflowX === 'visible') {
      problems.push({problem: `text runs ${el.scrollWidth - el.clientWidth} px out of its block`, element: describe(el)});
    }
  }
  // 4. A flag or a command in inline code is on one line: "--set" never reads "-" / "-set".
  if (tokenPattern) {
    const token = new RegExp(tokenPattern);
    for (const el of Array.from(document.querySelectorAll('article code, .table-of-contents code, .flag-list code'))) {
      if (el.closest('pre') || !shown(el) || !token.test(el.textContent ?? '')) continue;
      const lines = new Set(Array.from(el.getClientRects(), (r) => Math.round(r.top)));
      if (lines.size > 1) problems.push({problem: `breaks over ${lines.size} lines`, element: describe(el)});
    }
  }
  return problems;
}
