package protocol

import (
	"bytes"
	"embed"
	"fmt"
	"io/fs"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

//go:embed schema/*.json
var schemaFiles embed.FS

// Schemas holds the JSON Schemas (draft 2020-12) of protocol v1, the files
// of adapter/protocol/schema: defs.json (shared definitions), request.json
// (any request), response.json (any response envelope) and
// response-METHOD.json (the response to METHOD, result shape included).
// Vendors can validate their engine's output with any draft 2020-12
// validator; the kit uses them when Options.Validate is on.
var Schemas fs.FS = func() fs.FS {
	sub, err := fs.Sub(schemaFiles, "schema")
	if err != nil {
		panic(err) // the embed pattern guarantees the folder
	}
	return sub
}()

// SchemaBase is the base of the schemas' $id: schema file NAME has the $id
// SchemaBase + NAME.
const SchemaBase = "https://github.com/bacctk/bacctk/adapter/protocol/schema/"

var (
	compileOnce sync.Once
	compiled    map[string]*jsonschema.Schema
	compileErr  error
)

// compileSchemas compiles every schema file once; references between the
// files resolve through their $id, never through the network.
func compileSchemas() (map[string]*jsonschema.Schema, error) {
	compileOnce.Do(func() {
		c := jsonschema.NewCompiler()
		c.DefaultDraft(jsonschema.Draft2020)
		c.UseLoader(noLoader{})
		files, err := readSchemas()
		if err != nil {
			compileErr = err
			return
		}
		for _, f := range files {
			doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(f.data))
			if err != nil {
				compileErr = fmt.Errorf("schema/%s: %w", f.name, err)
				return
			}
			if err := c.AddResource(SchemaBase+f.name, doc); err != nil {
				compileErr = fmt.Errorf("schema/%s: %w", f.name, err)
				return
			}
		}
		compiled = map[string]*jsonschema.Schema{}
		for _, f := range files {
			s, err := c.Compile(SchemaBase + f.name)
			if err != nil {
				compileErr = fmt.Errorf("schema/%s: %w", f.name, err)
				return
			}
			compiled[f.name] = s
		}
	})
	return compiled, compileErr
}

// schemaFile is one file of Schemas.
type schemaFile struct {
	name string
	data []byte
}

// readSchemas reads every schema file, in the order of their names: what
// the validator compiles and the strict reading builds its shapes from.
func readSchemas() ([]schemaFile, error) {
	names, err := fs.Glob(Schemas, "*.json")
	if err != nil {
		return nil, err
	}
	files := make([]schemaFile, len(names))
	for i, n := range names {
		b, err := fs.ReadFile(Schemas, n)
		if err != nil {
			return nil, err
		}
		files[i] = schemaFile{n, b}
	}
	return files, nil
}

// noLoader refuses to fetch schemas: every $ref must resolve inside
// Schemas.
type noLoader struct{}

func (noLoader) Load(url string) (any, error) {
	return nil, fmt.Errorf("schema %s is not one of the protocol's schemas (no network access)", url)
}

// ResponseSchema returns the name of the schema of a response to method: a
// known method's own schema, else response.json (the envelope).
func ResponseSchema(method string) string {
	switch method {
	case MethodHello, MethodCoup, MethodCoups, MethodShoe, MethodTable, MethodBye:
		return "response-" + method + ".json"
	}
	return "response.json"
}

// ValidateMessage checks one protocol line against the schema file name
// ("request.json", "response-coup.json", ...). The error says which part of
// the message broke which rule.
func ValidateMessage(name string, line []byte) error {
	schemas, err := compileSchemas()
	if err != nil {
		return fmt.Errorf("protocol schemas do not compile: %w", err)
	}
	s, ok := schemas[name]
	if !ok {
		return fmt.Errorf("no protocol schema %q", name)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(line))
	if err != nil {
		return fmt.Errorf("not JSON: %w", err)
	}
	if err := s.Validate(doc); err != nil {
		return fmt.Errorf("%s", strings.TrimSpace(err.Error()))
	}
	return nil
}
