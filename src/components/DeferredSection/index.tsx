/**
 * A section of a long docs page whose code loads when the reader comes near it
 * (src/plugins/deferred-sections splits the page and defines one of these per section).
 *
 * - On the server, the section renders in full, inside a `<div class="deferred-section">`.
 * - While the page hydrates, the wrapper keeps the server's markup as it is: React renders it
 *   with an empty `dangerouslySetInnerHTML`, which it neither compares nor writes when hydrating,
 *   and never writes again while the value is the same object. Headings, anchors, links and text
 *   are all there, for the reader, find-in-page and the table of contents.
 * - When the section comes within a screen of the viewport, or something in it takes focus or a
 *   pointer, its code and the code highlighter load, and a new wrapper with the section rendered
 *   by React takes the old one's place in one commit: the same markup, so nothing moves. What had
 *   focus in the old one gets it back in the new one.
 * - Rendered in the browser without the server's markup (after a client-side navigation), the
 *   section is loaded already: the route registry loads the page's module with its sections once
 *   the site has hydrated (`loadWhenNavigating`). Otherwise it renders as soon as its code arrives.
 *   That is the case on Back to the page: the registry's module is the one that opened it, without
 *   the sections the reader did not come near, so the page first renders shorter than it is and the
 *   browser's scroll restoration, which runs once, stops short by up to 28,000 px. The sections
 *   keep where the reader was on each history entry of the page, and go back there once they have
 *   all rendered (`restoreScroll`).
 */
import React, {use, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode} from 'react';
import {loadHighlighter} from '../../prism/loader';
import {SECTION_CLASS} from './names';

type Loader = () => Promise<{default: ComponentType}>;

export type DeferredSection = ComponentType & {load: () => Promise<ComponentType>};

/** The wrapper's content while it holds the server's markup: one object, so React never writes it. */
const SERVER_MARKUP = {__html: ''};
/** How near the viewport a section starts loading: a screen above or below it. */
const NEAR = '100% 0px';

const subscribeToNothing = () => () => {};
/** True on the server and while hydrating (React's server snapshot), false in a browser render. */
const useFromServer = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

/** The child indexes from `root` down to `node`. */
function pathTo(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at = node; at !== root && at.parentElement; at = at.parentElement) {
    path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  }
  return path;
}

const follow = (root: Element, path: number[]): Element | undefined => path.reduce<Element | undefined>((at, i) => at?.children[i], root);

/**
 * Scroll restoration for a page with deferred sections: the window's scroll position on each
 * history entry, kept while the page is shown (a section is mounted), and put back when the page
 * is shown again on that entry (Back or Forward) once its last section has rendered.
 */
const restoreScroll = (() => {
  const scrollOf = new Map<string, number>();
  const unrendered = new Set<object>();
  let mounted = 0;
  /** Where to go once every section has rendered; while set, scrolling is not recorded. */
  let target: number | undefined;
  let cancelled = false;
  // The entry's key from the router's history state; the first entry of a visit has none.
  const entry = () => (window.history.state as {key?: string} | null)?.key ?? window.location.href;
  const record = () => {
    if (mounted > 0 && target === undefined) scrollOf.set(entry(), window.scrollY);
  };
  const cancel = () => (cancelled = true);
  const settle = () => {
    if (target === undefined || unrendered.size) return;
    const y = target;
    // After the router's own scroll to the top, which runs in the commit that shows the page.
    requestAnimationFrame(() => {
      if (!cancelled) window.scrollTo(0, y);
      target = undefined;
    });
  };
  let listening = false;
  return {
    /** A section mounts; `rendered` is false while it waits for its code. */
    mount(section: object, rendered: boolean, fromServer: boolean) {
      if (!listening) {
        listening = true;
        window.addEventListener('scroll', record, {passive: true});
        // The reader moving on their own wins over the restoration.
        for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, cancel, {passive: true});
      }
      if (mounted++ === 0 && !fromServer) {
        target = scrollOf.get(entry());
        cancelled = false;
      }
      if (!rendered) unrendered.add(section);
      settle();
    },
    rendered(section: object) {
      unrendered.delete(section);
      settle();
    },
    unmount(section: object) {
      mounted--;
      unrendered.delete(section);
      if (mounted === 0) target = undefined;
    },
  };
})();

/** A component for the section that `load` imports. */
export function deferredSection(load: Loader): DeferredSection {
  let content: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => (content = module.default),
      (error: unknown) => {
        // A failed request may succeed later: the server's markup stays until then.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function Section(): ReactNode {
    const fromServer = useFromServer();
    // Whether this wrapper holds the server's markup: decided by the first render.
    const [hydrated] = useState(fromServer);
    const [Content, setContent] = useState(() => content);
    const wrapper = useRef<HTMLDivElement>(null);
    const focusPath = useRef<number[]>(undefined);
    const [identity] = useState(() => ({}));

    // Mounted first (children's layout effects run before their parents'), then each render with content.
    useLayoutEffect(() => {
      restoreScroll.mount(identity, hydrated || !!Content, hydrated);
      return () => restoreScroll.unmount(identity);
      // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount: later renders report below
    }, [identity]);
    useLayoutEffect(() => {
      if (Content) restoreScroll.rendered(identity);
    }, [Content, identity]);

    useEffect(() => {
      const element = wrapper.current;
      if (Content || !element) return undefined;
      let done = false;
      const show = (loaded: ComponentType) => {
        if (done) return;
        const focused = document.activeElement;
        if (focused && element.contains(focused)) focusPath.current = pathTo(element, focused);
        setContent(() => loaded);
      };
      if (!hydrated) {
        loadOnce().then(show, () => undefined);
        return () => (done = true);
      }
      const start = () => {
        stop();
        Promise.all([loadOnce(), loadHighlighter()]).then(([loaded]) => show(loaded), watch);
      };
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {rootMargin: NEAR});
      function watch() {
        observer.observe(element!);
        element!.addEventListener('focusin', start);
        element!.addEventListener('pointerover', start);
      }
      function stop() {
        observer.disconnect();
        element!.removeEventListener('focusin', start);
        element!.removeEventListener('pointerover', start);
      }
      watch();
      return () => {
        done = true;
        stop();
      };
    }, [Content, hydrated]);

    useLayoutEffect(() => {
      const path = focusPath.current;
      if (!Content || !path || !wrapper.current) return;
      focusPath.current = undefined;
      (follow(wrapper.current, path) as HTMLElement | undefined)?.focus?.({preventScroll: true});
    }, [Content]);

    if (typeof window === 'undefined') {
      const Loaded = content ?? use(loadOnce());
      return (
        <div className={SECTION_CLASS}>
          <Loaded />
        </div>
      );
    }
    if (Content) {
      return (
        <div className={SECTION_CLASS} key="rendered" ref={wrapper}>
          <Content />
        </div>
      );
    }
    if (hydrated) {
      return <div className={SECTION_CLASS} key="server" ref={wrapper} dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />;
    }
    return <div className={SECTION_CLASS} key="rendered" ref={wrapper} />;
  }
  Section.load = loadOnce;
  return Section;
}

/**
 * What the route registry waits for when it loads a split page's module
 * (src/plugins/deferred-sections/registry-loader.js): nothing while that page is being opened (its
 * sections keep the server's markup), every section when the site has hydrated (a client-side
 * navigation to the page, or a hover over a link to it).
 */
export function loadWhenNavigating(sections: DeferredSection[]): Promise<unknown> | undefined {
  if (typeof document === 'undefined' || document.documentElement.dataset.hasHydrated !== 'true') return undefined;
  return Promise.all(sections.map((section) => section.load()));
}
