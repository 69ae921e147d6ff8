package protocol

import (
	"encoding/json"

	"github.com/bacctk/bacctk/adapter"
)

// doTable answers table with an engine that implements adapter.TableEngine;
// any other engine answers "unsupported". The params and result are
// adapter.TableRequest and adapter.TableResult as they are; a table request
// is rare next to coups, so encoding/json does the work.
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
	s.respondResult(id, err, func(b []byte) []byte {
		if res.Steps == nil {
			res.Steps = []adapter.TableStep{}
		}
		if res.Rounds == nil {
			res.Rounds = []adapter.TableRound{}
		}
		b, _ = appendJSON(b, res)
		return b
	})
}
