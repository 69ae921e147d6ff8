package protocol

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSplitCommand(t *testing.T) {
	cases := []struct {
		in   string
		want []string
	}{
		{"./engine", []string{"./engine"}},
		{"  java  -jar engine.jar\t--quiet \n", []string{"java", "-jar", "engine.jar", "--quiet"}},
		{`python3 'my engine.py' --name "Acme Baccarat"`, []string{"python3", "my engine.py", "--name", "Acme Baccarat"}},
		{`a'b'"c"d`, []string{"abcd"}},
		{`'' ""`, []string{"", ""}},
		{`x '' y`, []string{"x", "", "y"}},
		{`'it'\''s'`, []string{"it's"}},
		{`"say \"hi\" \\ \$HOME \` + "`" + `"`, []string{`say "hi" \ $HOME ` + "`"}},
		{`"keep \n and \a"`, []string{`keep \n and \a`}},
		{`'no \escapes "here"'`, []string{`no \escapes "here"`}},
		{`a\ b c\\d \'e`, []string{"a b", `c\d`, "'e"}},
		{"line\\\ncontinued", []string{"linecontinued"}},
		{"\"in \\\nquotes\"", []string{"in quotes"}},
		{`$HOME/engine *.json | tee >out; FOO=1`, []string{"$HOME/engine", "*.json", "|", "tee", ">out;", "FOO=1"}},
		{`sh -c 'exec ./engine 2>/dev/null'`, []string{"sh", "-c", "exec ./engine 2>/dev/null"}},
		{"naïve 'é'", []string{"naïve", "é"}},
	}
	for _, c := range cases {
		got, err := SplitCommand(c.in)
		if err != nil {
			t.Errorf("SplitCommand(%q): %v", c.in, err)
			continue
		}
		if d := cmp.Diff(c.want, got); d != "" {
			t.Errorf("SplitCommand(%q) (-want +got):\n%s", c.in, d)
		}
	}
}

func TestSplitCommandErrors(t *testing.T) {
	cases := []struct{ in, want string }{
		{`engine 'unterminated`, `unterminated single quote opened at character 8: "engine »'unterminated"`},
		{`engine "half`, `unterminated double quote opened at character 8`},
		{`engine "esc\"`, `unterminated double quote opened at character 8`},
		{`engine \`, `a backslash at the end escapes nothing`},
		{``, `empty`},
		{" \t\n", `empty`},
	}
	for _, c := range cases {
		got, err := SplitCommand(c.in)
		if err == nil {
			t.Errorf("SplitCommand(%q) = %q, want an error", c.in, got)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("SplitCommand(%q): %v, want it to say %q", c.in, err, c.want)
		}
	}
}
