package pack

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLintFindings: each way a finished pack can go wrong is one finding
// (or a few), naming the file, the line where there is one, and what was
// expected.
// panda8Wager and panda8Row are what lint says of the game file when the
// catalog loses clause 4.5, which the Panda 8 wager and its row cite.
const (
	panda8Wager = `games.json: game harbour-ez-2026 wager panda-8 cites clause 4.5, which the catalog does not have`
	panda8Row   = `games.json: game harbour-ez-2026 wager panda-8 row player-wins-on-8-with-three-cards cites clause 4.5, which the catalog does not have`
)

func TestLintFindings(t *testing.T) {
	const feat4 = FeaturesDir + "/04-settlement.feature"
	for _, tt := range []struct {
		name   string
		change func(t *testing.T, dir string)
		want   []string
	}{
		{"no manifest", remove(ManifestFile), []string{"pack.json: missing: want the pack's manifest"}},
		{"manifest not JSON", replace(ManifestFile, `"id"`, `id`), []string{"pack.json: not a pack manifest"}},
		{"manifest unknown member", replace(ManifestFile, `"title"`, `"titel"`), []string{`pack.json: not a pack manifest: json: unknown field "titel"`}},
		{"manifest path outside", replace(ManifestFile, `"rules.txt"`, `"../rules.txt"`), []string{`pack.json: "rules" is "../rules.txt": want a path inside the pack folder`}},
		{"manifest bad id", replace(ManifestFile, `"id": "harbour-ez-2026"`, `"id": "Harbour EZ"`), []string{`pack.json: id "Harbour EZ": want lower-case`}},
		{"no rules", remove(RulesFile), []string{"rules.txt: missing: want the rules text"}},
		{"no catalog", remove(CatalogFile), []string{"catalog.json: missing: want the clause catalog"}},
		{"no features", remove(FeaturesDir), []string{"features: missing: want the folder of feature files"}},
		{"catalog not JSON", replace(CatalogFile, `"clauses": [`, `"clauses": `), []string{"catalog.json: not a clause catalog"}},
		{"catalog of another document", replace(CatalogFile, `"document": "harbour-ez-2026"`, `"document": "mbs-ncb-v6"`),
			[]string{`catalog.json: document "mbs-ncb-v6": want the pack's id "harbour-ez-2026"`}},
		{"clause left out of the catalog", replace(CatalogFile, `{"clause": "4.5", "section": "settlement", "summary": "said in the lab's words", "procedural": ""},`, ``),
			[]string{`rules.txt:30: clause 4.5 is not in catalog.json`, `features/04-settlement.feature:39: Rule 4.5: catalog.json has no clause 4.5`,
				`features/04-settlement.feature:38: tag "@clause:harbour-ez-2026:4.5" names clause 4.5, which catalog.json does not have`,
				panda8Wager, panda8Row}},
		{"clause the text does not number", replace(CatalogFile, `{"clause": "4.5",`, `{"clause": "4.7",`),
			[]string{`catalog.json:21: clause "4.7" is not numbered in rules.txt`, `rules.txt:30: clause 4.5 is not in catalog.json`, `features/04-settlement.feature:39: Rule 4.5: catalog.json has no clause 4.5`,
				`features/04-settlement.feature:38: tag "@clause:harbour-ez-2026:4.5" names clause 4.5, which catalog.json does not have`,
				panda8Wager, panda8Row}},
		{"clause listed twice", replace(CatalogFile, `{"clause": "4.5",`, `{"clause": "4.4",`),
			[]string{`catalog.json:21: clause 4.4 listed again`, `rules.txt:30: clause 4.5 is not in catalog.json`, `features/04-settlement.feature:39: Rule 4.5: catalog.json has no clause 4.5`,
				`features/04-settlement.feature:38: tag "@clause:harbour-ez-2026:4.5" names clause 4.5, which catalog.json does not have`,
				panda8Wager, panda8Row}},
		{"a control character in the text", replace(RulesFile, "paid even money", "paid \x1b[31meven money"),
			[]string{"rules.txt: line 26: the character U+001B", `features/04-settlement.feature:7: Rule 4.1: the description is not the clause's words`}},
		{"game file unreadable", replace(GamesFile, `"odds": "40 to 1"`, `"odds": "40 to 0"`),
			[]string{`games.json: games[0] "harbour-ez-2026" wagers[3] "dragon-7" pays[0] odds`}},
		{"game of another document", replace(GamesFile, `"document": "harbour-ez-2026"`, `"document": "other-house"`),
			[]string{`games.json: game harbour-ez-2026 is of the document "other-house"`}},
		{"no game yet", func(t *testing.T, dir string) {
			write(t, dir, GamesFile, `{"document": "harbour-ez-2026", "games": []}`)
		},
			[]string{`games.json: no game yet`}},
		{"wrong section", replace(CatalogFile, `{"clause": "3.2", "section": "play"`, `{"clause": "3.2", "section": "how-to-play"`),
			[]string{`catalog.json:15: clause 3.2: section "how-to-play", want "play" (the heading at rules.txt:18)`}},
		{"no summary", replace(CatalogFile, `{"clause": "2.1", "section": "equipment", "summary": "said in the lab's words"`, `{"clause": "2.1", "section": "equipment", "summary": " "`),
			[]string{`catalog.json:12: clause 2.1: no summary`}},
		{"blank procedural reason", replace(CatalogFile, `"procedural": "a floor procedure"}`, `"procedural": " "}`),
			[]string{`catalog.json:7: clause 1.1: the procedural reason is blank`}},
		{"untested", replace(feat4, "    Scenario: 4.4 is checked\n      Given the game \"harbour-ez-2026\" with 8 decks\n", ""),
			[]string{`catalog.json:20: clause 4.4: no scenario and no procedural reason: want a scenario tagged @clause:harbour-ez-2026:4.4 under features/`}},
		{"quote edited", replace(feat4, "paid 40 to 1", "paid 50 to 1"),
			[]string{`features/04-settlement.feature:31: Rule 4.4: the description is not the clause's words at rules.txt:29: got "A \"Dragon 7\" wager is paid 50 to 1`}},
		{"clause quoted twice", replace(feat4, "Rule: 4.3\n", "Rule: 4.2\n"),
			[]string{`features/04-settlement.feature:23: Rule 4.2 quotes the clause again (first at features/04-settlement.feature:15)`,
				`catalog.json:19: clause 4.3 is quoted by no Rule`, `features/04-settlement.feature:22: tag "@clause:harbour-ez-2026:4.3" on Rule 4.2`,
				`features/04-settlement.feature:26: scenario "4.3 is checked" stands under Rule 4.2 but is not tagged @clause:harbour-ez-2026:4.2`}},
		{"rule without a number", replace(feat4, "Rule: 4.6\n", "Rule: Refusals\n"),
			[]string{`features/04-settlement.feature:47: Rule "Refusals": want the name to start with the number`, `catalog.json:22: clause 4.6 is quoted by no Rule`}},
		{"tag of another document", replace(feat4, "@clause:harbour-ez-2026:4.1\n", "@clause:mbs-ncb-v6:4.1\n"),
			[]string{`features/04-settlement.feature:6: tag "@clause:mbs-ncb-v6:4.1" names document "mbs-ncb-v6": want this pack's`,
				`features/04-settlement.feature:10: scenario "4.1 is checked" stands under Rule 4.1 but is not tagged`,
				`catalog.json:17: clause 4.1: no scenario and no procedural reason`}},
		{"tag of no clause", replace(feat4, "    Scenario: 4.2 is checked\n", "    @clause:harbour-ez-2026:4.9\n    Scenario: 4.2 is checked\n"),
			[]string{`features/04-settlement.feature:18: tag "@clause:harbour-ez-2026:4.9" names clause 4.9, which catalog.json does not have`}},
		{"malformed tag", replace(feat4, "    Scenario: 4.2 is checked\n", "    @clause:harbour-ez-2026 @a,b\n    Scenario: 4.2 is checked\n"),
			[]string{`features/04-settlement.feature:18: tag "@clause:harbour-ez-2026": want @clause:harbour-ez-2026:<clause>`,
				`features/04-settlement.feature:18: tag "@a,b": not one tag`}},
		{"procedural and tested", replace(feat4, "  Rule: 4.6\n    The Pit Supervisor may refuse any wager.\n", "  Rule: 4.6\n    The Pit Supervisor may refuse any wager.\n\n    Scenario: refused\n      Given the game \"x\"\n"),
			[]string{`features/04-settlement.feature:50: scenario "refused" is tagged @clause:harbour-ez-2026:4.6, a clause with a procedural reason`}},
		{"feature does not parse", replace(feat4, "    Scenario: 4.4 is checked\n", "    # no scenario\n"),
			[]string{`features/04-settlement.feature:35: does not parse as Gherkin: expected: #EOF, #Comment, #BackgroundLine, #TagLine, #ScenarioLine, #RuleLine, #Empty, got '      Given`}},
		{"clause printed twice", replace(RulesFile, "4.6 The Pit", "4.5 The Pit"),
			[]string{`rules.txt:31: clause 4.5 printed again (first at line 30)`, `catalog.json:22: clause "4.6" is not numbered in rules.txt`,
				`features/04-settlement.feature:47: Rule 4.6: catalog.json has no clause 4.6`}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := completePack(t)
			tt.change(t, dir)
			got := lint(t, dir)
			if len(got) != len(tt.want) {
				t.Errorf("%d findings, want %d:\n%s", len(got), len(tt.want), strings.Join(got, "\n"))
			}
			for _, w := range tt.want {
				found := false
				for _, g := range got {
					found = found || strings.HasPrefix(g, w)
				}
				if !found {
					t.Errorf("no finding %q among:\n%s", w, strings.Join(got, "\n"))
				}
			}
		})
	}
}

