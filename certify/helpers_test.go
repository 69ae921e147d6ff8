package certify

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/internal/integrity"
	"github.com/bacctk/bacctk/internal/longtest"
	"github.com/bacctk/bacctk/report"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// seedEnv replays the random checks of this package:
// BACCTK_CERTIFY_SEED=<seed> go test ./certify/
const seedEnv = "BACCTK_CERTIFY_SEED"

// testSeed returns the seed of a random check, logged so that a failure
// names it.
func testSeed(t testing.TB) uint64 {
	t.Helper()
	seed := uint64(time.Now().UnixNano())
	if v := os.Getenv(seedEnv); v != "" {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil || n == 0 {
			t.Fatalf("%s=%q: want a positive integer", seedEnv, v)
		}
		seed = n
	}
	t.Logf("seed %d (replay with %s=%d)", seed, seedEnv, seed)
	return seed
}

// newIndependent is the independent engine with the named planted defects
// switched on; a name it does not know fails the test.
func newIndependent(t testing.TB, defects ...string) *independent.Engine {
	t.Helper()
	eng, err := independent.New(defects...)
	if err != nil {
		t.Fatal(err)
	}
	return eng
}

// eachDefect runs check on each of defects in a parallel subtest, with
// the independent engine planted with that defect alone and the one of
// its games the seed picks (every game in the long run).
func eachDefect(t *testing.T, defects []independent.DefectInfo, seed uint64, check func(t *testing.T, d independent.DefectInfo, eng *independent.Engine, games []string)) {
	for _, d := range defects {
		t.Run(d.Name, func(t *testing.T) {
			t.Parallel()
			check(t, d, newIndependent(t, d.Name), longtest.Pick(d.Games, 1, seed))
		})
	}
}

// docSection is what follows the line heading in docs/name: tests that
// hold a document to the code read the part of it they check.
func docSection(t testing.TB, name, heading string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "docs", name))
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(b), "\n"+heading+"\n")
	if !ok {
		t.Fatalf("docs/%s has no %q section", name, heading)
	}
	return section
}

// ---------------------------------------------------------------------------
// The JSON Schema of the report (docs/report.schema.json)

var (
	reportSchemaOnce sync.Once
	reportSchema     *jsonschema.Schema
	reportSchemaErr  error
)

func compiledReportSchema(t testing.TB) *jsonschema.Schema {
	t.Helper()
	reportSchemaOnce.Do(func() {
		b, err := os.ReadFile(filepath.Join("..", "docs", "report.schema.json"))
		if err != nil {
			reportSchemaErr = err
			return
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
		if err != nil {
			reportSchemaErr = fmt.Errorf("docs/report.schema.json: %w", err)
			return
		}
		c := jsonschema.NewCompiler()
		c.DefaultDraft(jsonschema.Draft2020)
		c.AssertFormat()
		const id = "https://github.com/bacctk/bacctk/docs/report.schema.json"
		if err := c.AddResource(id, doc); err != nil {
			reportSchemaErr = err
			return
		}
		reportSchema, reportSchemaErr = c.Compile(id)
	})
	if reportSchemaErr != nil {
		t.Fatalf("docs/report.schema.json does not compile: %v", reportSchemaErr)
	}
	return reportSchema
}

// validateReportJSON checks a JSON report against docs/report.schema.json.
func validateReportJSON(t testing.TB, data []byte) {
	t.Helper()
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("the report is not JSON: %v", err)
	}
	if err := compiledReportSchema(t).Validate(inst); err != nil {
		t.Fatalf("the report breaks docs/report.schema.json: %v", err)
	}
}

// reportJSON encodes a report and validates it.
func reportJSON(t testing.TB, r *report.Report) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := r.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	validateReportJSON(t, b.Bytes())
	// Every report written carries a digest that verifies, and totals
	// its rows give.
	if _, err := integrity.Check(b.Bytes()); err != nil {
		t.Errorf("the report written does not verify: %v", err)
	}
	if err := r.CheckCounts(); err != nil {
		t.Errorf("the report's totals disagree with its rows: %v", err)
	}
	return b.Bytes()
}

// ---------------------------------------------------------------------------
// A validator for the subset of XML Schema that the JUnit XSD uses
// (testdata/junit-10.xsd): global and local elements, named and inline
// complex types (mixed or not) with sequence and choice content and
// minOccurs/maxOccurs, attributes with use="required", xs:string and
// simple types restricted by a pattern. Anything else in the XSD is
// refused, so that the validator never passes what it does not understand.

type xnode struct {
	name     string
	attrs    map[string]string
	children []*xnode
	text     strings.Builder
	line     int
}

// parseXML reads a document into a tree, keeping line numbers for errors.
func parseXML(data []byte) (*xnode, error) {
	d := xml.NewDecoder(bytes.NewReader(data))
	var stack []*xnode
	var root *xnode
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		switch tk := tok.(type) {
		case xml.StartElement:
			line, _ := d.InputPos()
			n := &xnode{name: tk.Name.Local, attrs: map[string]string{}, line: line}
			for _, a := range tk.Attr {
				if a.Name.Space == "xmlns" || a.Name.Local == "xmlns" {
					continue
				}
				n.attrs[a.Name.Local] = a.Value
			}
			if len(stack) > 0 {
				p := stack[len(stack)-1]
				p.children = append(p.children, n)
			} else if root == nil {
				root = n
			}
			stack = append(stack, n)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				stack[len(stack)-1].text.Write(tk)
			}
		}
	}
	if root == nil {
		return nil, fmt.Errorf("no document element")
	}
	return root, nil
}

