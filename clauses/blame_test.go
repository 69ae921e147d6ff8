package clauses

import (
	"reflect"
	"strings"
	"testing"
)

// TestDealFieldsInCatalog: every clause the blame data names for a field of
// a round's answer is a clause of its document in the catalog (not a
// procedural one: blame fails a row), on every document, and every field
// names one.
func TestDealFieldsInCatalog(t *testing.T) {
	for _, doc := range DocumentIDs() {
		f := reflect.ValueOf(DealFieldsOf(doc))
		for i := 0; i < f.NumField(); i++ {
			var list []string
			switch v := f.Field(i).Interface().(type) {
			case string:
				list = []string{v}
			case []string:
				list = v
			}
			name := f.Type().Field(i).Name
			if len(list) == 0 {
				t.Errorf("%s %s: no clause", doc, name)
			}
			for _, ref := range list {
				d, num, _ := strings.Cut(ref, ":")
				if d == "interpretation" {
					continue
				}
				c, ok := Lookup(d, num)
				switch {
				case d != doc || !ok:
					t.Errorf("%s %s: %q is not a clause of %s in the catalog", doc, name, ref, doc)
				case c.IsProcedural():
					t.Errorf("%s %s: %q is procedural: no check can fail it", doc, name, ref)
				}
			}
		}
	}
}
