package protocol

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// The strict reading of an engine's answer (docs/protocol.md, Transport:
// "one JSON object encoded in UTF-8", "Responses contain exactly the
// members described here"). encoding/json is lenient where the protocol is
// not: it replaces invalid UTF-8, matches member names in any case, keeps
// the last of two members of one name and leaves a missing member at its
// zero value, so that an answer an engine got wrong could be read as one
// it got right. checkStrict finds those four faults on every answer,
// whether or not Options.Validate is on (which adds the full schema). It
// walks the line once, with the shapes of the response schemas
// (adapter/protocol/schema), without allocating on a good answer.

// shape is what the strict reading needs of one schema node: the members an
// object may have, exactly spelled, with their shapes (nil: anything), the
// members it must have, the shape of an array's items, and the
// alternatives of a oneOf.
type shape struct {
	props    map[string]*shape
	folded   map[string]string // lower-case name -> the name
	required []string
	items    *shape
	alts     []*shape
}

func (s *shape) isObject() bool { return s.props != nil || len(s.required) > 0 }

// objects returns the object shapes a value read against s may have: s,
// or its oneOf alternatives, flattened.
func (s *shape) objects(out []*shape) []*shape {
	if s == nil {
		return out
	}
	if s.isObject() {
		out = append(out, s)
	}
	for _, a := range s.alts {
		out = a.objects(out)
	}
	return out
}

// arrayItems returns the items' shape of s or of one of its alternatives.
func (s *shape) arrayItems() *shape {
	if s == nil {
		return nil
	}
	if s.items != nil {
		return s.items
	}
	for _, a := range s.alts {
		if it := a.arrayItems(); it != nil {
			return it
		}
	}
	return nil
}

var (
	shapesOnce sync.Once
	shapes     map[string]*shape // by response schema file name
	shapesErr  error
)

// responseShapes builds the shape of every response schema file once.
func responseShapes() (map[string]*shape, error) {
	shapesOnce.Do(func() {
		docs := map[string]map[string]any{}
		files, err := readSchemas()
		if err != nil {
			shapesErr = err
			return
		}
		for _, f := range files {
			var doc map[string]any
			if err := json.Unmarshal(f.data, &doc); err != nil {
				shapesErr = fmt.Errorf("schema/%s: %w", f.name, err)
				return
			}
			docs[f.name] = doc
		}
		b := shapeBuilder{docs: docs, refs: map[string]*shape{}}
		shapes = map[string]*shape{}
		for _, f := range files {
			if strings.HasPrefix(f.name, "response") {
				shapes[f.name] = b.build(f.name, docs[f.name])
			}
		}
	})
	return shapes, shapesErr
}

// shapeBuilder turns schema nodes into shapes, each $ref target once (the
// definitions can refer to themselves).
type shapeBuilder struct {
	docs map[string]map[string]any
	refs map[string]*shape
}

func (b *shapeBuilder) build(file string, node any) *shape {
	m, ok := node.(map[string]any)
	if !ok {
		return nil // true, false: anything
	}
	structural := false
	for _, kw := range []string{"properties", "required", "items", "oneOf", "anyOf", "allOf"} {
		_, has := m[kw]
		structural = structural || has
	}
	if ref, ok := m["$ref"].(string); ok && !structural {
		return b.ref(file, ref)
	}
	s := &shape{}
	if ref, ok := m["$ref"].(string); ok {
		// a $ref beside other keywords (hello and its extensions): both
		if r := b.ref(file, ref); r != nil {
			s.alts = append(s.alts, r)
		}
	}
	if props, ok := m["properties"].(map[string]any); ok {
		s.props = map[string]*shape{}
		s.folded = map[string]string{}
		for name, p := range props {
			s.props[name] = b.build(file, p)
			s.folded[strings.ToLower(name)] = name
		}
	}
	if req, ok := m["required"].([]any); ok {
		for _, r := range req {
			if name, ok := r.(string); ok {
				s.required = append(s.required, name)
			}
		}
	}
	if items, ok := m["items"]; ok {
		s.items = b.build(file, items)
	}
	for _, kw := range []string{"oneOf", "anyOf", "allOf"} {
		if alts, ok := m[kw].([]any); ok {
			for _, a := range alts {
				if as := b.build(file, a); as != nil {
					s.alts = append(s.alts, as)
				}
			}
		}
	}
	if !s.isObject() && s.items == nil && len(s.alts) == 0 {
		return nil
	}
	if s.props == nil && len(s.required) == 0 && s.items == nil && len(s.alts) == 1 {
		return s.alts[0]
	}
	return s
}

