package independent

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/internal/longtest"
)

// searchBudget is the most generated requests tried per (defect, game)
// before a defect is declared unobservable there.
const searchBudget = 200_000

// tableSearchBudget is the most generated table requests tried per
// (table defect, game).
const tableSearchBudget = 20_000

// tableDiffer answers a table request on two engines and returns their
// differences, "" when they agree.
func tableDiffer(a, b *Engine, req adapter.TableRequest) string {
	ctx := context.Background()
	ra, ea := a.Table(ctx, req)
	rb, eb := b.Table(ctx, req)
	if ea != nil || eb != nil {
		if errCode(ea) != errCode(eb) {
			return fmt.Sprintf("error: clean %v, defective %v", ea, eb)
		}
		return ""
	}
	return cmp.Diff(ra, rb, tableCmp...)
}

// TestDefectsObservable finds, for every planted defect and every game it
// claims, a request on which the defective engine answers differently from
// the clean one, and prints it (go test -v -run TestDefectsObservable).
// It also checks that a defect changes nothing on the games it does not
// claim, so that its metadata can be trusted. By default it looks on one
// game of each defect (a different one from defect to defect) and sends
// 300 requests to two of the games it does not claim (two others from
// defect to defect, so that every game is checked against many defects);
// BACCTK_LONG=1 looks on every game it claims and sends 3,000 to every
// game it does not.
func TestDefectsObservable(t *testing.T) {
	seed := testSeed(t)
	clean := mustNew(t)
	for i, d := range Defects() {
		t.Run(d.Name, func(t *testing.T) {
			// Each defect's search is its own: the clean engine only
			// answers (it keeps no state), so the searches share the
			// machine's cores.
			t.Parallel()
			bad := mustNew(t, d.Name)
			// By default the defect is looked for on one of its games
			// (a different one from defect to defect), every game in the
			// long run; every other game is checked for no difference.
			look := longtest.Pick(d.Games, 1, seed+uint64(i))
			var unclaimed []string
			for _, g := range allGames {
				if !slices.Contains(d.Games, g) {
					unclaimed = append(unclaimed, g)
				}
			}
			spare := longtest.Pick(unclaimed, 2, seed+uint64(i))
			for _, g := range allGames {
				claimed := slices.Contains(d.Games, g)
				if (claimed && !slices.Contains(look, g)) || (!claimed && !slices.Contains(spare, g)) {
					continue
				}
				r := rngFor(seed, d.Name+"/"+g)
				tries := searchBudget
				if !claimed {
					// that the defect leaves a game it does not claim
					// alone: 3,000 requests in the long run
					tries = longtest.Budget(300, 3000)
				}
				found := ""
				var at int
				if d.Table {
					// a table defect shows on table requests only
					tries = tableSearchBudget
					if !claimed {
						tries = 100
					}
					gen := &tableGen{r: rand.New(rand.NewSource(int64(r.Uint64()))), eng: clean}
					for i := 1; i <= tries && found == ""; i++ {
						req := gen.requestFor(clean.games[g])
						if diff := tableDiffer(clean, bad, req); diff != "" {
							js, _ := json.Marshal(req)
							found, at = string(js)+"\n"+diff, i
						}
					}
				}
				for i := 1; i <= tries && found == "" && !d.Table; i++ {
					req := genRequest(r, clean.games[g])
					if diff := differ(clean, bad, req); diff != "" {
						found, at = requestJSON(req)+"\n"+diff, i
					}
				}
				switch {
				case claimed && found == "":
					t.Errorf("seed %d: defect %s makes no difference on %s in %d generated requests", seed, d.Name, g, tries)
				case claimed:
					t.Logf("%s on %s, found after %d requests: %s", d.Name, g, at, found)
				case found != "":
					t.Errorf("seed %d: defect %s changes game %s, which it does not claim: %s", seed, d.Name, g, found)
				}
			}
		})
	}
}

// TestDefectCatalogue checks the metadata: enough defects, unique names,
// known games, and clauses that exist in the kit's clause catalogue.
func TestDefectCatalogue(t *testing.T) {
	ds := Defects()
	if len(ds) < 18 {
		t.Errorf("%d defects, want at least 18", len(ds))
	}
	known := loadClauses(t)
	clauseForm := regexp.MustCompile(`^(mbs-[a-z0-9-]+):([0-9]+(\.[0-9]+)*)$`)
	kitRow := regexp.MustCompile(`^(interpretation:[0-9]+|contract:[a-z-]+)$`)
	seen := map[string]bool{}
	for _, d := range ds {
		if seen[d.Name] {
			t.Errorf("defect %s listed twice", d.Name)
		}
		seen[d.Name] = true
		if d.Description == "" || len(d.Games) == 0 || len(d.Clauses) == 0 {
			t.Errorf("defect %s: incomplete metadata %+v", d.Name, d)
		}
		for _, g := range d.Games {
			if !slices.Contains(allGames, g) {
				t.Errorf("defect %s: unknown game %q", d.Name, g)
			}
		}
		docs := map[string]bool{}
		for _, c := range d.Clauses {
			if kitRow.MatchString(c) {
				// an interpretation or a contract point is a row too
				continue
			}
			m := clauseForm.FindStringSubmatch(c)
			if m == nil {
				t.Errorf("defect %s: clause %q is not document:clause", d.Name, c)
				continue
			}
			docs[m[1]] = true
			if known != nil && !known[c] {
				t.Errorf("defect %s: clause %q is not in the clause catalogue", d.Name, c)
			}
		}
		// every game it claims has a clause of its own document to name
		for _, g := range d.Games {
			if !docs[documentOf(g)] {
				t.Errorf("defect %s: claims game %s but names no clause of %s", d.Name, g, documentOf(g))
			}
		}
		if _, err := New(d.Name); err != nil {
			t.Errorf("New(%q): %v", d.Name, err)
		}
	}
}

func documentOf(game string) string {
	switch game {
	case gNCB, g6Star, gTiger, gTigerNCB:
		return game
	}
	return docEtg
}

// loadClauses reads the clause numbers of the kit's clause catalogue
// (clauses/data/*.json), or returns nil when it is not there.
func loadClauses(t *testing.T) map[string]bool {
	files, _ := filepath.Glob("../clauses/data/*.json")
	if len(files) == 0 {
		t.Log("clauses/data not found: clause numbers not checked against the catalogue")
		return nil
	}
	out := map[string]bool{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var doc struct {
			Document string `json:"document"`
			Clauses  []struct {
				Clause string `json:"clause"`
			} `json:"clauses"`
		}
		if err := json.Unmarshal(b, &doc); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, c := range doc.Clauses {
			out[doc.Document+":"+c.Clause] = true
		}
	}
	return out
}
