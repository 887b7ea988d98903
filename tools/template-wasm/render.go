// Package main is `helm template` for the browser: Helm 3.19.0's own loader, chartutil, engine,
// releaseutil and strvals packages, fed from files held in memory instead of a folder, printing
// what the helm command prints. Only the glue between them is written here: the command's (it
// lives in Helm's package main, which cannot be imported) and the few steps of pkg/action's
// client-only install that `helm template` goes through (pkg/action does not build for
// js/wasm: it brings kubectl and terminal code along).
package main

import (
	"bytes"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/pkg/errors"
	"sigs.k8s.io/yaml"

	"helm.sh/helm/v3/pkg/chart"
	"helm.sh/helm/v3/pkg/chart/loader"
	"helm.sh/helm/v3/pkg/chartutil"
	"helm.sh/helm/v3/pkg/engine"
	"helm.sh/helm/v3/pkg/ignore"
	"helm.sh/helm/v3/pkg/release"
	"helm.sh/helm/v3/pkg/releaseutil"
	"helm.sh/helm/v3/pkg/strvals"
)

// Request is one `helm template`: a chart folder's files, `-f` files' contents, `--set` values.
type Request struct {
	Files       map[string]string `json:"files"`
	Values      []string          `json:"values"`
	Set         []string          `json:"set"`
	ReleaseName string            `json:"releaseName"`
	Namespace   string            `json:"namespace"`
	ShowOnly    []string          `json:"showOnly"`
}

// Manifest is one document of the output, with the template it came from.
type Manifest struct {
	Name    string `json:"name"`
	Content string `json:"content"`
}

// Result is what `helm template` prints: stdout when it succeeds, stderr when it fails.
type Result struct {
	OK        bool       `json:"ok"`
	Output    string     `json:"output,omitempty"`
	Manifests []Manifest `json:"manifests,omitempty"`
	Error     string     `json:"error,omitempty"`
}

// ValuesFileName is the name the i-th values file has in Helm's messages (`-f values-1.yaml`).
func ValuesFileName(i int) string { return fmt.Sprintf("values-%d.yaml", i+1) }

// Render runs `helm template [releaseName] ./chart -f values-1.yaml … --set … --namespace …
// --show-only …`, with binary holding files given as bytes (they take precedence over Files).
func Render(req Request, binary map[string][]byte) Result {
	var stderr bytes.Buffer
	out, err := run(req, binary, &stderr)
	if err != nil {
		// cobra prints the error after the prefix "Error:" and a space.
		fmt.Fprintf(&stderr, "Error: %s\n", err.Error())
		return Result{OK: false, Error: stderr.String()}
	}
	return Result{OK: true, Output: out, Manifests: split(out)}
}

func run(req Request, binary map[string][]byte, stderr *bytes.Buffer) (string, error) {
	name := req.ReleaseName
	if name == "" {
		name = "release-name"
	}
	namespace := req.Namespace
	if namespace == "" {
		namespace = "default"
	}

	vals, err := mergeValues(req.Values, req.Set)
	if err != nil {
		return "", err
	}
	chrt, err := loadChart(req.Files, binary)
	if err != nil {
		return "", err
	}
	if t := chrt.Metadata.Type; t != "" && t != "application" {
		return "", errors.Errorf("%s charts are not installable", t)
	}
	if chrt.Metadata.Deprecated {
		fmt.Fprintln(stderr, "WARNING: This chart is deprecated")
	}
	if deps := chrt.Metadata.Dependencies; deps != nil {
		if err := checkDependencies(chrt, deps); err != nil {
			return "", errors.Wrap(err, "An error occurred while checking for chart dependencies. You may need to run `helm dependency build` to fetch missing dependencies")
		}
	}

	manifest, hooks, err := install(chrt, vals, name, namespace)
	if err != nil {
		return "", err
	}
	var all bytes.Buffer
	fmt.Fprintln(&all, strings.TrimSpace(manifest))
	for _, hook := range hooks {
		fmt.Fprintf(&all, "---\n# Source: %s\n%s\n", hook.Path, hook.Manifest)
	}
	if len(req.ShowOnly) == 0 {
		return all.String(), nil
	}
	return showOnly(all.String(), req.ShowOnly)
}

