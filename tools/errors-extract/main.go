// Command errors-extract lists the error messages of a Helm source tree, for the docs' error index
// (scripts/gen-errors.ts). It reads the Go files of the given packages with Go's own parser and
// prints, as JSON, every message built by errors.New, errors.Errorf, errors.Wrap, errors.Wrapf
// (the standard library's errors and github.com/pkg/errors) and fmt.Errorf whose text is a string
// literal, a constant of the same package, or a concatenation of those.
//
// usage: go run . <helm source folder> <package folder>...
//
// A package folder is read with its subfolders, except testdata and fakes; _test.go files are
// skipped. Exit status 1 when a folder cannot be read or parsed.
package main

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// Message is one call that makes an error, as the generator reads it.
type Message struct {
	// Format is the text as written, with its verbs (%s, %q, %v, %w, %d).
	Format string `json:"format"`
	// Call is how the error is made: New, Errorf, Wrap or Wrapf. Wrap and Wrapf print the cause after ": ".
	Call string `json:"call"`
	// Package is the folder of the file, relative to the source root (pkg/action).
	Package string `json:"package"`
	// File is the file, relative to the source root.
	File string `json:"file"`
	Line int    `json:"line"`
	// Func is the function or method the call is in; empty at package level (a var declaration).
	Func string `json:"func"`
}

// Result is what the command prints.
type Result struct {
	Messages []Message `json:"messages"`
	// Unresolved counts the calls whose text is built at run time (a variable, fmt.Sprintf).
	Unresolved int `json:"unresolved"`
}

// errorCalls maps an import path to the functions of it that make an error, and the argument that holds the text.
var errorCalls = map[string]map[string]int{
	"errors":                {"New": 0},
	"github.com/pkg/errors": {"New": 0, "Errorf": 0, "Wrap": 1, "Wrapf": 1},
	"fmt":                   {"Errorf": 0},
}

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: errors-extract <helm source folder> <package folder>...")
		os.Exit(1)
	}
	root := os.Args[1]
	result := Result{Messages: []Message{}}
	for _, pkg := range os.Args[2:] {
		dirs, err := packageDirs(filepath.Join(root, pkg))
		if err != nil {
			fmt.Fprintf(os.Stderr, "errors-extract: %v\n", err)
			os.Exit(1)
		}
		for _, dir := range dirs {
			if err := readPackage(root, dir, &result); err != nil {
				fmt.Fprintf(os.Stderr, "errors-extract: %v\n", err)
				os.Exit(1)
			}
		}
	}
	sort.SliceStable(result.Messages, func(i, j int) bool {
		a, b := result.Messages[i], result.Messages[j]
		if a.File != b.File {
			return a.File < b.File
		}
		return a.Line < b.Line
	})
	out := json.NewEncoder(os.Stdout)
	out.SetIndent("", "  ")
	out.SetEscapeHTML(false)
	if err := out.Encode(result); err != nil {
		fmt.Fprintf(os.Stderr, "errors-extract: %v\n", err)
		os.Exit(1)
	}
}

// packageDirs lists a folder and its subfolders that hold Go code users run: not test data, not fakes.
func packageDirs(top string) ([]string, error) {
	var dirs []string
	err := filepath.WalkDir(top, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		name := d.Name()
		if path != top && (name == "testdata" || name == "fake" || strings.HasPrefix(name, "testing")) {
			return filepath.SkipDir
		}
		dirs = append(dirs, path)
		return nil
	})
	return dirs, err
}

func readPackage(root, dir string, result *Result) error {
	fset := token.NewFileSet()
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	var files []*ast.File
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		files = append(files, f)
	}
	consts := packageConsts(files)
	for _, f := range files {
		calls := importedCalls(f)
		rel, _ := filepath.Rel(root, fset.Position(f.Pos()).Filename)
		rel = filepath.ToSlash(rel)
		pkg := filepath.ToSlash(filepath.Dir(rel))
		for _, decl := range f.Decls {
			funcName := ""
			if fn, ok := decl.(*ast.FuncDecl); ok {
				funcName = fn.Name.Name
				if fn.Recv != nil && len(fn.Recv.List) > 0 {
					funcName = receiverName(fn.Recv.List[0].Type) + "." + funcName
				}
			}
			ast.Inspect(decl, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				x, ok := sel.X.(*ast.Ident)
				if !ok {
					return true
				}
				funcs, ok := calls[x.Name]
				if !ok {
					return true
				}
				arg, ok := funcs[sel.Sel.Name]
				if !ok || len(call.Args) <= arg {
					return true
				}
				text, ok := stringValue(call.Args[arg], consts)
				if !ok {
					result.Unresolved++
					return true
				}
				result.Messages = append(result.Messages, Message{
					Format:  text,
					Call:    sel.Sel.Name,
					Package: pkg,
					File:    rel,
					Line:    fset.Position(call.Pos()).Line,
					Func:    funcName,
				})
				return true
			})
		}
	}
	return nil
}

// importedCalls maps the names a file gives its imports of errorCalls' packages to their functions.
func importedCalls(f *ast.File) map[string]map[string]int {
	out := map[string]map[string]int{}
	for _, imp := range f.Imports {
		path, err := strconv.Unquote(imp.Path.Value)
		if err != nil {
			continue
		}
		funcs, ok := errorCalls[path]
		if !ok {
			continue
		}
		name := path[strings.LastIndex(path, "/")+1:]
		if imp.Name != nil {
			name = imp.Name.Name
		}
		out[name] = funcs
	}
	return out
}

// packageConsts collects the untyped or string constants of a package that are string literals.
func packageConsts(files []*ast.File) map[string]ast.Expr {
	out := map[string]ast.Expr{}
	for _, f := range files {
		for _, decl := range f.Decls {
			gen, ok := decl.(*ast.GenDecl)
			if !ok || gen.Tok != token.CONST {
				continue
			}
			for _, spec := range gen.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, name := range vs.Names {
					if i < len(vs.Values) {
						out[name.Name] = vs.Values[i]
					}
				}
			}
		}
	}
	return out
}

// stringValue is the text of a string literal, a package constant or a + of those.
func stringValue(e ast.Expr, consts map[string]ast.Expr) (string, bool) {
	switch v := e.(type) {
	case *ast.BasicLit:
		if v.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(v.Value)
		return s, err == nil
	case *ast.Ident:
		if c, ok := consts[v.Name]; ok {
			return stringValue(c, consts)
		}
	case *ast.ParenExpr:
		return stringValue(v.X, consts)
	case *ast.BinaryExpr:
		if v.Op != token.ADD {
			return "", false
		}
		a, ok := stringValue(v.X, consts)
		if !ok {
			return "", false
		}
		b, ok := stringValue(v.Y, consts)
		return a + b, ok
	}
	return "", false
}

func receiverName(e ast.Expr) string {
	switch t := e.(type) {
	case *ast.StarExpr:
		return receiverName(t.X)
	case *ast.Ident:
		return t.Name
	case *ast.IndexExpr:
		return receiverName(t.X)
	}
	return ""
}
