/** What the editor (./Editor.tsx) sends the engine and shows of its answer, without React. */
import type {ChartFiles, RenderRequest, RenderResult} from '../../template-engine/api';

export type Engine = {
  loadEngine: (onProgress?: (loaded: number, total: number) => void) => Promise<void>;
  render: (req: RenderRequest) => Promise<RenderResult>;
};

export type EditorChart = {
  files: ChartFiles;
  values: string;
  set: string;
  releaseName: string;
  showOnly?: string[];
};

/** The wait after the last key before the chart renders again. */
export const DEBOUNCE_MS = 150;

/** The request the editor sends for a chart: the editor's fields as `helm template` takes them. */
export function requestFor(chart: EditorChart): RenderRequest {
  const set = chart.set
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    files: chart.files,
    values: chart.values.trim() ? [chart.values] : [],
    set,
    releaseName: chart.releaseName.trim() || undefined,
    showOnly: chart.showOnly?.length ? chart.showOnly : undefined,
  };
}

/** What the output region shows for a result: the manifests as printed, or Helm's error text. */
export const shownOutput = (result: RenderResult): string => ('error' in result ? result.error : result.output);