type xattr struct {
	required bool
	pattern  *regexp.Regexp // nil: any string
}

type xtype struct {
	simple  bool // text only, no attributes, no children
	mixed   bool
	attrs   map[string]xattr
	content *regexp.Regexp // over child names, each followed by a space
	local   map[string]*xtype
}

type xsd struct {
	simple   map[string]*regexp.Regexp
	complex  map[string]*xnode
	elements map[string]*xnode
	types    map[*xnode]*xtype
}

func loadXSD(path string) (*xsd, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	root, err := parseXML(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	s := &xsd{simple: map[string]*regexp.Regexp{}, complex: map[string]*xnode{}, elements: map[string]*xnode{}, types: map[*xnode]*xtype{}}
	for _, c := range root.children {
		switch c.name {
		case "simpleType":
			r := child(c, "restriction")
			if r == nil || r.attrs["base"] != "xs:string" || len(r.children) != 1 || r.children[0].name != "pattern" {
				return nil, fmt.Errorf("%s:%d: unsupported simpleType", path, c.line)
			}
			re, err := regexp.Compile("^(?:" + r.children[0].attrs["value"] + ")$")
			if err != nil {
				return nil, fmt.Errorf("%s:%d: pattern: %v", path, c.line, err)
			}
			s.simple[c.attrs["name"]] = re
		case "complexType":
			s.complex[c.attrs["name"]] = c
		case "element":
			s.elements[c.attrs["name"]] = c
		default:
			return nil, fmt.Errorf("%s:%d: unsupported top-level %s", path, c.line, c.name)
		}
	}
	return s, nil
}

func child(n *xnode, name string) *xnode {
	for _, c := range n.children {
		if c.name == name {
			return c
		}
	}
	return nil
}

// typeOf returns the type of an element declaration.
func (s *xsd) typeOf(el *xnode) (*xtype, error) {
	if t, ok := s.types[el]; ok {
		return t, nil
	}
	var t *xtype
	var err error
	switch typ := el.attrs["type"]; {
	case typ == "xs:string":
		t = &xtype{simple: true}
	case typ != "":
		ct, ok := s.complex[typ]
		if !ok {
			return nil, fmt.Errorf("line %d: unknown type %q", el.line, typ)
		}
		t, err = s.complexType(ct)
	default:
		ct := child(el, "complexType")
		if ct == nil {
			return nil, fmt.Errorf("line %d: element %q without a type", el.line, el.attrs["name"])
		}
		t, err = s.complexType(ct)
	}
	if err != nil {
		return nil, err
	}
	s.types[el] = t
	return t, nil
}

func (s *xsd) complexType(ct *xnode) (*xtype, error) {
	t := &xtype{mixed: ct.attrs["mixed"] == "true", attrs: map[string]xattr{}, local: map[string]*xtype{}}
	expr := ""
	for _, c := range ct.children {
		switch c.name {
		case "attribute":
			a := xattr{required: c.attrs["use"] == "required"}
			switch typ := c.attrs["type"]; typ {
			case "xs:string":
			default:
				re, ok := s.simple[typ]
				if !ok {
					return nil, fmt.Errorf("line %d: unsupported attribute type %q", c.line, typ)
				}
				a.pattern = re
			}
			t.attrs[c.attrs["name"]] = a
		case "sequence", "choice":
			e, err := s.particle(c, t)
			if err != nil {
				return nil, err
			}
			expr += e
		default:
			return nil, fmt.Errorf("line %d: unsupported %s in a complexType", c.line, c.name)
		}
	}
	re, err := regexp.Compile("^" + expr + "$")
	if err != nil {
		return nil, err
	}
	t.content = re
	return t, nil
}

// particle turns a sequence, choice or element into a regular expression
// over the names of the children.
func (s *xsd) particle(p *xnode, owner *xtype) (string, error) {
	occ, err := occurs(p)
	if err != nil {
		return "", err
	}
	switch p.name {
	case "element":
		name := p.attrs["ref"]
		if name == "" {
			name = p.attrs["name"]
			lt, err := s.typeOf(p)
			if err != nil {
				return "", err
			}
			owner.local[name] = lt
		} else if _, ok := s.elements[name]; !ok {
			return "", fmt.Errorf("line %d: ref to unknown element %q", p.line, name)
		}
		return "(?:" + regexp.QuoteMeta(name+" ") + ")" + occ, nil
	case "sequence", "choice":
		var parts []string
		for _, c := range p.children {
			e, err := s.particle(c, owner)
			if err != nil {
				return "", err
			}
			parts = append(parts, e)
		}
		sep := ""
		if p.name == "choice" {
			sep = "|"
		}
		return "(?:" + strings.Join(parts, sep) + ")" + occ, nil
	}
	return "", fmt.Errorf("line %d: unsupported particle %s", p.line, p.name)
}

func occurs(p *xnode) (string, error) {
	lo, hi := p.attrs["minOccurs"], p.attrs["maxOccurs"]
	if lo == "" {
		lo = "1"
	}
	if hi == "" {
		hi = "1"
	}
	switch {
	case lo == "1" && hi == "1":
		return "", nil
	case lo == "0" && hi == "1":
		return "?", nil
	case lo == "0" && hi == "unbounded":
		return "*", nil
	case lo == "1" && hi == "unbounded":
		return "+", nil
	}
	return "", fmt.Errorf("line %d: unsupported occurrence %s..%s", p.line, lo, hi)
}

// validate checks a document against the schema's global element of its
// name and returns every problem found.
func (s *xsd) validate(root *xnode) []string {
	var problems []string
	el, ok := s.elements[root.name]
	if !ok {
		return []string{fmt.Sprintf("line %d: <%s> is not a global element of the schema", root.line, root.name)}
	}
	var walk func(n *xnode, t *xtype)
	walk = func(n *xnode, t *xtype) {
		bad := func(format string, a ...any) {
			problems = append(problems, fmt.Sprintf("line %d: <%s>: ", n.line, n.name)+fmt.Sprintf(format, a...))
		}
		if t.simple {
			if len(n.attrs) > 0 || len(n.children) > 0 {
				bad("a text-only element has attributes or children")
			}
			return
		}
		for name, v := range n.attrs {
			a, ok := t.attrs[name]
			if !ok {
				bad("attribute %q is not declared", name)
				continue
			}
			if a.pattern != nil && !a.pattern.MatchString(v) {
				bad("attribute %s=%q does not match %s", name, v, a.pattern)
			}
		}
		for name, a := range t.attrs {
			if _, ok := n.attrs[name]; a.required && !ok {
				bad("required attribute %q is missing", name)
			}
		}
		if !t.mixed && strings.TrimSpace(n.text.String()) != "" {
			bad("text in an element that is not mixed")
		}
		var names strings.Builder
		for _, c := range n.children {
			names.WriteString(c.name + " ")
		}
		if !t.content.MatchString(names.String()) {
			bad("children [%s] do not fit the content model %s", strings.TrimSpace(names.String()), t.content)
		}
		for _, c := range n.children {
			ct, ok := t.local[c.name]
			if !ok {
				ge, ok := s.elements[c.name]
				if !ok {
					continue // already reported by the content model
				}
				var err error
				if ct, err = s.typeOf(ge); err != nil {
					bad("%v", err)
					continue
				}
			}
			walk(c, ct)
		}
	}
	t, err := s.typeOf(el)
	if err != nil {
		return []string{err.Error()}
	}
	walk(root, t)
	return problems
}

var (
	junitXSDOnce sync.Once
	junitXSD     *xsd
	junitXSDErr  error
)

// validateJUnit checks JUnit XML against testdata/junit-10.xsd.
func validateJUnit(t testing.TB, data []byte) {
	t.Helper()
	junitXSDOnce.Do(func() {
		junitXSD, junitXSDErr = loadXSD(filepath.Join("testdata", "junit-10.xsd"))
		if junitXSDErr == nil {
			// Resolve every global element once, so that an unsupported
			// construct anywhere in the schema is an error here.
			for _, el := range junitXSD.elements {
				if _, err := junitXSD.typeOf(el); err != nil {
					junitXSDErr = err
					return
				}
			}
		}
	})
	if junitXSDErr != nil {
		t.Fatalf("testdata/junit-10.xsd: %v", junitXSDErr)
	}
	root, err := parseXML(data)
	if err != nil {
		t.Fatalf("the JUnit output is not XML: %v", err)
	}
	if problems := junitXSD.validate(root); len(problems) > 0 {
		if len(problems) > 10 {
			problems = append(problems[:10], fmt.Sprintf("... %d more", len(problems)-10))
		}
		t.Fatalf("the JUnit output breaks testdata/junit-10.xsd:\n%s", strings.Join(problems, "\n"))
	}
}

// decodeJSON is json.Unmarshal that fails the test.
func decodeJSON(t testing.TB, data []byte, v any) {
	t.Helper()
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatal(err)
	}
}

// junitProperties reads the properties of JUnit XML's first suite, where
// the report states the run's identity and coverage (report/junit.go).
func junitProperties(t *testing.T, data []byte) map[string]string {
	t.Helper()
	var doc struct {
		Suites []struct {
			Props []struct {
				Name  string `xml:"name,attr"`
				Value string `xml:"value,attr"`
			} `xml:"properties>property"`
		} `xml:"testsuite"`
	}
	if err := xml.Unmarshal(data, &doc); err != nil || len(doc.Suites) == 0 {
		t.Fatalf("the JUnit report does not parse (%v) or has no suite", err)
	}
	props := map[string]string{}
	for _, p := range doc.Suites[0].Props {
		props[p.Name] = p.Value
	}
	return props
}
