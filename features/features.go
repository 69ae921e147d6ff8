// Package features embeds the kit's Gherkin feature files, one folder per
// rules document (features/<document-id>/*.feature), so that the bacctk binary
// carries them and runs them without the source tree.
package features

import "embed"

// FS holds every feature file, at paths "<document-id>/<name>.feature".
//
//go:embed */*.feature
var FS embed.FS
