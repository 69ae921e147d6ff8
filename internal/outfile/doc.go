// Package outfile is the one way bacctk writes a file a user names: the
// reports of certify, report merge and report render, vectors verify's
// JSON, the generated vector files, a CPU profile, and certify's --cases.
//
// What happens depends on what the path is (docs/certify.md, "Output
// files"):
//
//   - a regular file, or a path that does not exist yet: written to a
//     temporary file beside it (.NAME.tmp-*), synced and renamed onto it
//     when complete, so that a reader never sees a partial file; the mode
//     is 0666 less the umask, whatever the command;
//   - a symbolic link to a regular file (or to nothing yet): the same, on
//     the link's target; the link itself is kept;
//   - anything else (a character device such as /dev/null or /dev/full, a
//     named pipe, /dev/stdout or /dev/fd/N, a link to one): opened and
//     written in place, never replaced;
//   - a folder: an error.
//
// Every error names the path. CreateNew is the other way in: a file that
// must not exist yet, created without following a link, for folders other
// users may write in (certify --cases); CreatePrivate the same with mode
// 0600, for a private key (report keygen).
//
// Files: doc.go (this), outfile.go (File, Open, Write, CreateNew,
// CreatePrivate), pending.go (the temporaries not yet committed, removed
// at once by RemoveTemporaries), resolve.go (what a path is, following
// links by hand), fd_unix.go and
// fd_other.go (a process's own descriptors named by /dev/stdout and
// /proc/self/fd/N; O_NOFOLLOW), outfile_test.go.
package outfile
