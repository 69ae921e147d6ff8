package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// houseRules is a small numbered rules text the kit has never seen: two
// sections, three clauses.
const houseRules = `House Baccarat Rules

1. Definitions
1.1 "Natural" means a total of eight or nine on two cards.

2. Settlement
2.1 A winning "Player" wager is paid even money.
2.2 The Supervisor may refuse any wager.
`

func writeRules(t *testing.T, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "rules.txt")
	if err := os.WriteFile(p, []byte(text), 0o666); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestPackNew: pack new writes the pack folder, by default ./ID, and
// refuses what it cannot start a pack from, with exit status 2.
func TestPackNew(t *testing.T) {
	rules := writeRules(t, houseRules)
	t.Chdir(t.TempDir())
	code, out, errs := runCmd("pack", "new", "--rules", rules, "--id", "house-2026")
	if code != 0 || !strings.Contains(out, "started pack house-2026 in house-2026: 6 files") {
		t.Fatalf("exit %d\n%s%s", code, out, errs)
	}
	for _, f := range []string{"pack.json", "rules.txt", "catalog.json", "games.json", "features/01-definitions.feature", "features/02-settlement.feature"} {
		if _, err := os.Stat(filepath.Join("house-2026", f)); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--id", "h"}, "give --rules FILE"},
		{[]string{"--rules", rules}, "give --id ID"},
		{[]string{"--rules", rules, "--id", "House 1"}, `--id: id "House 1": want lower-case`},
		{[]string{"--rules", rules, "--id", "h", "extra"}, `unexpected argument "extra"`},
		{[]string{"--rules", "none.txt", "--id", "h"}, "--rules: open none.txt"},
		{[]string{"--rules", writeRules(t, "1. Play\nNo numbers.\n"), "--id", "h"}, "the rules text numbers no clause"},
		{[]string{"--rules", rules, "--id", "house-2026"}, "house-2026: the folder is not empty"},
		{[]string{"--rules", rules, "--id", "h", "--dir", "house-2026"}, "house-2026: the folder is not empty"},
	} {
		code, _, errs := runCmd(append([]string{"pack", "new"}, tt.args...)...)
		if code != 2 || !strings.HasPrefix(errs, "bacctk pack new: ") || !strings.Contains(errs, tt.want) {
			t.Errorf("pack new %q: exit %d, stderr %q; want 2 and %q", tt.args, code, errs, tt.want)
		}
	}
}

// TestPackLint: a new pack has findings (each clause's, and no game yet),
// one a line with the pack's path, file and line, exit 1; the pack finished has none, exit 0; no pack to
// read is exit 2.
func TestPackLint(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "house")
	if code, _, errs := runCmd("pack", "new", "--rules", writeRules(t, houseRules), "--id", "house-2026", "--dir", dir); code != 0 {
		t.Fatalf("pack new: exit %d: %s", code, errs)
	}
	code, out, errs := runCmd("pack", "lint", dir)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	finding := regexp.MustCompile(`^` + regexp.QuoteMeta(filepath.ToSlash(dir)) + `/(catalog\.json:\d+: clause \d\.\d: (no summary|no scenario and no procedural reason)|games\.json: no game yet)`)
	if code != 1 || len(lines) != 7 || !strings.Contains(errs, "7 findings") {
		t.Fatalf("a new pack: exit %d, %d lines, want 1 and 7 findings\n%s%s", code, len(lines), out, errs)
	}
	for _, l := range lines {
		if !finding.MatchString(l) {
			t.Errorf("finding %q", l)
		}
	}
	cat := filepath.Join(dir, "catalog.json")
	b, err := os.ReadFile(cat)
	if err != nil {
		t.Fatal(err)
	}
	s := strings.ReplaceAll(string(b), `"summary": ""`, `"summary": "s"`)
	s = strings.ReplaceAll(s, `"procedural": ""`, `"procedural": "a floor procedure"`)
	if err := os.WriteFile(cat, []byte(s), 0o666); err != nil {
		t.Fatal(err)
	}
	game := `{"document": "house-2026", "edition": "1", "games": [{"id": "house-2026", "name": "House", "electronic": false, "deck": "standard-52", "commission": false,
		"wagers": [{"id": "player", "clause": "2.1", "pays": [{"event": "player-wins", "odds": "1 to 1", "clause": "2.1"}]}]}]}`
	if err := os.WriteFile(filepath.Join(dir, "games.json"), []byte(game), 0o666); err != nil {
		t.Fatal(err)
	}
	if code, out, errs := runCmd("pack", "lint", dir); code != 0 || !strings.HasSuffix(out, "house: no findings\n") {
		t.Errorf("a finished pack: exit %d\n%s%s", code, out, errs)
	}
	for _, args := range [][]string{{}, {dir, dir}, {filepath.Join(dir, "none")}} {
		if code, _, errs := runCmd(append([]string{"pack", "lint"}, args...)...); code != 2 || !strings.HasPrefix(errs, "bacctk pack lint: ") {
			t.Errorf("pack lint %q: exit %d, stderr %q; want 2", args, code, errs)
		}
	}
}

// TestPackLintShowsTextEscaped: a pack's files are input; what lint
// quotes of them (a folder's name, a Rule's name) reaches the terminal
// escaped.
func TestPackLintShowsTextEscaped(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "p\x1b[2J\u202e")
	if code, _, errs := runCmd("pack", "new", "--rules", writeRules(t, houseRules), "--id", "house-2026", "--dir", dir); code != 0 {
		t.Fatalf("pack new: exit %d: %s", code, errs)
	}
	feat := filepath.Join(dir, "features", "02-settlement.feature")
	b, err := os.ReadFile(feat)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(feat, []byte(strings.Replace(string(b), "Rule: 2.2", "Rule: \x1b]0;owned\x07", 1)), 0o666); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCmd("pack", "lint", dir)
	if code != 1 || !strings.Contains(out, `Rule "\x1b]0;owned\a": want the name to start with the number`) {
		t.Errorf("exit %d, want 1 and the Rule's name escaped\n%s", code, out)
	}
	if strings.ContainsAny(out+errs, "\x1b\x07\u202e") {
		t.Errorf("raw control or bidirectional characters in the output:\n%q", out+errs)
	}
}

// TestPackGroup: pack alone is a usage error; an unknown subcommand is
// named with what it may have meant.
func TestPackGroup(t *testing.T) {
	if code, _, errs := runCmd("pack"); code != 2 || !strings.Contains(errs, "Usage: bacctk pack SUBCOMMAND") {
		t.Errorf("pack: exit %d, stderr %q", code, errs)
	}
	if code, _, errs := runCmd("pack", "lnit"); code != 2 || !strings.Contains(errs, `unknown subcommand "lnit"`) || !strings.Contains(errs, "lint") {
		t.Errorf("pack lnit: exit %d, stderr %q", code, errs)
	}
}
