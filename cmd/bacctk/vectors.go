package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/certify"
	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/internal/display"
	"github.com/bacctk/bacctk/internal/infile"
	"github.com/bacctk/bacctk/internal/outfile"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/vectors"
)

func init() {
	register(command{name: "vectors", summary: "generate, lint and verify the golden test vectors", run: runVectors})
}

func vectorsUsage(w io.Writer) {
	fmt.Fprintln(w, `Usage:
  bacctk vectors generate [--dir DIR] [--check]
      write the vector files, regenerated from the reference, to DIR/testvectors_v1
      (default DIR: vectors, the folder in the repository); --check writes
      nothing and exits 1 if a file on disk differs
  bacctk vectors lint [FILES]
      check vector files (default: the vectors built into bacctk): schema,
      tcIds, numberOfTests, notes, clauses, games, wagers, cards, canonical form
  bacctk vectors verify [--engine CMD [--validate]] [--game ID] [--flag FLAG] [--id ID] [--known-failing FILE] [--json FILE] [--jobs N] [-v] [FILES]
      replay vector files (default: those built into bacctk) against an engine
      (default: the reference in process) and report per test; exit 1 on any
      failed or errored test, 2 if --engine is empty or blank, a file cannot
      be read or --json written;
      --id runs the tests of a stable id ('*' globs);
      --known-failing lists ids (one a line) whose failure is expected
A vector file may be at most 12 MiB; a larger one is refused before it is read.`)
}

// runVectors writes through display writers: file names, comments and
// lint problems come from vector files, and verify's results, errors and
// the engine's stderr from the engine; none may act on the terminal
// (internal/display). The JSON of --json - loses nothing so: encoding/json
// writes controls as \u escapes and bytes that are not UTF-8 as U+FFFD,
// and the \u202e a bidirectional control becomes is the same string in
// JSON.
func runVectors(args []string, stdout, stderr io.Writer) int {
	out, errOut := display.NewWriter(stdout, 0), display.NewWriter(stderr, 0)
	defer out.Flush()
	defer errOut.Flush()
	return runVectorsShown(args, out, errOut)
}

func runVectorsShown(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		vectorsUsage(stderr)
		return 2
	}
	switch args[0] {
	case "generate":
		return runVectorsGenerate(args[1:], stdout, stderr)
	case "lint":
		return runVectorsLint(args[1:], stdout, stderr)
	case "verify":
		return runVectorsVerify(args[1:], stdout, stderr)
	case "help", "-h", "--help":
		vectorsUsage(stdout)
		return 0
	}
	fmt.Fprintf(stderr, "bacctk vectors: unknown subcommand %q\n", args[0])
	vectorsUsage(stderr)
	return 2
}

