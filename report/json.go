package report

import (
	"encoding/json"
	"io"

	"github.com/bacctk/bacctk/internal/integrity"
)

// OK reports whether the run passes: no fail or errored verdict outside
// the known-failing list, and no unexpected pass.
func (r *Report) OK() bool { return r.Summary.ExitCode == 0 }

// WriteJSON writes the report as indented JSON, with the digest of what
// it writes (Digest; a digest the report held is recomputed).
func (r *Report) WriteJSON(w io.Writer) error {
	cp := *r
	cp.Digest = ""
	data, err := json.Marshal(&cp)
	if err != nil {
		return err
	}
	if cp.Digest, err = integrity.Digest(data); err != nil {
		return err
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(&cp)
}