// checkDependencies names the dependencies of Chart.yaml that charts/ does not hold.
func checkDependencies(chrt *chart.Chart, deps []*chart.Dependency) error {
	have := map[string]bool{}
	for _, d := range chrt.Dependencies() {
		have[d.Name()] = true
	}
	var missing []string
	for _, d := range deps {
		if !have[d.Name] {
			missing = append(missing, d.Name)
		}
	}
	if len(missing) > 0 {
		return errors.Errorf("found in Chart.yaml, but missing in charts/ directory: %s", strings.Join(missing, ", "))
	}
	return nil
}

// install is what a client-only dry-run install does before it has a release to show: the
// release name's check, the dependencies' values and conditions, the values' schema, the
// templates rendered with no cluster (lookup finds nothing), NOTES.txt set aside, and the
// manifests split from the hooks and sorted in install order. An error after the release exists
// (from rendering on) is printed with the hint to use --debug, as the helm command does.
func install(chrt *chart.Chart, vals map[string]interface{}, name, namespace string) (string, []*release.Hook, error) {
	if err := chartutil.ValidateReleaseName(name); err != nil {
		return "", nil, errors.Wrapf(err, "release name %q", name)
	}
	if err := chartutil.ProcessDependenciesWithMerge(chrt, vals); err != nil {
		return "", nil, err
	}
	caps := chartutil.DefaultCapabilities.Copy()
	options := chartutil.ReleaseOptions{Name: name, Namespace: namespace, Revision: 1, IsInstall: true}
	toRender, err := chartutil.ToRenderValuesWithSchemaValidation(chrt, vals, options, caps, false)
	if err != nil {
		return "", nil, err
	}
	withHint := func(err error) error { return fmt.Errorf("%w\n\nUse --debug flag to render out invalid YAML", err) }

	if chrt.Metadata.KubeVersion != "" && !chartutil.IsCompatibleRange(chrt.Metadata.KubeVersion, caps.KubeVersion.String()) {
		return "", nil, withHint(errors.Errorf("chart requires kubeVersion: %s which is incompatible with Kubernetes %s", chrt.Metadata.KubeVersion, caps.KubeVersion.String()))
	}
	var e engine.Engine
	files, err := e.Render(chrt, toRender)
	if err != nil {
		return "", nil, withHint(err)
	}
	for file := range files {
		if strings.HasSuffix(file, "NOTES.txt") {
			delete(files, file)
		}
	}
	hooks, manifests, err := releaseutil.SortManifests(files, nil, releaseutil.InstallOrder)
	if err != nil {
		return "", nil, withHint(err)
	}
	var out bytes.Buffer
	for _, m := range manifests {
		fmt.Fprintf(&out, "---\n# Source: %s\n%s\n", m.Name, m.Content)
	}
	return out.String(), hooks, nil
}

// source names the template of a document, after the chart's name.
var source = regexp.MustCompile("# Source: [^/]+/(.+)")

// showOnly keeps the documents of the templates named (or matched as globs), in Helm's order.
func showOnly(all string, patterns []string) (string, error) {
	docs := releaseutil.SplitManifests(all)
	keys := make([]string, 0, len(docs))
	for key := range docs {
		keys = append(keys, key)
	}
	sort.Sort(releaseutil.BySplitManifestsOrder(keys))
	var out strings.Builder
	var kept []string
	for _, pattern := range patterns {
		pattern = filepath.ToSlash(pattern)
		found := false
		for _, key := range keys {
			m := source.FindStringSubmatch(docs[key])
			if m == nil {
				continue
			}
			if ok, _ := filepath.Match(pattern, m[1]); ok {
				kept = append(kept, docs[key])
				found = true
			}
		}
		if !found {
			return "", fmt.Errorf("could not find template %s in chart", pattern)
		}
	}
	for _, doc := range kept {
		fmt.Fprintf(&out, "---\n%s\n", doc)
	}
	return out.String(), nil
}

