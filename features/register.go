package features

import (
	"cmp"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
)

// This file is the feature files of rules packs (docs/packs.md): a pack's
// join the kit's, under its document's id, for the rest of the process.

// mounts is each registered pack's feature files by document id, nil
// until the first Register. Replaced whole, never changed in place.
var mounts atomic.Pointer[map[string]fs.FS]

// registerMu serialises Register's read-copy-replace.
var registerMu sync.Mutex

// Register mounts a rules pack's feature files (fsys: the pack's features
// folder) at "<document>/" beside the kit's, so that All serves them at
// the paths the kit's own have ("<document>/<name>.feature"). A document
// the kit or an earlier pack has feature files for is refused.
func Register(document string, fsys fs.FS) error {
	if document == "" || strings.ContainsAny(document, "/.") {
		return fmt.Errorf("feature files of %q: want a document id", document)
	}
	registerMu.Lock()
	defer registerMu.Unlock()
	if _, err := fs.Stat(FS, document); err == nil {
		return fmt.Errorf("feature files of %q: the kit has that document's already", document)
	}
	next := map[string]fs.FS{}
	if have := mounts.Load(); have != nil {
		next = maps.Clone(*have)
	}
	if _, dup := next[document]; dup {
		return fmt.Errorf("feature files of %q: registered already", document)
	}
	next[document] = fsys
	mounts.Store(&next)
	return nil
}

// All is the kit's feature files and the registered packs', as one file
// system: the kit's at their paths, each pack's under its document id.
func All() fs.FS {
	m := mounts.Load()
	if m == nil {
		return FS
	}
	return overlay{packs: *m}
}

// overlay serves FS with each pack's feature files mounted at its id.
type overlay struct{ packs map[string]fs.FS }

// route finds which file system serves name, and the name there.
func (o overlay) route(name string) (fs.FS, string) {
	first, rest, _ := strings.Cut(name, "/")
	if p, ok := o.packs[first]; ok {
		return p, cmp.Or(rest, ".")
	}
	return FS, name
}

func (o overlay) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	f, sub := o.route(name)
	return f.Open(sub)
}

// ReadDir lists a folder; the root lists the kit's documents and the
// packs' together, by name.
func (o overlay) ReadDir(name string) ([]fs.DirEntry, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "readdir", Path: name, Err: fs.ErrInvalid}
	}
	if name != "." {
		f, sub := o.route(name)
		return fs.ReadDir(f, sub)
	}
	out, err := fs.ReadDir(FS, ".")
	if err != nil {
		return nil, err
	}
	for id, p := range o.packs {
		st, err := fs.Stat(p, ".")
		if err != nil {
			return nil, errors.Join(fmt.Errorf("feature files of %s", id), err)
		}
		out = append(out, fs.FileInfoToDirEntry(renamed{st, id}))
	}
	slices.SortFunc(out, func(a, b fs.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
	return out, nil
}

// renamed is a pack's features folder as an entry of the root: named by
// the pack's document id.
type renamed struct {
	fs.FileInfo
	name string
}

func (r renamed) Name() string { return path.Base(r.name) }