func runVectorsGenerate(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("bacctk vectors generate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("dir", "vectors", "folder that holds testvectors_v1/")
	check := fs.Bool("check", false, "write nothing; exit 1 if a file on disk differs from the generated one")
	if code, ok := parseNoArgs(fs, args); !ok {
		return code
	}
	start := time.Now()
	files, err := vectors.Generate()
	if err != nil {
		fmt.Fprintf(stderr, "bacctk vectors generate: %v\n", err)
		return 1
	}
	elapsed := time.Since(start)
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	// The files on disk before any is rewritten: the ids they hold and the
	// new files drop are retired below.
	stale, _ := filepath.Glob(filepath.Join(*dir, vectors.Dir, "*.json"))
	old := map[string][]byte{}
	for _, p := range stale {
		if b, err := vectors.ReadFile(p); err == nil {
			old[vectors.Dir+"/"+filepath.Base(p)] = b
		}
	}
	changed := 0
	for _, n := range names {
		path := filepath.Join(*dir, filepath.FromSlash(n))
		old, err := vectors.ReadFile(path)
		if err == nil && bytes.Equal(old, files[n]) {
			continue
		}
		changed++
		if *check {
			fmt.Fprintf(stdout, "differs: %s\n", path)
			continue
		}
		if err := outfile.WriteBytes(path, files[n]); err != nil {
			fmt.Fprintf(stderr, "bacctk vectors generate: %v\n", err)
			return 1
		}
		fmt.Fprintf(stdout, "wrote %s\n", path)
	}
	// A file the generator no longer writes would still be embedded and
	// linted: name it so that someone removes it.
	for _, p := range stale {
		rel := vectors.Dir + "/" + filepath.Base(p)
		if _, ok := files[rel]; !ok {
			changed++
			fmt.Fprintf(stdout, "stale (not generated; remove it): %s\n", p)
		}
	}
	// Ids the new files drop are retired for good (vectors.RetiredFile).
	retiredPath := filepath.Join(*dir, vectors.RetiredFile)
	retired, _ := vectors.ReadFile(retiredPath)
	if list, gone := vectors.Retire(old, files, retired); len(gone) > 0 {
		changed++
		if *check {
			fmt.Fprintf(stdout, "differs: %s (%d ids to retire)\n", retiredPath, len(gone))
		} else if err := outfile.WriteBytes(retiredPath, list); err != nil {
			fmt.Fprintf(stderr, "bacctk vectors generate: %v\n", err)
			return 1
		} else {
			fmt.Fprintf(stdout, "retired %d ids in %s\n", len(gone), retiredPath)
		}
	}
	fmt.Fprintf(stdout, "%d files generated in %v, %d differ from %s\n", len(files), elapsed.Round(time.Millisecond), changed, *dir)
	if *check && changed > 0 {
		fmt.Fprintln(stdout, "run 'go run ./cmd/bacctk vectors generate' and commit the result")
		return 1
	}
	return 0
}

// vectorFilePaths returns the named files, or the paths of the embedded
// ones when there are none, in a stable order.
func vectorFilePaths(paths []string) ([]string, error) {
	if len(paths) > 0 {
		var out []string
		for _, p := range paths {
			files, err := vectorFilesIn(p)
			if err != nil {
				return nil, err
			}
			out = append(out, files...)
		}
		return out, nil
	}
	err := fs.WalkDir(vectors.FS, vectors.Dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".json") {
			paths = append(paths, p)
		}
		return err
	})
	return paths, err
}