// mergeValues reads the values files in order, each over the ones before, then the --set values.
func mergeValues(files []string, set []string) (map[string]interface{}, error) {
	base := map[string]interface{}{}
	for i, content := range files {
		current := map[string]interface{}{}
		if err := yaml.Unmarshal([]byte(content), &current); err != nil {
			return nil, errors.Wrapf(err, "failed to parse %s", ValuesFileName(i))
		}
		base = mergeMaps(base, current)
	}
	for _, value := range set {
		if err := strvals.ParseInto(value, base); err != nil {
			return nil, errors.Wrap(err, "failed parsing --set data")
		}
	}
	return base, nil
}

// mergeMaps puts b over a, map into map; any other value of b replaces a's.
func mergeMaps(a, b map[string]interface{}) map[string]interface{} {
	out := make(map[string]interface{}, len(a))
	for k, v := range a {
		out[k] = v
	}
	for k, v := range b {
		if inner, ok := v.(map[string]interface{}); ok {
			if old, ok := out[k].(map[string]interface{}); ok {
				out[k] = mergeMaps(old, inner)
				continue
			}
		}
		out[k] = v
	}
	return out
}

var utf8bom = []byte{0xEF, 0xBB, 0xBF}

// entry stands for a file or folder of the chart where .helmignore rules ask for one.
type entry struct {
	name string
	size int64
	dir  bool
}

func (e entry) Name() string { return e.name }
func (e entry) Size() int64  { return e.size }
func (e entry) Mode() os.FileMode {
	return map[bool]os.FileMode{true: os.ModeDir | 0o755, false: 0o644}[e.dir]
}
func (e entry) ModTime() time.Time { return time.Time{} }
func (e entry) IsDir() bool        { return e.dir }
func (e entry) Sys() interface{}   { return nil }

// loadChart loads the files as Helm loads a chart folder: in the walk's order (each folder's
// names sorted), without what .helmignore and Helm's defaults leave out, and with the same limit
// on a file's size.
func loadChart(text map[string]string, binary map[string][]byte) (*chart.Chart, error) {
	data := map[string][]byte{}
	for name, content := range text {
		data[name] = []byte(content)
	}
	for name, content := range binary {
		data[name] = content
	}
	rules := ignore.Empty()
	if content, ok := data[ignore.HelmIgnore]; ok {
		r, err := ignore.Parse(bytes.NewReader(content))
		if err != nil {
			return &chart.Chart{}, err
		}
		rules = r
	}
	rules.AddDefaults()

	children := map[string][]string{}
	for name := range data {
		for dir, child := path.Dir(name), name; ; dir, child = path.Dir(dir), dir {
			if dir == "." {
				dir = ""
			}
			children[dir] = append(children[dir], child)
			if dir == "" {
				break
			}
		}
	}
	for dir, names := range children {
		sort.Strings(names)
		children[dir] = dedupe(names)
	}

	var files []*loader.BufferedFile
	var walk func(dir string) error
	walk = func(dir string) error {
		for _, name := range children[dir] {
			content, isFile := data[name]
			if !isFile {
				if rules.Ignore(name, entry{name: path.Base(name), dir: true}) {
					continue
				}
				if err := walk(name); err != nil {
					return err
				}
				continue
			}
			if rules.Ignore(name, entry{name: path.Base(name), size: int64(len(content))}) {
				continue
			}
			if int64(len(content)) > loader.MaxDecompressedFileSize {
				return fmt.Errorf("chart file %q is larger than the maximum file size %d", path.Base(name), loader.MaxDecompressedFileSize)
			}
			files = append(files, &loader.BufferedFile{Name: name, Data: bytes.TrimPrefix(content, utf8bom)})
		}
		return nil
	}
	if err := walk(""); err != nil {
		return &chart.Chart{}, err
	}
	return loader.LoadFiles(files)
}

func dedupe(sorted []string) []string {
	out := sorted[:0]
	for i, s := range sorted {
		if i == 0 || s != sorted[i-1] {
			out = append(out, s)
		}
	}
	return out
}

// split cuts the output into its documents, each under the template it came from.
func split(out string) []Manifest {
	var manifests []Manifest
	for _, doc := range strings.Split(out, "---\n") {
		if !strings.HasPrefix(doc, "# Source: ") {
			continue
		}
		line, rest, _ := strings.Cut(doc, "\n")
		manifests = append(manifests, Manifest{Name: strings.TrimPrefix(line, "# Source: "), Content: rest})
	}
	return manifests
}
