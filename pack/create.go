package pack

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/bacctk/bacctk/internal/outfile"
)

// Create writes files into the folder dir, making it when it does not
// exist. A folder that has anything in it is refused, and no file is
// written over (outfile.CreateNew): a pack is started once, and a lab's
// work in one is never replaced by a new scaffold.
func Create(dir string, files []File) error {
	entries, err := os.ReadDir(dir)
	switch {
	case err == nil && len(entries) > 0:
		return fmt.Errorf("%s: the folder is not empty; want a new or empty folder for the pack", dir)
	case err != nil && !os.IsNotExist(err):
		return err
	}
	for _, f := range files {
		p := filepath.Join(dir, filepath.FromSlash(f.Path))
		if err := os.MkdirAll(filepath.Dir(p), 0o777); err != nil {
			return err
		}
		if err := outfile.CreateNew(p, f.Data); err != nil {
			return err
		}
	}
	return nil
}