// ref resolves "defs.json#/$defs/NAME" or "#/$defs/NAME".
func (b *shapeBuilder) ref(file, ref string) *shape {
	f, frag, _ := strings.Cut(ref, "#")
	if f == "" {
		f = file
	}
	key := f + "#" + frag
	if s, ok := b.refs[key]; ok {
		return s
	}
	s := &shape{}
	b.refs[key] = s
	node := any(b.docs[f])
	for _, part := range strings.Split(strings.Trim(frag, "/"), "/") {
		if part == "" {
			continue
		}
		m, _ := node.(map[string]any)
		node = m[part]
	}
	if built := b.build(f, node); built != nil {
		*s = *built
	} else {
		b.refs[key] = nil
		return nil
	}
	return s
}

// strictError is a fault of the strict reading, with where it is.
type strictError struct {
	path string
	msg  string
}

func (e *strictError) Error() string {
	if e.path == "" {
		return e.msg
	}
	return e.path + ": " + e.msg
}

// checkStrict reads line, the answer to method, strictly: valid UTF-8, no
// member twice in one object, no member spelled in another case than the
// protocol's, every required member present (of the alternative the
// object's members select). Syntax errors are left to the decoder, which
// reports them as malformed; members the schema does not know are left to
// Options.Validate.
func checkStrict(method string, line []byte) error {
	if !utf8.Valid(line) {
		at := 0
		for at < len(line) {
			r, n := utf8.DecodeRune(line[at:])
			if r == utf8.RuneError && n <= 1 {
				break
			}
			at += n
		}
		return &strictError{msg: fmt.Sprintf("the line is not valid UTF-8 (byte %d, 0x%02x)", at+1, line[at])}
	}
	all, err := responseShapes()
	if err != nil {
		return fmt.Errorf("protocol schemas: %w", err)
	}
	c := strictChecker{s: scanner{b: line}}
	c.value(all[ResponseSchema(method)])
	if c.err != nil {
		return c.err
	}
	return nil
}

// strictChecker walks one line. It stops at the first fault (err) or at a
// syntax error (bad), which it leaves to the decoder.
type strictChecker struct {
	s     scanner
	path  [maxDepth]pathPart // the members and items above the value read
	depth int
	err   *strictError
	bad   bool
}

// maxDepth bounds the path kept for messages (answers nest about five
// deep); below it a message names the place as "...".
const maxDepth = 16

func (c *strictChecker) push(p pathPart) {
	if c.depth < maxDepth {
		c.path[c.depth] = p
	}
	c.depth++
}

func (c *strictChecker) pop() { c.depth-- }

type pathPart struct {
	key   []byte
	index int
}

func (c *strictChecker) where() string {
	var b strings.Builder
	for i, p := range c.path[:min(c.depth, maxDepth)] {
		if i == maxDepth-1 && c.depth > maxDepth {
			b.WriteString("...")
			break
		}
		if p.key != nil {
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.Write(p.key)
		} else {
			b.WriteString("[" + strconv.Itoa(p.index) + "]")
		}
	}
	return b.String()
}

func (c *strictChecker) fail(format string, args ...any) {
	if c.err == nil && !c.bad {
		c.err = &strictError{path: c.where(), msg: fmt.Sprintf(format, args...)}
	}
}

