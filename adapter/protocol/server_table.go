package protocol

import (
	"encoding/json"

	"github.com/bacctk/bacctk/adapter"
)

// doTable answers table: until the table capability is on the wire, every
// engine answers "unsupported".
func (s *server) doTable(id int64, _ json.RawMessage) {
	s.respondError(&id, adapter.Unsupported("request %d: this engine does not offer the table capability", id))
}

// hasTableSchema reports whether schema/response-table.json exists.
const hasTableSchema = false
