package pack

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"

	"github.com/bacctk/bacctk/clauses"
	"github.com/bacctk/bacctk/features"
	"github.com/bacctk/bacctk/reference"
)

// Pack is a rules pack read into memory, ready to install: what the kit
// then certifies, analyses and lists like one of its own documents.
type Pack struct {
	// Dir is the folder it was read from, as given.
	Dir      string
	Manifest Manifest
	// Rules is the rules text; Catalog its clause catalog (words not yet
	// filled: Install reads them from Rules).
	Rules   string
	Catalog clauses.Document
	// Games are the pack's games, decoded from its game file; GameFile is
	// that file as read, for an engine that reads it its own way (the
	// independent engine: independent.NewWithGames).
	Games    []*reference.Game
	GameFile []byte
	// Features are the pack's feature files, at their paths inside its
	// features folder.
	Features fs.FS
	// Digest is the SHA-256 of the pack's files (the manifest, the text,
	// the catalog, the games and every feature file, by path), in hex:
	// what a report names the pack by, so that a certificate says exactly
	// which rules it was made against.
	Digest string
}

// Load reads the rules pack in dir: its manifest, rules text, catalog,
// game file and feature files, each present and well formed, the catalog
// and the games of the pack's document. It does not lint: a pack whose
// clauses are not all tested yet loads, and certify reports those
// clauses untested. Every error names the file and what was expected.
func Load(dir string) (*Pack, error) {
	l := &linter{dir: dir}
	data, ok, err := l.read(ManifestFile, "the pack's manifest")
	if err := loadErr(l, ok, err); err != nil {
		return nil, err
	}
	if u := unprintable(data); u != "" {
		return nil, fmt.Errorf("%s: %s", filepath.Join(dir, ManifestFile), u)
	}
	m, bad := decodeManifest(data)
	if len(bad) > 0 {
		return nil, fmt.Errorf("%s: %s", filepath.Join(dir, ManifestFile), bad[0])
	}
	for _, f := range []struct{ name, s string }{{"title", m.Title}, {"edition", m.Edition}} {
		if u := unprintableText(f.s); u != "" {
			return nil, fmt.Errorf("%s: %s: %s", filepath.Join(dir, ManifestFile), f.name, u)
		}
	}
	l.m = m
	p := &Pack{Dir: dir, Manifest: m}
	sum := sha256.New()
	part := func(name string, b []byte) {
		fmt.Fprintf(sum, "%s\x00%d\x00", name, len(b))
		sum.Write(b)
	}
	part(ManifestFile, data)
	read := func(name, what string) ([]byte, error) {
		b, ok, err := l.read(name, what)
		if err := loadErr(l, ok, err); err != nil {
			return nil, err
		}
		if u := unprintable(b); u != "" {
			return nil, fmt.Errorf("%s: %s", filepath.Join(dir, filepath.FromSlash(name)), u)
		}
		part(name, b)
		return b, nil
	}
	text, err := read(m.Rules, "the rules text")
	if err != nil {
		return nil, err
	}
	p.Rules = string(text)
	cat, err := read(m.Catalog, "the clause catalog")
	if err != nil {
		return nil, err
	}
	if p.Catalog, err = decodeCatalog(cat); err != nil {
		return nil, fmt.Errorf("%s: %v", filepath.Join(dir, m.Catalog), err)
	}
	if err := printableCatalog(p.Catalog); err != nil {
		return nil, fmt.Errorf("%s: %v", filepath.Join(dir, m.Catalog), err)
	}
	if p.Catalog.ID != m.ID {
		return nil, fmt.Errorf("%s: the catalog is of %q: want the pack's document, %q", filepath.Join(dir, m.Catalog), p.Catalog.ID, m.ID)
	}
	games, err := read(m.Games, "the game file")
	if err != nil {
		return nil, err
	}
	if !noGames(games) {
		// A new pack's game file lists no game yet (pack new): it loads,
		// and a run reports every clause of its document untested.
		if p.Games, err = reference.DecodeGames(games, filepath.Join(dir, m.Games)); err != nil {
			return nil, err
		}
	}
	p.GameFile = games
	for _, g := range p.Games {
		if string(g.Document) != m.ID {
			return nil, fmt.Errorf("%s: game %s is of the document %q: want the pack's, %q", filepath.Join(dir, m.Games), g.ID, g.Document, m.ID)
		}
	}
	fsys, err := l.readFeatures()
	if err := loadErr(l, fsys != nil, err); err != nil {
		return nil, err
	}
	var names []string
	if err := fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			names = append(names, name)
		}
		return err
	}); err != nil {
		return nil, err
	}
	for _, name := range names { // WalkDir's lexical order
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		if u := unprintable(b); u != "" {
			return nil, fmt.Errorf("%s: %s", filepath.Join(dir, filepath.FromSlash(m.Features), filepath.FromSlash(name)), u)
		}
		part(m.Features+"/"+name, b)
	}
	p.Features = fsys
	p.Digest = hex.EncodeToString(sum.Sum(nil))
	return p, nil
}

// noGames reports whether a game file is a new pack's: its document and
// an empty list of games, nothing else.
func noGames(data []byte) bool {
	var f struct {
		Document string            `json:"document"`
		Games    []json.RawMessage `json:"games"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	return dec.Decode(&f) == nil && f.Games != nil && len(f.Games) == 0 && !dec.More()
}

// loadErr is the error of a part Load could not read: the linter's
// finding when the part is missing, else the read error.
func loadErr(l *linter, ok bool, err error) error {
	switch {
	case err != nil:
		return err
	case !ok && len(l.found) > 0:
		f := l.found[len(l.found)-1]
		return errors.New(filepath.Join(l.dir, filepath.FromSlash(f.File)) + ": " + f.Message)
	case !ok:
		return fmt.Errorf("%s: unreadable", l.dir)
	}
	return nil
}

// Install makes the pack's document, feature files and games known to
// the process (clauses.Register, features.Register, reference.Register),
// beside the kit's own: every command then sees them as it sees the
// kit's. A document or game id the kit or an earlier pack has already is
// refused.
func Install(p *Pack) error {
	if err := clauses.Register(p.Catalog, p.Rules); err != nil {
		return fmt.Errorf("pack %s: %w", p.Dir, err)
	}
	if d := p.Manifest.Deal; d != nil {
		if err := clauses.RegisterDeal(p.Manifest.ID, *d); err != nil {
			return fmt.Errorf("pack %s: pack.json \"deal\": %w", p.Dir, err)
		}
	}
	if err := features.Register(p.Manifest.ID, p.Features); err != nil {
		return fmt.Errorf("pack %s: %w", p.Dir, err)
	}
	if err := reference.Register(p.Games); err != nil {
		return fmt.Errorf("pack %s: %w", p.Dir, err)
	}
	return nil
}
