package main

import (
	"os"
	"strings"

	"github.com/bacctk/bacctk/internal/words"
)

// invokedAs is how a replay command names the kit: the path it was
// invoked by (./bacctk, /opt/lab/bacctk), so that a replay line can be
// pasted where the run was made; "bacctk" when it was found on the PATH,
// or run by `go run`, whose binary is gone when the run ends.
func invokedAs() string {
	return invokedName(os.Args[0])
}

func invokedName(arg0 string) string {
	if !strings.Contains(arg0, "/") || strings.Contains(arg0, "go-build") {
		return "bacctk"
	}
	return words.ShellQuote(arg0)
}
