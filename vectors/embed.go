package vectors

import "embed"

// FS holds the vectors shipped with the kit, at "testvectors_v1/<game-id>.json",
// their JSON Schema, at "schemas/bacctk_vectors_schema_v1.json", and the
// list of retired test ids, at "retired_v1.txt" (RetiredFile). Go users
// run them with Load(vectors.FS) and Verify.
//
//go:embed testvectors_v1/*.json schemas/*.json retired_v1.txt
var FS embed.FS
