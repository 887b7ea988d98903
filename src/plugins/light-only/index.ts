/**
 * The site has one colour mode, light (the spec: default light, switch disabled). Docusaurus's
 * start-up script still applies `?docusaurus-theme=dark` or a `theme` stored by another site on
 * this origin before the first paint, so the page painted dark (links at 1.6:1, a navy logo on
 * near-black) until its scripts ran. This inline script comes right after Docusaurus's and undoes
 * both before anything paints. It is allowed by its hash in the Content-Security-Policy, which the
 * build computes from the pages (scripts/lib/csp.ts; the minifier merges it into Docusaurus's
 * script, so the hash is of both) and checks against every page it wrote.
 */
import type {Plugin} from '@docusaurus/types';

const LIGHT_ONLY_SCRIPT = 'document.documentElement.setAttribute("data-theme","light");try{localStorage.removeItem("theme")}catch(e){}';

export default function lightOnly(): Plugin {
  return {
    name: 'helm-light-only',
    injectHtmlTags: () => ({preBodyTags: [{tagName: 'script', innerHTML: LIGHT_ONLY_SCRIPT}]}),
  };
}
