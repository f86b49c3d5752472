{{- define "gateway.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Release-wide name prefix; a release named like the chart is not repeated. */}}
{{- define "gateway.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "gateway.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Name of one service's objects and its DNS name: <fullname>-<service>. Takes dict root, name. */}}
{{- define "gateway.componentName" -}}
{{- printf "%s-%s" (include "gateway.fullname" .root) .name | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Takes dict root and optional name (the service). */}}
{{- define "gateway.labels" -}}
helm.sh/chart: {{ include "gateway.chart" .root }}
{{ include "gateway.selectorLabels" . }}
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
app.kubernetes.io/part-of: {{ include "gateway.name" .root }}
{{- end }}

{{- define "gateway.selectorLabels" -}}
app.kubernetes.io/name: {{ include "gateway.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
{{- with .name }}
app.kubernetes.io/component: {{ . }}
{{- end }}
{{- end }}

{{- define "gateway.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "gateway.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- required "serviceAccount.name is required when serviceAccount.create is false" .Values.serviceAccount.name }}
{{- end }}
{{- end }}

{{- define "gateway.secretName" -}}
{{- default (include "gateway.fullname" .) .Values.secrets.existingSecret }}
{{- end }}

{{/* A service's values over the chart-wide defaults. Takes dict root, raw; returns YAML. */}}
{{- define "gateway.serviceValues" -}}
{{- toYaml (merge (deepCopy .raw) (deepCopy .root.Values.defaults)) }}
{{- end }}

{{/* Image reference of one service. Takes dict root, name, svc. */}}
{{- define "gateway.image" -}}
{{- $image := .svc.image | default dict }}
{{- $repo := $image.repository | default (printf "%s/%s" .root.Values.image.repositoryPrefix .name) }}
{{- $tag := $image.tag | default .root.Values.image.tag | default .root.Chart.AppVersion }}
{{- /* skaffold sets tag to "<tag>@<digest>"; an unknown digest must not leave "<tag>@". */}}
{{- printf "%s:%s" $repo (toString $tag | trimSuffix "@") }}
{{- end }}

{{/* ACCOUNTS from accounts, CHECKOUT_PAGE from checkout-page. */}}
{{- define "gateway.envPrefix" -}}
{{- . | upper | replace "-" "_" }}
{{- end }}

{{/*
Container env of one service, sorted: plain variables first (generated, then shared extras,
then the service's own, later ones winning), then the ones read from the Secret.
Takes dict root, name, svc.
*/}}
{{- define "gateway.env" -}}
{{- $root := .root }}
{{- $svc := .svc }}
{{- $plain := dict }}
{{- $_ := set $plain (ternary "GRPC_PORT" "HTTP_PORT" (eq $svc.protocol "grpc")) (toString $svc.port) }}
{{- $_ = set $plain "LOG_LEVEL" (toString $root.Values.config.logLevel) }}
{{- $_ = set $plain "OTEL_SERVICE_NAME" .name }}
{{- if eq $svc.protocol "grpc" }}
{{- $_ = set $plain "METRICS_PORT" (toString $root.Values.metrics.port) }}
{{- end }}
{{- with $root.Values.config.otelExporterOtlpEndpoint }}
{{- $_ = set $plain "OTEL_EXPORTER_OTLP_ENDPOINT" (toString .) }}
{{- end }}
{{- if $svc.nats }}
{{- $_ = set $plain "JETSTREAM_REPLICAS" (toString $root.Values.nats.jetstream.streamReplicas) }}
{{- end }}
{{- if and $svc.database $root.Values.migrations.enabled }}
{{- /* The hook Jobs migrate once per release; replicas must not race to do it at start. */}}
{{- $_ = set $plain "MIGRATE_ON_START" "false" }}
{{- end }}
{{- range $dep := $svc.dependsOn | default list }}
{{- $depRaw := index $root.Values.services $dep }}
{{- if not $depRaw }}
{{- fail (printf "services.%s.dependsOn names %q, which is not in services" $.name $dep) }}
{{- end }}
{{- if not $depRaw.enabled }}
{{- fail (printf "services.%s.dependsOn names %q, which is disabled" $.name $dep) }}
{{- end }}
{{- $host := include "gateway.componentName" (dict "root" $root "name" $dep) }}
{{- if eq $depRaw.protocol "grpc" }}
{{- $_ = set $plain (printf "%s_GRPC_URL" (include "gateway.envPrefix" $dep)) (printf "%s:%v" $host $depRaw.port) }}
{{- else }}
{{- $_ = set $plain (printf "%s_URL" (include "gateway.envPrefix" $dep)) (printf "http://%s:%v" $host $depRaw.port) }}
{{- end }}
{{- end }}
{{- range $k, $v := $root.Values.config.extraEnv }}
{{- $_ = set $plain $k (tpl (toString $v) $root) }}
{{- end }}
{{- range $k, $v := $svc.env }}
{{- $_ = set $plain $k (tpl (toString $v) $root) }}
{{- end }}
{{- $secretKeys := list }}
{{- if $svc.nats }}{{ $secretKeys = append $secretKeys "NATS_URL" }}{{ end }}
{{- if $svc.database }}{{ $secretKeys = append $secretKeys "DATABASE_URL" }}{{ end }}
{{- $secretKeys = concat $secretKeys ($svc.secretEnv | default list) | uniq }}
{{- range $k, $v := $plain }}
- name: {{ $k }}
  value: {{ $v | quote }}
{{- end }}
{{- range $key := $secretKeys }}
{{- if hasKey $plain $key }}
{{- fail (printf "services.%s: %s is both a plain and a secret variable" $.name $key) }}
{{- end }}
- name: {{ $key }}
  valueFrom:
    secretKeyRef:
      name: {{ include "gateway.secretName" $root }}
      key: {{ $key }}
{{- end }}
{{- end }}

{{/* Secret keys the enabled services read; the chart-created Secret must hold them all. */}}
{{- define "gateway.requiredSecretKeys" -}}
{{- $keys := list }}
{{- range $name, $raw := .Values.services }}
{{- if $raw.enabled }}
{{- if $raw.nats }}{{ $keys = append $keys "NATS_URL" }}{{ end }}
{{- if $raw.database }}{{ $keys = append $keys "DATABASE_URL" }}{{ end }}
{{- $keys = concat $keys ($raw.secretEnv | default list) }}
{{- end }}
{{- end }}
{{- $keys | uniq | sortAlpha | join "," }}
{{- end }}

{{- define "gateway.probeTimings" -}}
periodSeconds: {{ .periodSeconds }}
timeoutSeconds: {{ .timeoutSeconds }}
failureThreshold: {{ .failureThreshold }}
{{- end }}

{{/* Probes: native gRPC health checks for gRPC services, /healthz and /readyz for HTTP ones. Takes dict root, name, svc. */}}
{{- define "gateway.probes" -}}
{{- $svc := .svc }}
{{- $live := ternary (dict "grpc" (dict "port" (int $svc.port))) (dict "httpGet" (dict "path" "/healthz" "port" "http")) (eq $svc.protocol "grpc") }}
{{- $ready := ternary (dict "grpc" (dict "port" (int $svc.port))) (dict "httpGet" (dict "path" "/readyz" "port" "http")) (eq $svc.protocol "grpc") }}
startupProbe:
  {{- toYaml $live | nindent 2 }}
  {{- include "gateway.probeTimings" $svc.probes.startup | nindent 2 }}
livenessProbe:
  {{- toYaml $live | nindent 2 }}
  {{- include "gateway.probeTimings" $svc.probes.liveness | nindent 2 }}
readinessProbe:
  {{- toYaml $ready | nindent 2 }}
  {{- include "gateway.probeTimings" $svc.probes.readiness | nindent 2 }}
{{- end }}
