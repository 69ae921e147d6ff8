package listfile

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParse(t *testing.T) {
	noSpace := func(p string) error {
		if strings.Contains(p, " ") {
			return errors.New("white space inside")
		}
		return nil
	}
	got, err := Parse("k.txt", []byte("# a list\n\na/b  # why\n  c/*\n"), noSpace)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([]Line{{"a/b", 3}, {"c/*", 4}}, got); d != "" {
		t.Errorf("lines (-want +got):\n%s", d)
	}
	for in, want := range map[string]string{
		"a/b\n\na/b\n": `k.txt:3: "a/b" is already on line 1`,
		"a b\n":        `k.txt:1: "a b": white space inside`,
	} {
		if _, err := Parse("k.txt", []byte(in), noSpace); err == nil || err.Error() != want {
			t.Errorf("Parse(%q) = %v, want %s", in, err, want)
		}
	}
}
