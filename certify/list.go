package certify

import (
	"fmt"
	"io"

	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/steps"
	"github.com/bacctk/bacctk/vectors"
)

// Listing is what a run with the same options would check, without an
// engine (`certify --list`): per game its vectors and generated shoes, per
// rules document its scenarios, and the properties. Its counts are those
// the run's summary reports when the engine claims every game listed.
type Listing struct {
	Games      []ListedGame
	Documents  []ListedDocument
	Properties []string
	Shoes      int
}

// ListedGame is one game's share of a run.
type ListedGame struct {
	Game, Document string
	Vectors        []vectors.Case
	// Generated says whether generated shoes run for it.
	Generated bool
}

// ListedDocument is one rules document's scenarios; each runs for the
// games of the document that its steps name.
type ListedDocument struct {
	Document  string
	Scenarios []ListedScenario
	// Rows counts the scenario rows (an outline has one per Examples row)
	// that the tag expression keeps: what the summary counts as scenarios.
	Rows int
}

// ListedScenario is a scenario or outline and its rows that would run.
type ListedScenario struct {
	Location, Name string
	Rows           int
}

// List says what Run would check with opts, reading only the kit's own
// features, vectors and properties. opts.Games empty means every game.
func List(opts Options) (*Listing, error) {
	re, err := compileRun(opts.Run)
	if err != nil {
		return nil, err
	}
	l := &Listing{Shoes: opts.Shoes}
	if l.Shoes <= 0 {
		l.Shoes = DefaultShoes
	}
	ids := opts.Games
	if len(ids) == 0 {
		for _, g := range reference.Games() {
			ids = append(ids, string(g.ID))
		}
	}
	var files []vectors.File
	if !opts.NoVectors {
		if files, err = vectors.LoadEmbedded(); err != nil {
			return nil, err
		}
	}
	props := selectedProperties(re)
	if !opts.NoGenerated {
		l.Properties = props
	}
	docs := map[string]bool{}
	for _, id := range ids {
		g, err := reference.LookupGame(reference.GameID(id))
		if err != nil {
			return nil, fmt.Errorf("--games: %v", err)
		}
		lg := ListedGame{Game: id, Document: string(g.Document), Generated: !opts.NoGenerated && len(props) > 0}
		for i := range files {
			for _, cs := range files[i].Cases() {
				if cs.Game == id && (re == nil || re.MatchString(vectorSubject(cs))) {
					lg.Vectors = append(lg.Vectors, cs)
				}
			}
		}
		l.Games = append(l.Games, lg)
		docs[lg.Document] = true
	}
	if opts.NoFeatures {
		return l, nil
	}
	all, err := featureScenarios()
	if err != nil {
		return nil, err
	}
	at := map[string]int{}
	for _, s := range all {
		if !docs[s.Document] || (re != nil && !re.MatchString(s.Subject())) {
			continue
		}
		rows := 0
		for _, r := range s.Rows {
			if steps.MatchTags(opts.Tags, r.Tags) {
				rows++
			}
		}
		if rows == 0 {
			continue
		}
		i, ok := at[s.Document]
		if !ok {
			i = len(l.Documents)
			at[s.Document] = i
			l.Documents = append(l.Documents, ListedDocument{Document: s.Document})
		}
		d := &l.Documents[i]
		d.Scenarios = append(d.Scenarios, ListedScenario{Location: "features/" + s.Path(), Name: s.Name, Rows: rows})
		d.Rows += rows
	}
	return l, nil
}

// WriteText prints the listing: a line per scenario, per vector and per
// property, grouped, then the totals. Each line starts with what --run
// matches, so a line found here can be selected.
func (l *Listing) WriteText(w io.Writer) {
	vecs, rows, scen := 0, 0, 0
	for _, d := range l.Documents {
		fmt.Fprintf(w, "features/%s: %d scenarios, %d rows (each runs for the games of the document its steps name)\n", d.Document, len(d.Scenarios), d.Rows)
		for _, s := range d.Scenarios {
			fmt.Fprintf(w, "  %s %s", s.Location, s.Name)
			if s.Rows > 1 {
				fmt.Fprintf(w, " (%d rows)", s.Rows)
			}
			fmt.Fprintln(w)
		}
		rows += d.Rows
		scen += len(d.Scenarios)
	}
	for _, g := range l.Games {
		gen := "no generated shoes"
		if g.Generated {
			gen = fmt.Sprintf("%d generated shoes", l.Shoes)
		}
		fmt.Fprintf(w, "%s [%s]: %d vectors, %s\n", g.Game, g.Document, len(g.Vectors), gen)
		for _, cs := range g.Vectors {
			fmt.Fprintf(w, "  %s: %s\n", vectorName(cs), cs.Test.Comment)
		}
		vecs += len(g.Vectors)
	}
	if len(l.Properties) > 0 {
		fmt.Fprintf(w, "properties of the generated shoes (%d; every one is checked on every answer):\n", len(l.Properties))
		for _, p := range l.Properties {
			fmt.Fprintf(w, "  %s\n", p)
		}
	}
	fmt.Fprintf(w, "total: %d games, %d scenarios (%d rows), %d vectors, %d properties\n", len(l.Games), scen, rows, vecs, len(l.Properties))
}
