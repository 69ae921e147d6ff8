package certify

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/fuzz"
	"github.com/bacctk/bacctk/internal/outfile"
	"github.com/bacctk/bacctk/internal/words"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/report"
	"github.com/bacctk/bacctk/vectors"
)

// writeCases writes every listed failure to opts.CaseDir as
// F<n>-<game>-<source>.json and, when it has a vector form, a one-test
// vector file beside it (.vector.json), and a generated failure's case as
// fuzz writes it (.fuzzcase.json, for fuzz.ReadCase and fuzz.Replay); it
// adds the `bacctk vectors verify` command that replays the vector against
// the engine. The case files of an earlier run are removed first
// (clearCases), and each file is created new, never written through or
// over what is there (outfile.CreateNew): the names are predictable, and
// the folder may be one other users write in.
func writeCases(rep *report.Report, opts Options, fuzzCases map[string]fuzz.Case) error {
	if err := os.MkdirAll(opts.CaseDir, 0o777); err != nil {
		return fmt.Errorf("--cases: %v", err)
	}
	if err := clearCases(opts.CaseDir); err != nil {
		return fmt.Errorf("--cases: %v", err)
	}
	for i := range rep.Failures {
		f := &rep.Failures[i]
		base := filepath.Join(opts.CaseDir, fmt.Sprintf("%s-%s-%s", f.ID, f.Game, f.Source))
		if vf, ok := vectorOf(f); ok {
			b, err := vectors.Encode(vf)
			if err == nil {
				// what `vectors verify FILE` will read: a file it refuses
				// is no replay
				_, err = vectors.Decode(base+".vector.json", b)
			}
			if err == nil {
				if err := outfile.CreateNew(base+".vector.json", b); err != nil {
					return fmt.Errorf("--cases: %v", err)
				}
				f.VectorFile = casePath(opts.CaseBase, base+".vector.json")
			}
		}
		if fc, ok := fuzzCases[f.ID]; ok {
			if err := outfile.CreateNew(base+".fuzzcase.json", []byte(fc.JSON()+"\n")); err != nil {
				return fmt.Errorf("--cases: %v", err)
			}
		}
		if f.VectorFile != "" {
			cmd := "bacctk vectors verify"
			if opts.CommandLine != "" {
				cmd += " --engine " + words.ShellQuote(opts.CommandLine)
			}
			f.Replay = append(f.Replay, cmd+" "+words.ShellQuote(f.VectorFile))
		}
		f.CaseFile = casePath(opts.CaseBase, base+".json")
		b, err := json.MarshalIndent(f, "", "  ")
		if err != nil {
			return err
		}
		if err := outfile.CreateNew(base+".json", append(b, '\n')); err != nil {
			return fmt.Errorf("--cases: %v", err)
		}
	}
	return nil
}

// casePath is how a report records the case file at path: relative to
// the folder base the report is written in (Options.CaseBase), with '/',
// so that the report and its --cases folder can be moved or archived
// together and a replay command run from the report's folder finds the
// file; as given when there is no base or no relative path to it.
func casePath(base, path string) string {
	if base == "" {
		return path
	}
	ab, err1 := filepath.Abs(base)
	ap, err2 := filepath.Abs(path)
	if err1 != nil || err2 != nil {
		return path
	}
	rel, err := filepath.Rel(ab, ap)
	if err != nil {
		return path
	}
	return filepath.ToSlash(rel)
}

// caseName matches the names writeCases gives, and no other: the files
// clearCases may remove from a folder that holds other things too.
var caseName = regexp.MustCompile(`^F[0-9]+-[A-Za-z0-9._-]*-(` +
	strings.Join([]string{report.SourceScenario, report.SourceVector, report.SourceGenerated, report.SourceOffer, report.SourceExhaustive}, "|") +
	`)(\.vector|\.fuzzcase)?\.json$`)

// clearCases removes the case files an earlier run left in dir, so that a
// run's cases are never mixed with another's (`bacctk vectors verify DIR`
// replays the folder's vector files). A link with such a name is removed
// itself, never followed; a folder with such a name, or any other name,
// is left alone.
func clearCases(dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if e.IsDir() || !caseName.MatchString(e.Name()) {
			continue
		}
		if err := os.Remove(filepath.Join(dir, e.Name())); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	return nil
}

// vectorOf turns a failure into a one-test vector file whose expected
// result is the reference's (the vector's own for a vector), when the
// request is a coup or a shoe that the reference answers with a result and
// whose cards are in canonical notation, or a table sequence it answers
// (tableVectorOf).
func vectorOf(f *report.Failure) (*vectors.File, bool) {
	q, exp := f.Request, f.Expected
	if q == nil || exp == nil || exp.Error != nil {
		return nil, false
	}
	if q.Method == "table" {
		return tableVectorOf(f)
	}
	if q.Method != "coup" && q.Method != "shoe" {
		return nil, false
	}
	for _, t := range q.Cards {
		if c, err := reference.ParseCard(t); err != nil || c.String() != t {
			return nil, false
		}
	}
	typ, want := vectors.TypeCoup, vectors.Expected{Coup: exp.Coup}
	if q.Method == "shoe" {
		typ, want = vectors.TypeShoe, vectors.Expected{Shoe: exp.Shoe}
	}
	if want.Coup == nil && want.Shoe == nil {
		return nil, false
	}
	unit := int64(1)
	if q.Table != nil && q.Table.Rounding > 1 {
		unit = q.Table.Rounding
	}
	test := vectors.Test{Cards: append([]string{}, q.Cards...), Wagers: append([]adapter.Wager{}, q.Wagers...), Expected: want}
	return failureVector(f, vectors.BugBasic, vectors.Group{Type: typ, Game: q.Game, Decks: q.Decks, Table: vectors.Table{Rounding: unit}}, test)
}

// failureVector is the one-test vector file of failure f: test, in a
// group of its type, game, decks and rounding, flagged CertifyFlag (of
// bug type bug) with the failure's clauses of the game's document; false
// for a game the kit does not know.
func failureVector(f *report.Failure, bug string, group vectors.Group, test vectors.Test) (*vectors.File, bool) {
	g, err := reference.LookupGame(reference.GameID(group.Game))
	if err != nil {
		return nil, false
	}
	cls := []string{}
	for _, c := range f.Clauses {
		if strings.HasPrefix(c, string(g.Document)+":") {
			cls = append(cls, c)
		}
	}
	test.TcID, test.Comment, test.Flags, test.Clauses = 1, words.FirstLine(f.Message), []string{decide.CertifyFlag}, cls
	group.Tests = []vectors.Test{test}
	return &vectors.File{
		Schema: vectors.SchemaName, Game: group.Game, Document: string(g.Document), Edition: g.Edition,
		GeneratorName: "bacctk certify", GeneratorVersion: report.KitVersion, NumberOfTests: 1,
		Header: []string{
			fmt.Sprintf("Failure %s of a bacctk certify run (%s: %s).", f.ID, f.Source, words.FirstLine(f.Title)),
			"The expected result is the kit's reference engine's (for a golden vector, the vector's own).",
		},
		Notes: map[string]vectors.Note{decide.CertifyFlag: {
			BugType:     bug,
			Description: "a request on which a certified engine's answer differed from the kit's",
			Clauses:     cls,
		}},
		TestGroups: []vectors.Group{group},
	}, true
}
