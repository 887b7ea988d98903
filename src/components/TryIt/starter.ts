/** The chart the playground opens with: small, and touching values, a helper and a conditional. */
import type {EditorChart} from './Editor';

export const STARTER: EditorChart = {
  files: {
    'Chart.yaml':
      'apiVersion: v2\nname: bookshelf\ndescription: A chart to experiment with\ntype: application\nversion: 0.1.0\nappVersion: "1.16.0"\n',
    'values.yaml': 'library:\n  name: Central Library\n  shelves: 12\nopeningHours:\n  weekday: "09:00-18:00"\nlateOpening: false\n',
    'templates/_helpers.tpl':
      '{{- define "bookshelf.labels" -}}\napp.kubernetes.io/name: {{ .Chart.Name }}\napp.kubernetes.io/instance: {{ .Release.Name }}\n{{- end -}}\n',
    'templates/configmap.yaml':
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}-settings\n  labels:\n    {{- include "bookshelf.labels" . | nindent 4 }}\ndata:\n  library: {{ .Values.library.name | quote }}\n  shelves: {{ .Values.library.shelves | quote }}\n  weekday: {{ .Values.openingHours.weekday | quote }}\n  {{- if .Values.lateOpening }}\n  late-opening: "yes"\n  {{- end }}\n',
  },
  values: '',
  set: '',
  releaseName: 'citylib',
};