func (c *strictChecker) stopped() bool { return c.err != nil || c.bad }

func (c *strictChecker) value(sh *shape) {
	switch c.s.next() {
	case '{':
		c.object(sh)
	case '[':
		c.array(sh.arrayItems())
	default:
		if _, ok := c.s.skip(); !ok {
			c.bad = true
		}
	}
}

// maxMembers bounds the members remembered for the duplicate check without
// allocating; an object with more is checked with a map.
const maxMembers = 16

func (c *strictChecker) object(sh *shape) {
	var alts [4]*shape
	objs := sh.objects(alts[:0])
	var seenBuf [maxMembers][]byte
	seen := seenBuf[:0]
	var seenMap map[string]bool
	c.s.i++ // '{'
	empty := c.s.eat('}')
	for !empty && !c.stopped() {
		raw, escaped, ok := c.s.rawString()
		if !ok || !c.s.eat(':') {
			c.bad = true
			return
		}
		key := raw
		if escaped {
			k, ok := unescape(raw)
			if !ok {
				c.bad = true
				return
			}
			key = []byte(k)
		}
		dup := false
		if seenMap != nil {
			dup = seenMap[string(key)]
			seenMap[string(key)] = true
		} else {
			for _, k := range seen {
				dup = dup || bytes.Equal(k, key)
			}
			if len(seen) < maxMembers {
				seen = append(seen, key)
			} else {
				seenMap = map[string]bool{}
				for _, k := range seen {
					seenMap[string(k)] = true
				}
				seenMap[string(key)] = true
			}
		}
		c.push(pathPart{key: key})
		if dup {
			c.fail("the member %q appears twice in one object", key)
			return
		}
		var member *shape
		known := false
		for _, o := range objs {
			if m, ok := o.props[string(key)]; ok {
				member, known = m, true
				break
			}
		}
		if !known {
			lower := strings.ToLower(string(key))
			for _, o := range objs {
				if name, ok := o.folded[lower]; ok {
					c.fail("the protocol spells this member %q (names are case-sensitive)", name)
					return
				}
			}
		}
		c.value(member)
		c.pop()
		if c.stopped() || c.s.eat('}') {
			break
		}
		if !c.s.eat(',') {
			c.bad = true
			return
		}
	}
	if c.stopped() || len(objs) == 0 {
		return
	}
	has := func(name string) bool {
		if seenMap != nil {
			return seenMap[name]
		}
		for _, k := range seen {
			if string(k) == name {
				return true
			}
		}
		return false
	}
	// The object's own required members are required whatever its
	// alternatives (JSON Schema's required beside oneOf): a table round
	// without "round" once passed because an alternative of its winner and
	// void requires nothing.
	if sh != nil && sh.isObject() {
		for _, r := range sh.required {
			if !has(r) {
				c.fail("the required member %q is missing", r)
				return
			}
		}
		objs = objs[1:]
		if len(objs) == 0 {
			return
		}
	}
	// The alternative the members select: the first with every required
	// member, else the one missing fewest.
	var missing []string
	for i, o := range objs {
		var miss []string
		for _, r := range o.required {
			if !has(r) {
				miss = append(miss, r)
			}
		}
		if len(miss) == 0 {
			return
		}
		if i == 0 || len(miss) < len(missing) {
			missing = miss
		}
	}
	c.fail("the required member %q is missing", missing[0])
}

func (c *strictChecker) array(items *shape) {
	c.s.i++ // '['
	if c.s.eat(']') {
		return
	}
	for i := 0; !c.stopped(); i++ {
		c.push(pathPart{index: i})
		c.value(items)
		c.pop()
		if c.stopped() {
			return
		}
		if c.s.eat(']') {
			return
		}
		if !c.s.eat(',') {
			c.bad = true
			return
		}
	}
}
