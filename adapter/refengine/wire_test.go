package refengine

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/reference"
)

// TestWireNamesAreReferences: package adapter writes the contract's table
// event types and its largest stake as plain values, so that the interface
// does not import the reference; they must be the reference's, one for
// one. An event adapter declares that is not paired here, or a reference
// event with no wire name, fails as a differing name does.
func TestWireNamesAreReferences(t *testing.T) {
	if adapter.MaxStake != reference.MaxStake {
		t.Errorf("adapter.MaxStake = %d, reference.MaxStake = %d", adapter.MaxStake, reference.MaxStake)
	}
	pairs := []struct {
		name, wire string
		ref        reference.EventType
	}{
		{"TableOpen", adapter.TableOpen, reference.EventOpen},
		{"TablePlace", adapter.TablePlace, reference.EventPlace},
		{"TableIncrease", adapter.TableIncrease, reference.EventIncrease},
		{"TableWithdraw", adapter.TableWithdraw, reference.EventWithdraw},
		{"TableClose", adapter.TableClose, reference.EventClose},
		{"TableDeal", adapter.TableDeal, reference.EventDeal},
		{"TablePowerFailure", adapter.TablePowerFailure, reference.EventPowerFailure},
		{"TableTerminalFailure", adapter.TableTerminalFailure, reference.EventTerminalFailure},
		{"TableSimultaneousDraw", adapter.TableSimultaneousDraw, reference.EventSimultaneousDraw},
		{"TableDeviceReset", adapter.TableDeviceReset, reference.EventDeviceReset},
		{"TableChoose", adapter.TableChoose, reference.EventChoose},
		{"TableSettle", adapter.TableSettle, reference.EventSettle},
		{"TableIrregularity", adapter.TableIrregularity, reference.EventIrregularity},
		{"TablePassCards", adapter.TablePassCards, reference.EventPassCards},
		{"TableRefuseCards", adapter.TableRefuseCards, reference.EventRefuseCards},
		{"TableTakeDevice", adapter.TableTakeDevice, reference.EventTakeDevice},
		{"TableRelinquishDevice", adapter.TableRelinquishDevice, reference.EventRelinquishDevice},
		{"TableHandlerAbsent", adapter.TableHandlerAbsent, reference.EventHandlerAbsent},
		{"TableRemoveWager", adapter.TableRemoveWager, reference.EventRemoveWager},
		{"TableChangeMethod", adapter.TableChangeMethod, reference.EventChangeMethod},
		{"TableDeclineOption", adapter.TableDeclineOption, reference.EventDeclineOption},
	}
	var names []string
	refs := slices.Clone(reference.EventTypes)
	for _, p := range pairs {
		if p.wire != string(p.ref) {
			t.Errorf("adapter.%s is %q, the reference's event is %q", p.name, p.wire, p.ref)
		}
		names = append(names, p.name)
		if i := slices.Index(refs, p.ref); i >= 0 {
			refs = slices.Delete(refs, i, i+1)
		} else {
			t.Errorf("adapter.%s: %q is not one of reference.EventTypes, or is paired twice", p.name, p.ref)
		}
	}
	if len(refs) > 0 {
		t.Errorf("the reference's events %q have no wire name in adapter", refs)
	}
	declared := stringConsts(t, "..", "Table")
	slices.Sort(names)
	if !slices.Equal(declared, names) {
		t.Errorf("adapter declares the string constants %v; paired with the reference here: %v", declared, names)
	}
}

// stringConsts returns, sorted, the names of the constants in the non-test
// files of dir whose name starts with prefix and whose value is a string
// literal: the event types adapter declares, found without a list to keep.
func stringConsts(t *testing.T, dir, prefix string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range file.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			for _, s := range gd.Specs {
				vs := s.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if i < len(vs.Values) && strings.HasPrefix(n.Name, prefix) {
						if lit, ok := vs.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
							out = append(out, n.Name)
						}
					}
				}
			}
		}
	}
	slices.Sort(out)
	return out
}
