{{- define "toolkit.name" }}toolkit{{ end }}
