// Package features embeds the kit's Gherkin feature files, one folder per
// rules document (features/<document-id>/*.feature), so that the bacctk binary
// carries them and runs them without the source tree; Parse (parse.go)
// reads them, for the clause catalog and the scenario runner alike.
package features

import "embed"

// FS holds every feature file, at paths "<document-id>/<name>.feature".
//
//go:embed */*.feature
var FS embed.FS
