// Package infile is the one way bacctk reads a file a user names: the
// JSON reports of report merge and report render, the cucumber files
// merge joins, vector files (vectors lint and verify, through
// vectors.ReadFile), known-failing lists and fuzz cases.
//
// A file is read only if it is a regular file no larger than the bound
// its reader gives. A named pipe, a device or a socket is refused without
// waiting on it (a pipe with no writer would hang the kit for ever, and
// /dev/zero never ends); a file over the bound is refused from its size,
// before any of it is read; a file that grows past the bound while it is
// read is cut at one byte over and refused. Each error names the path and
// says what was expected (docs/certify.md, "Output files").
//
// Files: doc.go (this), infile.go (Read, TooLargeError), open_unix.go and
// open_other.go (opening without blocking on a pipe), infile_test.go.
package infile
