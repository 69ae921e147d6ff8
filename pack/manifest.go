package pack

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"regexp"

	"github.com/bacctk/bacctk/clauses"
)

// The file names a new pack is made with; pack.json may name others.
const (
	ManifestFile = "pack.json"
	RulesFile    = "rules.txt"
	CatalogFile  = "catalog.json"
	GamesFile    = "games.json"
	FeaturesDir  = "features"
)

// Manifest is pack.json: the pack's id and where its parts are, relative
// to the pack folder.
type Manifest struct {
	// ID is the pack's document id: the <id> of its clause tags
	// (@clause:<id>:<clause>) and of its catalog.
	ID string `json:"id"`
	// Title and Edition name the rules document, as the catalog's do.
	Title   string `json:"title"`
	Edition string `json:"edition"`
	// Rules, Catalog, Games and Features are the rules text, the clause
	// catalog, the game definitions and the folder of feature files.
	Rules    string `json:"rules"`
	Catalog  string `json:"catalog"`
	Games    string `json:"games"`
	Features string `json:"features"`
	// Deal, when the pack states it, names the clauses that govern each
	// field of a round's answer (the deal order, the Table of Play's
	// draws, the winner, ...), with the pack's clause numbers: a generated
	// answer that leaves the rules at a field fails those clauses
	// (clauses.RegisterDeal). A field it does not name blames no clause
	// of the pack: such a failure fails the run outside any clause.
	Deal *clauses.DealFields `json:"deal,omitempty"`
}

// validID is a pack id: lower-case words of letters and digits joined by
// single dashes, as the kit's document ids are ("mbs-tiger-v2"); it
// stands in tags and file names, so nothing else may.
var validID = regexp.MustCompile(`^[a-z0-9]+(?:-[a-z0-9]+)*$`)

// maxIDLen bounds an id: it is a name, not a text.
const maxIDLen = 64

// CheckID says why id cannot name a pack, or nil when it can.
func CheckID(id string) error {
	if len(id) > maxIDLen || !validID.MatchString(id) {
		return fmt.Errorf("id %q: want lower-case letters and digits joined by single dashes, at most %d characters (such as house-ez-2026)", id, maxIDLen)
	}
	return nil
}

// decodeManifest reads pack.json and says what is wrong with it: each
// problem one message, none when it is well formed.
func decodeManifest(data []byte) (Manifest, []string) {
	var m Manifest
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return m, []string{fmt.Sprintf("not a pack manifest: %v (want %s)", err, manifestShape)}
	}
	var bad []string
	if err := CheckID(m.ID); err != nil {
		bad = append(bad, err.Error())
	}
	for _, f := range []struct{ name, value string }{
		{"rules", m.Rules}, {"catalog", m.Catalog}, {"games", m.Games}, {"features", m.Features},
	} {
		if f.value == "" || !filepath.IsLocal(filepath.FromSlash(f.value)) {
			bad = append(bad, fmt.Sprintf("%q is %q: want a path inside the pack folder", f.name, f.value))
		}
	}
	return m, bad
}

// manifestShape is what pack.json holds, for a message about one that does
// not.
const manifestShape = `{"id", "title", "edition", "rules", "catalog", "games", "features"}`

// newManifest is the pack.json of a new pack: its parts at the default
// names.
func newManifest(id, title string) Manifest {
	return Manifest{ID: id, Title: title, Rules: RulesFile, Catalog: CatalogFile, Games: GamesFile, Features: FeaturesDir}
}
