package reference

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// The JSON Schema of a game file, docs/games.schema.json, is what a lab
// engineer's editor checks a rules pack's games against; these tests hold
// it to the reader (DecodeGames).

const gamesSchemaID = "https://github.com/bacctk/bacctk/docs/games.schema.json"

func gamesSchemaJSON(t *testing.T) map[string]any {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "docs", "games.schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("docs/games.schema.json: %v", err)
	}
	m, ok := doc.(map[string]any)
	if !ok {
		t.Fatal("docs/games.schema.json is not an object")
	}
	return m
}

func compiledGamesSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	if err := c.AddResource(gamesSchemaID, gamesSchemaJSON(t)); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile(gamesSchemaID)
	if err != nil {
		t.Fatalf("docs/games.schema.json does not compile: %v", err)
	}
	return s
}

func validateGameFile(s *jsonschema.Schema, data []byte) error {
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return err
	}
	return s.Validate(inst)
}

// TestGameFilesMatchSchema: the kit's own game files and the reader's test
// file validate; every fault the schema can express is refused by it as
// by the reader.
func TestGameFilesMatchSchema(t *testing.T) {
	s := compiledGamesSchema(t)
	for _, doc := range gameDocuments {
		name := "games/" + string(doc) + ".json"
		data, err := fs.ReadFile(gameFiles, name)
		if err != nil {
			t.Fatal(err)
		}
		if err := validateGameFile(s, data); err != nil {
			t.Errorf("%s breaks docs/games.schema.json: %v", name, err)
		}
	}
	if err := validateGameFile(s, []byte(goodFile())); err != nil {
		t.Errorf("goodFile breaks docs/games.schema.json: %v", err)
	}
	for _, c := range refusedFiles() {
		if c.schema && validateGameFile(s, []byte(c.data)) == nil {
			t.Errorf("%s: docs/games.schema.json accepts it, the reader does not", c.name)
		}
	}
}

// TestGamesSchemaIDs: the schema names exactly the wager and event ids the
// reader knows. A new event or wager in events.go or games.go goes into
// docs/games.schema.json too (this test prints the lists to paste).
func TestGamesSchemaIDs(t *testing.T) {
	defs, _ := gamesSchemaJSON(t)["$defs"].(map[string]any)
	enum := func(def, member string) []string {
		d, _ := defs[def].(map[string]any)
		props, _ := d["properties"].(map[string]any)
		m, _ := props[member].(map[string]any)
		list, _ := m["enum"].([]any)
		var out []string
		for _, v := range list {
			s, _ := v.(string)
			out = append(out, s)
		}
		return out
	}
	var events, wagers []string
	for e := Event(1); e < numEvents; e++ {
		events = append(events, e.String())
	}
	for _, w := range AllWagers {
		wagers = append(wagers, string(w))
	}
	if diff := cmp.Diff(events, enum("pay", "event")); diff != "" {
		t.Errorf("docs/games.schema.json $defs.pay.properties.event.enum is not the events of events.go (-code +schema):\n%s", diff)
	}
	// A wager id is open (a pack defines its own): the kit's files use only
	// the kit's.
	for _, g := range KitGames() {
		for _, w := range g.Wagers {
			if !slices.Contains(wagers, string(w.ID)) {
				t.Errorf("%s offers %q, not one of the kit's wagers (AllWagers)", g.ID, w.ID)
			}
		}
	}
}
