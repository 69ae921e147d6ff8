package jsondiff

import "testing"

func TestDiff(t *testing.T) {
	type s struct {
		Wager string `json:"wager"`
		Win   int64  `json:"win"`
		Odds  string `json:"odds"`
	}
	if d := Diff(s{"banker", 95, ""}, s{"banker", 95, ""}); d != "" {
		t.Errorf("equal values: %q", d)
	}
	want := "  {\n    \"wager\": \"banker\",\n-   \"win\": 95,\n+   \"win\": 100,\n    \"odds\": \"\"\n  }\n"
	if d := Diff(s{"banker", 95, ""}, s{"banker", 100, ""}); d != want {
		t.Errorf("Diff =\n%s\nwant\n%s", d, want)
	}
}
