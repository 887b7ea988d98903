/**
 * The site has one colour mode, light (the spec: default light, switch disabled). Docusaurus's
 * start-up script still applies `?docusaurus-theme=dark` or a `theme` stored by another site on
 * this origin, and the theme then keeps dark until the next page: links at 1.6:1, a logo navy on
 * navy. This module runs before React renders, so the page hydrates light and stays light.
 * (The start-up script itself is hashed in the Content-Security-Policy, deploy/routes.ts.)
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM) {
  document.documentElement.setAttribute('data-theme', 'light');
  try {
    window.localStorage.removeItem('theme');
  } catch {
    // Storage may be refused (privacy settings): nothing was read from it either, then.
  }
}
