// Evaluated before Prism's core: `manual` stops Prism from re-highlighting the page's code blocks
// on DOMContentLoaded behind React's back, and no worker handler is needed.
const scope = globalThis as {Prism?: unknown};
scope.Prism = {manual: true, disableWorkerMessageHandler: true};
