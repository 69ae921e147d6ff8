package steps

import (
	"bytes"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sync"

	gherkin "github.com/cucumber/gherkin/go/v26"
	messages "github.com/cucumber/messages/go/v21"
)

// IndexLines reads the feature files of fsys (the same FS the runner gives
// godog) so that each scenario result carries the line of its scenario, or
// of its Examples row for an outline: a failure then points at
// "features/<document>/<file>.feature:<line>". Without it, Line is 0.
// An embedded FS (the kit's features) is read once per process: every
// certify run of a process shares the index, which is never written to
// after it is built.
func (s *Suite) IndexLines(fsys fs.FS) error {
	e, embedded := fsys.(embed.FS)
	if embedded {
		linesCache.Lock()
		defer linesCache.Unlock()
		if lines, ok := linesCache.m[e]; ok {
			s.lines = lines
			return nil
		}
	}
	lines, err := indexLines(fsys)
	if err != nil {
		return err
	}
	if embedded {
		if linesCache.m == nil {
			linesCache.m = map[embed.FS]map[string]int{}
		}
		linesCache.m[e] = lines
	}
	s.lines = lines
	return nil
}

// linesCache holds the line index of each embedded FS read so far.
var linesCache struct {
	sync.Mutex
	m map[embed.FS]map[string]int
}

// indexLines parses every feature file of fsys and maps each pickle to its
// line.
func indexLines(fsys fs.FS) (map[string]int, error) {
	lines := map[string]int{}
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path.Ext(p) != ".feature" {
			return err
		}
		src, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		newID := (&messages.Incrementing{}).NewId
		doc, err := gherkin.ParseGherkinDocument(bytes.NewReader(src), newID)
		if err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
		at := nodeLines(doc)
		for _, pk := range gherkin.Pickles(*doc, p, newID) {
			// The last AST node of a pickle is its Examples row, if any,
			// else its scenario.
			if ids := pk.AstNodeIds; len(ids) > 0 {
				lines[lineKey(p, pk.Name)] = at[ids[len(ids)-1]]
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return lines, nil
}

func lineKey(uri, name string) string { return uri + "\x00" + name }

// nodeLines maps the ids of a document's scenarios and Examples rows to
// their lines.
func nodeLines(doc *messages.GherkinDocument) map[string]int {
	at := map[string]int{}
	var scenario func(sc *messages.Scenario)
	scenario = func(sc *messages.Scenario) {
		at[sc.Id] = int(sc.Location.Line)
		for _, ex := range sc.Examples {
			for _, row := range ex.TableBody {
				at[row.Id] = int(row.Location.Line)
			}
		}
	}
	if doc.Feature == nil {
		return at
	}
	for _, c := range doc.Feature.Children {
		if c.Scenario != nil {
			scenario(c.Scenario)
		}
		if c.Rule != nil {
			for _, rc := range c.Rule.Children {
				if rc.Scenario != nil {
					scenario(rc.Scenario)
				}
			}
		}
	}
	return at
}
