package packs_test

import (
	"bytes"
	"path/filepath"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/bacctk/bacctk/internal/infile"
)

// TestGamesMatchSchema: each pack's games.json is valid against the
// schema a lab's editor checks a game file with (docs/games.schema.json),
// as well as decoding with the kit's reader (gamesOf).
func TestGamesMatchSchema(t *testing.T) {
	schemaPath := filepath.Join("..", "..", "docs", "games.schema.json")
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	schema, err := c.Compile(schemaPath)
	if err != nil {
		t.Fatalf("%s: %v", schemaPath, err)
	}
	for _, dir := range packDirs {
		name := filepath.Join(dir, "games.json")
		data, err := infile.Read(name, gameFileLimit)
		if err != nil {
			t.Fatal(err)
		}
		inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := schema.Validate(inst); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		gamesOf(t, dir)
	}
}
