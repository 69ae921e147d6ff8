package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/bacctk/bacctk/decide"
	"github.com/bacctk/bacctk/internal/infile"
	"github.com/bacctk/bacctk/internal/outfile"
	"github.com/bacctk/bacctk/report"
)

func init() {
	registerReport(command{name: "merge", summary: "combine the observations blobs or JSON reports of the shards of one run (certify --shard K/N) into one (docs/scale.md)", run: signalSafe("bacctk report merge", "finishing the merged report", runReportMerge)})
}

const reportMergeUsage = `Usage: bacctk report merge SHARD.jsonl|SHARD.json|DIR... [--blobs] [--json FILE] [--junit FILE]
                           [--cucumber FILE --cucumber-in FILES] [--known-failing FILE] [-v]

Given the observations blobs of the N shards of one run ('bacctk certify
--shard K/N --blob FILE'; a blob is known by its header line, or --blobs
says so), joins what their checks observed and decides it as one run: the
report is the unsharded run's, byte for byte but for its timings. It
refuses blobs of different kits, content hashes, seeds, engines or run
settings, and a missing or duplicate shard.

Given their JSON reports instead, combines the JSON reports of the N shards of one certification run
('bacctk certify --shard K/N --json ...') into the report the unsharded run
gives: the same verdicts, causes and counts, timings summed. A folder
stands for every *.jsonl blob in it, or if it has none every *.json file
but signatures, *.sig.json (for images without a shell to glob). Refuses shards of different seeds, kit versions,
content hashes, engine identities or run settings, a missing or duplicate
shard, and a shard that is not as a kit wrote it: its digest does not
verify (report verify) or its totals disagree with its rows. Prints the
text report; exit status as certify's (0 pass, 1 fail), 2 on bad usage or
shards that do not make one run.

Flags:`

func runReportMerge(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("bacctk report merge", reportMergeUsage, stderr)
	jsonOut := fs.String("json", "", "write the merged JSON report to FILE")
	junitOut := fs.String("junit", "", "write the merged report as JUnit XML to FILE")
	cucumberOut := fs.String("cucumber", "", "write the shards' cucumber JSON (--cucumber-in) as one file to FILE")
	cucumberIn := fs.String("cucumber-in", "", "comma-separated cucumber JSON files the shards wrote with certify --cucumber")
	knownFailing := fs.String("known-failing", "", "the known-failing list to apply to the merged run")
	verbose := fs.Bool("v", false, "print every verdict row and every failure")
	blobs := fs.Bool("blobs", false, "the files are observations blobs (certify --blob), whatever their first line")
	// Reports and flags may come in any order.
	files, code, ok := parseFlagsAndFiles(fs, args)
	if !ok {
		return code
	}
	fail := usageError("bacctk report merge", stderr)
	if len(files) == 0 {
		return fail("give the JSON reports of the shards")
	}
	if (*cucumberOut == "") != (*cucumberIn == "") {
		return fail("--cucumber and --cucumber-in go together")
	}
	files, err := expandDirs(files)
	if err != nil {
		return fail("%v", err)
	}
	shards, isBlobs, err := readBlobs(files, *blobs)
	if err != nil {
		return fail("%v", err)
	}
	var reps []*report.Report
	if !isBlobs {
		if reps, err = readShards(files); err != nil {
			return fail("%v", err)
		}
	}
	// The shards were certified against the same rules packs: the
	// decision needs their documents and games as the run had them.
	var taken []report.Pack
	if isBlobs && len(shards) > 0 {
		taken = shards[0].Facts.Run.Packs
	} else if len(reps) > 0 {
		taken = reps[0].Run.Packs
	}
	if err := reinstall(taken); err != nil {
		return fail("%v", err)
	}
	var kf *decide.KnownFailing
	if *knownFailing != "" {
		var err error
		if kf, err = decide.ReadKnownFailing(*knownFailing); err != nil {
			return fail("--known-failing: %v", err)
		}
	}
	var rep *report.Report
	if isBlobs {
		rep, err = mergeBlobs(shards, kf)
	} else {
		rep, err = decide.Merge(reps, kf)
	}
	if err != nil {
		return fail("%v", err)
	}
	for _, o := range []struct {
		flag, path string
		write      func(io.Writer) error
	}{{"json", *jsonOut, rep.WriteJSON}, {"junit", *junitOut, rep.WriteJUnit}} {
		if o.path != "" {
			if err := outfile.Write(o.path, o.write); err != nil {
				return fail("--%s %v", o.flag, err)
			}
		}
	}
	if *cucumberOut != "" {
		if err := mergeCucumber(*cucumberOut, strings.Split(*cucumberIn, ",")); err != nil {
			return fail("--cucumber: %v", err)
		}
	}
	rep.WriteText(stdout, *verbose)
	return rep.Summary.ExitCode
}

