package certify

import (
	"runtime"
	"runtime/debug"
	"sync"

	"github.com/bacctk/bacctk/report"
)

// revision is the kit's revision as a release build sets it, so that a
// binary built without version-control stamping (a container build, a
// copy of the tree without .git) still says what it was built from:
//
//	go build -ldflags "-X github.com/bacctk/bacctk/certify.revision=REV" ./cmd/bacctk
//
// The Dockerfile and action.yml set it (docs/certify.md "Reproducing a
// certificate").
var revision string

// RevisionSymbol is the -X name of revision, for the builds that set it.
const RevisionSymbol = "github.com/bacctk/bacctk/certify.revision"

// kitRevision is the revision reports name: the one set at build time,
// else the version control's ("+dirty" for a modified tree), else the
// module's version, else "devel".
var kitRevision = sync.OnceValue(func() string {
	if revision != "" {
		return revision
	}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel"
	}
	var rev, dirty string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = "+dirty"
			}
		}
	}
	switch {
	case rev != "":
		return rev + dirty
	case bi.Main.Version != "" && bi.Main.Version != "(devel)":
		return bi.Main.Version
	}
	return "devel"
})

func kitInfo() report.Kit {
	return report.Kit{Name: report.KitName, Version: report.KitVersion, Revision: kitRevision(), GoVersion: runtime.Version(),
		ContentHash: ContentHash(), ContentInputs: ContentInputs()}
}
