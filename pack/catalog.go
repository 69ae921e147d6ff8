package pack

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"

	"github.com/bacctk/bacctk/clauses"
)

// catalogJSON is catalog.json in the layout of the kit's own catalog
// (clauses/data/<document>.json): one clause a line, in the text's order,
// each number once, the summary and the procedural reason left for the
// lab to write.
func catalogJSON(m Manifest, all []clauses.TextClause, sections map[string]string) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "{\n  \"document\": %s,\n  \"title\": %s,\n  \"edition\": %s,\n  \"source\": %s,\n  \"clauses\": [\n",
		quote(m.ID), quote(m.Title), quote(m.Edition), quote(m.Rules))
	seen := map[string]bool{}
	for _, c := range all {
		if seen[c.Clause] {
			continue
		}
		if len(seen) > 0 {
			b.WriteString(",\n")
		}
		seen[c.Clause] = true
		fmt.Fprintf(&b, `    {"clause": %s, "section": %s, "summary": "", "procedural": ""}`,
			quote(c.Clause), quote(sections[sectionNumber(c.Clause)]))
	}
	b.WriteString("\n  ]\n}\n")
	return b.Bytes()
}

// quote is s as a JSON string.
func quote(s string) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if enc.Encode(s) != nil { // a string always encodes
		return `""`
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// decodeCatalog reads catalog.json as the kit reads its own catalog's
// files: no member the format does not have.
func decodeCatalog(data []byte) (clauses.Document, error) {
	var d clauses.Document
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&d); err != nil {
		return d, fmt.Errorf("not a clause catalog: %v (want the format of the kit's clauses/data/<document>.json)", err)
	}
	return d, nil
}

// catalogLines finds the lines of each clause's entries in catalog.json,
// in order, for a finding to point at.
func catalogLines(data []byte) map[string][]int {
	out := map[string][]int{}
	for i, l := range strings.Split(string(data), "\n") {
		if m := clauseMember.FindStringSubmatch(l); m != nil {
			out[m[1]] = append(out[m[1]], i+1)
		}
	}
	return out
}

// clauseMember is a clause's member in a line of catalog.json.
var clauseMember = regexp.MustCompile(`"clause"\s*:\s*"([^"]*)"`)
