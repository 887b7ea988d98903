{{- define "loop.again" -}}
{{ include "loop.again" . }}
{{- end -}}
