package attest

import (
	"crypto/sha256"
	"encoding/hex"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/bacctk/bacctk/internal/infile"
)

// maxExecutableSize bounds the engine executable hashed: 1 GiB, beyond any
// engine binary or interpreter, while a link to a disk image is refused
// before it is read.
const maxExecutableSize = 1 << 30

// executable finds the executable of an engine command as the kit ran
// it: a name with a slash relative to the engine's folder, a bare name on
// PATH. It returns its subject, or false when there is none to hash (an
// engine in process, a command not found, not a regular file).
func executable(command []string, dir string) (Subject, bool) {
	if len(command) == 0 || command[0] == "" {
		return Subject{}, false
	}
	path := command[0]
	if strings.ContainsRune(path, '/') || strings.ContainsRune(path, filepath.Separator) {
		if !filepath.IsAbs(path) && dir != "" {
			path = filepath.Join(dir, path)
		}
	} else if p, err := exec.LookPath(path); err == nil {
		path = p
	} else {
		return Subject{}, false
	}
	data, err := infile.Read(path, maxExecutableSize)
	if err != nil {
		return Subject{}, false
	}
	return fileSubject(path, data), true
}

// Executable is the executable of an engine command as the kit runs it
// (a name with a slash relative to the engine's folder dir, a bare name
// on PATH) and the hex SHA-256 of its content; ok is false when there is
// none to hash (an engine in process, a command not found, not a regular
// file). A certification report records it, a signature attests it.
func Executable(command []string, dir string) (path, sha256Hex string, ok bool) {
	s, ok := executable(command, dir)
	if !ok {
		return "", "", false
	}
	return s.Name, s.Digest["sha256"], true
}

// fileSubject names a file's content by its SHA-256.
func fileSubject(name string, data []byte) Subject {
	sum := sha256.Sum256(data)
	return Subject{Name: name, Digest: map[string]string{"sha256": hex.EncodeToString(sum[:])}}
}