func remove(name string) func(*testing.T, string) {
	return func(t *testing.T, dir string) {
		if err := os.RemoveAll(filepath.Join(dir, filepath.FromSlash(name))); err != nil {
			t.Fatal(err)
		}
	}
}

func replace(name, old, new string) func(*testing.T, string) {
	return func(t *testing.T, dir string) {
		s := read(t, dir, name)
		if !strings.Contains(s, old) {
			t.Fatalf("%s has no %q", name, old)
		}
		write(t, dir, name, strings.Replace(s, old, new, 1))
	}
}

// TestLintUnreadable: a folder that is not there, or is a file, is an
// error, not a finding.
func TestLintUnreadable(t *testing.T) {
	if _, err := Lint(filepath.Join(t.TempDir(), "none")); err == nil {
		t.Error("no error for a folder that does not exist")
	}
	f := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(f, nil, 0o666); err != nil {
		t.Fatal(err)
	}
	if _, err := Lint(f); err == nil || !strings.Contains(err.Error(), "not a folder") {
		t.Errorf("a file for a folder: %v", err)
	}
}

// TestCreateRefusesAFolderInUse: a pack is started in a new or empty
// folder only, and nothing is written in one that has anything in it.
func TestCreateRefusesAFolderInUse(t *testing.T) {
	files, err := New(sampleID, readSample(t))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := Create(dir, files); err != nil {
		t.Fatalf("an empty folder: %v", err)
	}
	if err := Create(dir, files); err == nil || !strings.Contains(err.Error(), "not empty") {
		t.Errorf("a folder in use: %v", err)
	}
	other := t.TempDir()
	write(t, other, "notes.txt", "mine")
	if err := Create(other, files); err == nil {
		t.Error("a folder with a file in it was accepted")
	}
	if entries, _ := os.ReadDir(other); len(entries) != 1 {
		t.Errorf("%d entries in the refused folder, want its one file", len(entries))
	}
}

// TestNewRefuses: an id that cannot name a pack, a text that numbers no
// clause, a section number too long to name a file.
func TestNewRefuses(t *testing.T) {
	for _, id := range []string{"", "Harbour", "a b", "a--b", "-a", "a:b", strings.Repeat("a", 65)} {
		if _, err := New(id, readSample(t)); err == nil {
			t.Errorf("id %q accepted", id)
		}
	}
	if _, err := New(sampleID, []byte("House rules\n\n1. Play\nNo numbers here.\n")); err == nil || !strings.Contains(err.Error(), "numbers no clause") {
		t.Errorf("a text with no clause: %v", err)
	}
	long := "1.1 a\n" + strings.Repeat("9", 10) + ".1 b\n"
	if _, err := New(sampleID, []byte(long)); err == nil || !strings.Contains(err.Error(), "line 2: clause 9999999999.1: a section number of more than 9 digits") {
		t.Errorf("a section number of 10 digits: %v", err)
	}
}