// maxCucumberSize bounds a shard's cucumber JSON: 128 MiB. godog's report
// of every scenario of a whole run is 21 MB, and a shard's is a part of it.
const maxCucumberSize = 128 << 20

// mergeCucumber writes the features of several cucumber JSON files (each
// an array of features) as one array: a feature in several shards has its
// scenarios ("elements") joined, in shard order.
func mergeCucumber(out string, in []string) error {
	var merged []map[string]any
	at := map[string]int{}
	for _, path := range in {
		data, err := infile.Read(strings.TrimSpace(path), maxCucumberSize)
		if err != nil {
			return err
		}
		var feats []map[string]any
		if len(strings.TrimSpace(string(data))) > 0 {
			if err := json.Unmarshal(data, &feats); err != nil {
				return fmt.Errorf("%s: not cucumber JSON: %v", path, err)
			}
		}
		for _, f := range feats {
			uri, _ := f["uri"].(string)
			if i, ok := at[uri]; ok {
				a, _ := merged[i]["elements"].([]any)
				b, _ := f["elements"].([]any)
				merged[i]["elements"] = append(a, b...)
				continue
			}
			at[uri] = len(merged)
			merged = append(merged, f)
		}
	}
	if merged == nil {
		merged = []map[string]any{}
	}
	return outfile.Write(out, func(w io.Writer) error {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(merged)
	})
}

// expandDirs replaces each folder by the *.jsonl blobs in it, or the
// *.json reports when it has no blob, sorted.
func expandDirs(paths []string) ([]string, error) {
	var out []string
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			out = append(out, p)
			continue
		}
		// A folder of shards that wrote blobs beside their reports
		// stands for the blobs.
		all, err := filepath.Glob(filepath.Join(p, "*.jsonl"))
		if err == nil && len(all) == 0 {
			all, err = filepath.Glob(filepath.Join(p, "*.json"))
		}
		if err != nil {
			return nil, err
		}
		// A signed shard's signature (certify --sign) lies beside it.
		var m []string
		for _, f := range all {
			if !strings.HasSuffix(f, sigSuffix) {
				m = append(m, f)
			}
		}
		if len(m) == 0 {
			return nil, fmt.Errorf("%s: no *.json report nor *.jsonl blob in the folder", p)
		}
		sort.Strings(m)
		out = append(out, m...)
	}
	return out, nil
}

// parseFlagsAndFiles parses flags that may come before, between or after
// file arguments, and returns the files. On -h or a bad flag it returns
// the exit status (0 or 2) and false.
func parseFlagsAndFiles(fs *flag.FlagSet, args []string) ([]string, int, bool) {
	var files []string
	for len(args) > 0 {
		if err := parseFlags(fs, args); err != nil {
			if err == flag.ErrHelp {
				return nil, 0, false
			}
			return nil, 2, false
		}
		if fs.NArg() == 0 {
			break
		}
		files = append(files, fs.Arg(0))
		args = fs.Args()[1:]
	}
	return files, 0, true
}
