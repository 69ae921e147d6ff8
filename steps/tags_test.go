package steps

import (
	"strings"
	"testing"
)

// TestValidateTags: the expressions that made godog panic (issue 11, case
// 2) are refused with the place of the fault; valid ones pass.
func TestValidateTags(t *testing.T) {
	for _, ok := range []string{"", "@a", "~@slow", "@a,@b", "@a && ~@b", "@clause:mbs-ncb-v6:3.9.4,@x&&@y"} {
		if err := ValidateTags(ok); err != nil {
			t.Errorf("ValidateTags(%q) = %v, want nil", ok, err)
		}
	}
	for _, c := range []struct{ expr, want string }{
		{"&&", "character 1"},
		{",", "character 1"},
		{"@a &&", `character 6: want a tag (such as @smoke or ~@slow) after "&&"`},
		{"@a,", `character 4: want a tag (such as @smoke or ~@slow) after ","`},
		{"@a,,@b", "character 4"},
		{"~", `"~" is not a tag`},
		{"@", `"@" is not a tag`},
		{"@a @b", `"@a @b" is not one tag`},
		{"  ", "blank"},
	} {
		err := ValidateTags(c.expr)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ValidateTags(%q) = %v, want an error containing %q", c.expr, err, c.want)
		}
	}
}
