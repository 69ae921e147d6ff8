package pack

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"testing/fstest"

	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/internal/infile"
)

// Finding is one thing pack lint found wrong: where, as a file of the
// pack (slash-separated, inside the pack folder) and its line when known,
// and what was expected there.
type Finding struct {
	File    string
	Line    int
	Message string
}

// String is the finding as lint prints it: file:line: message.
func (f Finding) String() string {
	if f.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", f.File, f.Line, f.Message)
	}
	return fmt.Sprintf("%s: %s", f.File, f.Message)
}

// maxFileSize bounds every file lint reads: the largest rules text the kit
// has is 40 KB and its largest feature file 120 KB; a file far larger is
// no part of a pack (a disk image, a device behind a link).
const maxFileSize = 8 << 20

// maxFeatureFiles bounds the feature files lint reads from one pack.
const maxFeatureFiles = 10000

// Lint checks the pack in the folder dir: pack.json well formed; the
// catalog and the rules text numbering the same clauses, in the same
// sections; every clause with a summary, and with a scenario tagged with
// it or a procedural reason; the feature files' tags well formed and
// naming the pack's clauses; every clause quoted once, by a Rule whose
// words are the text's; the game file read as Load reads it, its clauses the catalog's. The
// findings come by file and line. The error is for a pack it could not
// read: no such folder, or a file that exists but cannot be read.
func Lint(dir string) ([]Finding, error) {
	st, err := os.Stat(dir)
	if err != nil {
		return nil, err
	}
	if !st.IsDir() {
		return nil, fmt.Errorf("%s: not a folder; want a pack's folder", dir)
	}
	l := &linter{dir: dir}
	if err := l.run(); err != nil {
		return nil, err
	}
	sort.SliceStable(l.found, func(i, j int) bool {
		a, b := l.found[i], l.found[j]
		if a.File != b.File {
			return a.File < b.File
		}
		return a.Line < b.Line
	})
	return l.found, nil
}

// linter is one run of Lint: what it has read and what it has found.
type linter struct {
	dir      string
	found    []Finding
	m        Manifest
	text     clauses.Text
	words    map[string]clauses.TextClause // clause -> where the text first prints it
	catalog  clauses.Document
	catLines map[string][]int // clause -> the lines of its entries in the catalog
	inCat    map[string]bool
}

// catalogLine is the line of the nth entry (from 0) of clause in the
// catalog, 0 where it cannot tell.
func (l *linter) catalogLine(clause string, nth int) int {
	if lines := l.catLines[clause]; nth < len(lines) {
		return lines[nth]
	}
	return 0
}

func (l *linter) add(file string, line int, format string, a ...any) {
	l.found = append(l.found, Finding{file, line, fmt.Sprintf(format, a...)})
}

// run reads the pack part by part and checks each; a part missing or
// unreadable stops the checks that need it.
func (l *linter) run() error {
	data, ok, err := l.read(ManifestFile, "the pack's manifest, "+manifestShape)
	if !ok {
		return err
	}
	m, bad := decodeManifest(data)
	for _, b := range bad {
		l.add(ManifestFile, 0, "%s", b)
	}
	if len(bad) > 0 {
		return nil
	}
	l.m = m
	if data, ok, err = l.read(m.Rules, "the rules text"); !ok {
		return err
	}
	l.scanRules(string(data))
	if data, ok, err = l.read(m.Catalog, "the clause catalog"); !ok {
		return err
	}
	if !l.checkCatalog(data) {
		return nil
	}
	if data, ok, err = l.read(m.Games, "the game file"); err != nil {
		return err
	} else if ok {
		l.checkGames(data)
	}
	fsys, err := l.readFeatures()
	if err != nil || fsys == nil {
		return err
	}
	l.checkFeatures(fsys)
	return nil
}

// read reads a part of the pack: ok false when it cannot, with a finding
// when it is missing, an error when it is there but cannot be read.
func (l *linter) read(name, what string) (data []byte, ok bool, err error) {
	data, err = infile.Read(filepath.Join(l.dir, filepath.FromSlash(name)), maxFileSize)
	if errors.Is(err, fs.ErrNotExist) {
		l.add(name, 0, "missing: want %s here", what)
		return nil, false, nil
	}
	if u := unprintable(data); err == nil && u != "" {
		// --pack refuses it (Load); the other checks go on.
		l.add(name, 0, "%s", u)
	}
	return data, err == nil, err
}

// scanRules reads the clauses the rules text numbers; a number printed
// twice is a finding.
func (l *linter) scanRules(src string) {
	l.text = clauses.ScanText(src)
	l.words = map[string]clauses.TextClause{}
	for _, c := range l.text.Clauses {
		if first, dup := l.words[c.Clause]; dup {
			l.add(l.m.Rules, c.Line, "clause %s printed again (first at line %d): want each number once", c.Clause, first.Line)
			continue
		}
		l.words[c.Clause] = c
	}
	if len(l.text.Clauses) == 0 {
		l.add(l.m.Rules, 0, "no numbered clause: want clauses that start a line with their number, such as 1.1 or 3.10.2")
	}
}

// readFeatures reads every .feature file below the features folder into
// memory, through infile: nil, with a finding, when there is no folder.
func (l *linter) readFeatures() (fs.FS, error) {
	root := filepath.Join(l.dir, filepath.FromSlash(l.m.Features))
	if st, err := os.Stat(root); err != nil || !st.IsDir() {
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		l.add(l.m.Features, 0, "missing: want the folder of feature files here")
		return nil, nil
	}
	files := fstest.MapFS{}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || !strings.HasSuffix(p, ".feature") {
			return nil
		}
		if len(files) == maxFeatureFiles {
			return fmt.Errorf("%s: more than %d feature files", root, maxFeatureFiles)
		}
		b, err := infile.Read(p, maxFileSize)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, p)
		if err != nil {
			return err
		}
		if u := unprintable(b); u != "" {
			l.add(l.featurePath(filepath.ToSlash(rel)), 0, "%s", u)
		}
		files[filepath.ToSlash(rel)] = &fstest.MapFile{Data: b}
		return nil
	})
	return files, err
}

// featurePath is a feature file's path in the pack, from its path in the
// features folder.
func (l *linter) featurePath(p string) string { return path.Join(l.m.Features, p) }