// vectorFilesIn returns p itself for a file, and for a folder the vector
// files in it and below, sorted: those named *.vector.json when there are
// any (a `certify --cases` folder, whose other .json files are failure
// records), else every *.json file.
func vectorFilesIn(p string) ([]string, error) {
	st, err := os.Stat(p)
	if err != nil || !st.IsDir() {
		return []string{p}, nil // a missing file is reported when it is read
	}
	var all, marked []string
	err = filepath.WalkDir(p, func(q string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(q, ".json") {
			all = append(all, q)
			if strings.HasSuffix(q, ".vector.json") {
				marked = append(marked, q)
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(marked) > 0 {
		all = marked
	}
	if len(all) == 0 {
		return nil, fmt.Errorf("%s: a folder with no .json vector files", p)
	}
	sort.Strings(all)
	return all, nil
}

// readVectorFile reads one vector file, from the embedded ones or from
// disk, refusing one over vectors.MaxFileSize before reading it.
func readVectorFile(p string, embedded bool) ([]byte, error) {
	if embedded {
		return vectors.ReadFS(vectors.FS, p)
	}
	return vectors.ReadFile(p)
}

func runVectorsLint(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("bacctk vectors lint", flag.ContinueOnError)
	fs.SetOutput(stderr)
	if err := parseFlags(fs, args); err != nil {
		return flagsStatus(err)
	}
	paths, err := vectorFilePaths(fs.Args())
	if err != nil {
		fmt.Fprintf(stderr, "bacctk vectors lint: %v\n", err)
		return 2
	}
	start := time.Now()
	bad, tests := 0, 0
	for _, p := range paths {
		// One file at a time, so that memory is bounded by the largest
		// file (vectors.MaxFileSize), not by their sum.
		data, err := readVectorFile(p, len(fs.Args()) == 0)
		if err != nil {
			fmt.Fprintln(stdout, err)
			bad++
			continue
		}
		problems := vectors.Lint(p, data)
		for _, pr := range problems {
			fmt.Fprintln(stdout, pr)
		}
		if len(problems) > 0 {
			bad++
		}
		var head struct {
			NumberOfTests int `json:"numberOfTests"`
		}
		if json.Unmarshal(data, &head) == nil {
			tests += head.NumberOfTests
		}
	}
	fmt.Fprintf(stdout, "%d files, %d tests linted in %v: %d with problems\n", len(paths), tests, time.Since(start).Round(time.Millisecond), bad)
	if bad > 0 {
		return 1
	}
	return 0
}

// listFlag collects repeated string flags.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

func runVectorsVerify(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("bacctk vectors verify", flag.ContinueOnError)
	fs.SetOutput(stderr)
	engineCmd := fs.String("engine", "", "engine command, run without a shell and spoken to over the JSON-Lines protocol (default: the reference, in process)")
	validate := fs.Bool("validate", false, "with --engine: check every message the engine sends against the protocol's JSON Schema")
	verbose := fs.Bool("v", false, "print every test, not only those that did not pass")
	jsonOut := fs.String("json", "", "also write the report as JSON to this file ('-' for standard output)")
	var flags listFlag
	games := gamesFlag(fs, "game", "run only this game's vectors; repeat, or comma-separate, for more")
	fs.Var(&flags, "flag", "run only tests with this flag; repeat for more (any matches)")
	var ids listFlag
	fs.Var(&ids, "id", "run only the test of this stable id ('*' matches any run of characters); repeat for more")
	knownFile := fs.String("known-failing", "", "file of vector ids (one per line, '*' globs) the engine is known to fail: they do not fail the run, and a listed test that passes does")
	jobsN := fs.Int("jobs", certify.DefaultJobs(), "engines asked at once, the tests shared among them; the report does not depend on it")
	if err := parseFlags(fs, args); err != nil {
		return flagsStatus(err)
	}
	if *jobsN < 1 {
		fmt.Fprintf(stderr, "bacctk vectors verify: --jobs must be at least 1, not %d\n", *jobsN)
		return 2
	}
	if emptyEngine(fs) {
		fmt.Fprintf(stderr, "bacctk vectors verify: %s\n", emptyEngineMessage)
		return 2
	}
	for _, g := range *games {
		if _, err := reference.LookupGame(reference.GameID(g)); err != nil {
			fmt.Fprintf(stderr, "bacctk vectors verify: --game: %v\n", err)
			return 2
		}
	}
	paths, err := vectorFilePaths(fs.Args())
	if err != nil {
		fmt.Fprintf(stderr, "bacctk vectors verify: %v\n", err)
		return 2
	}
	var files []vectors.File
	for _, p := range paths {
		data, err := readVectorFile(p, len(fs.Args()) == 0)
		if err != nil {
			fmt.Fprintf(stderr, "bacctk vectors verify: %v\n", err)
			return 2
		}
		f, err := vectors.Decode(p, data)
		if err != nil {
			fmt.Fprintf(stderr, "bacctk vectors verify: %v\n", err)
			return 2
		}
		files = append(files, *f)
	}
	// The --json file is opened before the run, so that a signal can
	// remove its temporary file (outputs.go).
	var outs []*output
	if *jsonOut != "" && *jsonOut != "-" {
		if outs, err = openOutputs([]outputSpec{{"json", *jsonOut, "json"}}, stdout); err != nil {
			fmt.Fprintf(stderr, "bacctk vectors verify: %v\n", err)
			return 2
		}
	}
	defer discardOutputs(outs)
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	// Watched before the engine starts: a signal during its start must
	// stop it too.
	interrupted := watchSignals("bacctk vectors verify", "finishing the report (the tests left are errored)", cancel, stderr, outs)
	defer interrupted.stop()
	start := func(context.Context) (adapter.Engine, error) { return refengine.New(), nil }
	if *engineCmd != "" {
		// The engines' stderr, passed through, a line at most
		// MessageMax characters.
		engineErr := display.NewWriter(stderr, display.MessageMax)
		defer engineErr.Flush()
		start = func(ctx context.Context) (adapter.Engine, error) {
			// protocol.KillAll reaches it on a second signal
			client, err := startEngine(ctx, *engineCmd, *validate, engineErr)
			if err != nil {
				return nil, err
			}
			return client, nil
		}
	}
	engs, err := startEngines(ctx, start, *jobsN, stderr)
	for _, eng := range engs {
		defer eng.Close()
	}
	switch {
	case err != nil && ctx.Err() != nil:
		// A signal during the start: the report is written all the
		// same, every test errored with the signal's name.
		engs = []adapter.Engine{unstarted{context.Cause(ctx)}}
	case err != nil:
		fmt.Fprintf(stderr, "bacctk vectors verify: --engine: %v\n", err)
		return 2
	}
	opts := vectors.VerifyOptions{Games: *games, Flags: flags, IDs: ids}
	if *knownFile != "" {
		b, err := infile.Read(*knownFile, decide.MaxKnownFailingSize)
		if err == nil {
			opts.KnownFailing, err = vectors.ParseKnownFailing(*knownFile, b)
		}
		if err != nil {
			fmt.Fprintf(stderr, "bacctk vectors verify: --known-failing: %v\n", err)
			return 2
		}
	}
	t0 := time.Now()
	rep := vectors.VerifyOn(ctx, engs, files, opts)
	elapsed := time.Since(t0)
	// The status is settled once, so that the --json report and the
	// exit status agree: a signal after this point finds the run done.
	code := interrupted.exitCode(rep.ExitCode)
	if code != rep.ExitCode {
		rep.Interrupted(code)
	}
	rep.Print(stdout, *verbose)
	fmt.Fprintf(stdout, "verified in %v\n", elapsed.Round(time.Millisecond))
	if *jsonOut != "" {
		b, err := json.MarshalIndent(rep, "", "  ")
		if err == nil {
			b = append(b, '\n')
			if *jsonOut == "-" {
				_, err = stdout.Write(b)
			} else if err = outs[0].commit(func(w io.Writer) error { _, err := w.Write(b); return err }); err != nil {
				// commit names the flag and the path.
				fmt.Fprintf(stderr, "bacctk vectors verify: %v\n", err)
				return 2
			}
		}
		if err != nil {
			// As certify's: a report that could not be written is exit 2.
			fmt.Fprintf(stderr, "bacctk vectors verify: --json %v\n", err)
			return 2
		}
	}
	return code
}

// startEngine runs an engine command over the JSON-Lines protocol, its
// stderr passed through to ours.
func startEngine(ctx context.Context, cmd string, validate bool, stderr io.Writer) (*protocol.Client, error) {
	argv, err := protocol.SplitCommand(cmd)
	if err != nil {
		return nil, err
	}
	return protocol.Start(ctx, argv, protocol.Options{Stderr: stderr, Validate: validate})
}

// startEngines starts up to n engines with start: the first, then those
// of --jobs, whose hello must be the first's (certify.StartLike); one that
// is not, or does not start, is left out with a line on stderr. The error
// is the first engine's: without it there is no run.
func startEngines(ctx context.Context, start func(context.Context) (adapter.Engine, error), n int, stderr io.Writer) ([]adapter.Engine, error) {
	eng, err := start(ctx)
	if err != nil {
		return nil, err
	}
	engs := []adapter.Engine{eng}
	hello, err := eng.Hello(ctx)
	if err != nil || n == 1 {
		// a hello that fails errs every test, as without --jobs
		return engs, nil
	}
	more, errs := certify.StartLike(ctx, hello, n-1, 0, start)
	for i, e := range more {
		if errs[i] != nil {
			fmt.Fprintf(stderr, "bacctk vectors verify: engine %d of --jobs %d left out: %s\n", i+2, n, display.Text(errs[i].Error(), display.MessageMax))
			continue
		}
		engs = append(engs, e)
	}
	return engs, nil
}
