package rules

import (
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"testing"
)

// pinned are the SHA-256 digests of the rules texts: the texts every
// clause's words, every feature file's quote and every verdict rest on.
var pinned = map[string]string{
	"mbs-6-star-no-commission-baccarat-2017.txt": "0942c463adde115a8e4096d56c13697a86030395a2d5aeef1c7f81f73e822bae",
	"mbs-electronic-baccarat-v4.txt":             "3c1d4c137a7ec1193864468878b8dc24624ff7375fe8aa73586e4eccf7688c35",
	"mbs-no-commission-baccarat-v6.txt":          "300a81b78a78abd6e6ded39802ebb016d0a9067dee4a2085f25f09983071c101",
	"mbs-tiger-baccarat-v2.txt":                  "41db3e6549af281bc16d72c0df67401032dc26b3ff3ae93df437d5e9bb09d4b2",
	"mbs-tiger-no-commission-baccarat-v5.txt":    "ee702bd05baf4c85fff310b8597b1df8ed6df5375ad480c15f51ef957e302328",
}

// TestRulesTextsPinned: every rules text has the digest pinned here, and
// every pinned text is embedded.
func TestRulesTextsPinned(t *testing.T) {
	names, err := fs.Glob(FS, "*.txt")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, name := range names {
		seen[name] = true
		b, err := fs.ReadFile(FS, name)
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(b)
		got := hex.EncodeToString(sum[:])
		want, ok := pinned[name]
		switch {
		case !ok:
			t.Errorf("rules/%s is not pinned (SHA-256 %s): a new edition is a new file and a new document id in the clauses catalog (rules/README.md); "+
				"add the file's digest to pinned in rules/pin_test.go once its clauses are catalogued and quoted (go test ./clauses ./features)", name, got)
		case got != want:
			t.Errorf("rules/%s changed: SHA-256 %s, pinned %s. The rules texts are kept as received (rules/README.md): undo the edit "+
				"(git checkout rules/%s); a new edition of the document is a new file with a new document id. Only if this very text was wrong "+
				"as received, put the new digest in rules/pin_test.go and check the clauses' words and the features' quotes again (go test ./clauses ./features)",
				name, got, want, name)
		}
	}
	for name := range pinned {
		if !seen[name] {
			t.Errorf("rules/%s is pinned but not embedded: a rules text is never removed (rules/README.md); restore it, or drop its pin with its document", name)
		}
	}
}
