// The page-side face of the WebAssembly build of Helm 3.19.0's rendering. Nothing here runs at
// page start: the worker and the engine file are fetched on the first loadEngine() or render().

export type ChartFiles = Record<string, string>; // path relative to the chart root, e.g. 'Chart.yaml', 'templates/cm.yaml', 'charts/sub/Chart.yaml'

export type RenderRequest = {
  files: ChartFiles;
  values?: string[]; // extra values files' contents, in order, like -f
  set?: string[]; // like --set a=b
  releaseName?: string; // default 'release-name' as helm template
  namespace?: string; // default 'default'
  showOnly?: string[];
  timeoutMs?: number;
};

export type RenderResult =
  | {
      ok: true;
      manifests: {name: string; content: string}[]; // name e.g. 'bookshelf/templates/cm.yaml'
      output: string; // exactly what `helm template` prints on stdout
    }
  | {ok: false; error: string}; // exactly what helm prints on stderr, e.g. 'Error: ...'

export {loadEngine, render} from './client';
