package main

import (
	"flag"
	"fmt"

	"github.com/bacctk/bacctk/pack"
	"github.com/bacctk/bacctk/report"
)

// packDirs is the repeatable --pack flag: the folders of the rules packs
// a command takes beside the kit's own documents (docs/packs.md).
type packDirs []string

func (p *packDirs) String() string { return fmt.Sprint(*p) }

func (p *packDirs) Set(v string) error {
	if v == "" {
		return fmt.Errorf("want a rules pack's folder")
	}
	*p = append(*p, v)
	return nil
}

// packFlag declares --pack on fs.
func packFlag(fs *flag.FlagSet) *packDirs {
	p := &packDirs{}
	fs.Var(p, "pack", "also take the rules pack in this folder (repeatable): its games, clauses and scenarios join the kit's (docs/packs.md)")
	return p
}

// install loads each pack and makes it known to the process, before
// anything looks a game or a clause up; the first that does not load or
// clashes with a known document or game is the error.
func (p packDirs) install() ([]*pack.Pack, error) {
	var out []*pack.Pack
	for _, dir := range p {
		pk, err := pack.Load(dir)
		if err != nil {
			return nil, err
		}
		if err := pack.Install(pk); err != nil {
			return nil, err
		}
		out = append(out, pk)
	}
	return out, nil
}

// parse parses the flags of a subcommand that takes no arguments and
// installs the packs they name, so that no command looks a game or a
// clause up before its packs are known; a pack that does not load is bad
// usage. ok false says stop with code, as parseNoArgs says it.
func (p *packDirs) parse(fs *flag.FlagSet, args []string) (installed []*pack.Pack, code int, ok bool) {
	if code, ok := parseNoArgs(fs, args); !ok {
		return nil, code, false
	}
	installed, err := p.install()
	if err != nil {
		return nil, usageError(fs.Name(), fs.Output())("%v", err), false
	}
	return installed, 0, true
}

// gameFiles are the packs' game files, for the independent engine, which
// reads them its own way.
func gameFiles(packs []*pack.Pack) [][]byte {
	var out [][]byte
	for _, p := range packs {
		out = append(out, p.GameFile)
	}
	return out
}

// reported are the packs as a report names them.
func reported(packs []*pack.Pack) []report.Pack {
	var out []report.Pack
	for _, p := range packs {
		out = append(out, report.Pack{ID: p.Manifest.ID, Title: p.Manifest.Title, Edition: p.Manifest.Edition, Dir: p.Dir, SHA256: p.Digest})
	}
	return out
}

// reinstall installs again the rules packs a run took, from the folders it
// recorded, for a command that decides its shards again (report merge):
// a pack whose files are no longer those the run took (their SHA-256)
// is refused, since the merged report would judge by other rules.
func reinstall(taken []report.Pack) error {
	for _, t := range taken {
		pk, err := pack.Load(t.Dir)
		if err != nil {
			return fmt.Errorf("the rules pack %s the run took: %w", t.ID, err)
		}
		if pk.Digest != t.SHA256 {
			return fmt.Errorf("the rules pack %s in %s is not the one the run took: its files' sha256 is %s, the run's %s", t.ID, t.Dir, pk.Digest, t.SHA256)
		}
		if err := pack.Install(pk); err != nil {
			return err
		}
	}
	return nil
}
