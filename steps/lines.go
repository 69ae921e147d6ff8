package steps

import (
	"io/fs"

	messages "github.com/cucumber/messages/go/v21"
)

// IndexLines reads the feature files of fsys (the same FS the runner gives
// godog) so that each scenario result carries the line of its scenario, or
// of its Examples row for an outline: a failure then points at
// "features/<document>/<file>.feature:<line>". Without it, Line is 0.
// An embedded FS (the kit's features) is read once per process, for the
// thin runner too: every certify run of a process shares the index, which
// is never written to after it is built.
func (s *Suite) IndexLines(fsys fs.FS) error {
	set, err := parsedFeatures(fsys)
	if err != nil {
		return err
	}
	s.lines = set.lines
	return nil
}

// indexLines maps each pickle of a parsed document to its line.
func indexLines(lines map[string]int, p string, doc *messages.GherkinDocument, pickles []*messages.Pickle) {
	at := NodeLines(doc)
	for _, pk := range pickles {
		// The last AST node of a pickle is its Examples row, if any,
		// else its scenario.
		if ids := pk.AstNodeIds; len(ids) > 0 {
			lines[lineKey(p, pk.Name)] = at[ids[len(ids)-1]]
		}
	}
}

func lineKey(uri, name string) string { return uri + "\x00" + name }

// NodeLines maps the ids of a document's scenarios and Examples rows to
// their lines.
func NodeLines(doc *messages.GherkinDocument) map[string]int {
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
