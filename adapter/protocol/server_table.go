package protocol

import (
	"encoding/json"

	"github.com/bacctk/bacctk/adapter"
)

// doTable answers table with an engine that implements adapter.TableEngine;
// any other engine answers "unsupported". The params and result are
// adapter.TableRequest and adapter.TableResult as they are: encoding/json
// reads the request, and the result is written by hand (appendTableResult,
// byte for byte what encoding/json writes), a third of the engine's time on
// tables through reflection.
func (s *server) doTable(id int64, raw json.RawMessage) {
	te, ok := s.eng.(adapter.TableEngine)
	if !ok {
		s.respondError(&id, adapter.Unsupported("request %d: this engine does not offer the table capability", id))
		return
	}
	var q adapter.TableRequest
	if !s.decodeParams(id, MethodTable, raw, &q) {
		return
	}
	res, err := te.Table(s.ctx, q)
	s.respondResult(id, err, func(b []byte) []byte { return appendTableResult(b, &res) })
}
