package vectors

import "embed"

// FS holds the vectors shipped with the kit, at "testvectors_v1/<game-id>.json",
// and their JSON Schema, at "schemas/bacctk_vectors_schema_v1.json". Go users
// run them with Load(vectors.FS) and Verify.
//
//go:embed testvectors_v1/*.json schemas/*.json
var FS embed.FS
