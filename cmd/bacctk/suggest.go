package main

import (
	"flag"
	"fmt"
	"io"
	"sort"
	"strings"
)

// didYouMean returns " (did you mean X?)" naming the candidates closest to
// a mistyped word, or " (one of: ...)" listing them all when none is close:
// either way the user learns the valid words without reading the docs.
func didYouMean(word string, candidates []string) string {
	if s := closest(word, candidates); len(s) > 0 {
		return " (did you mean " + strings.Join(s, " or ") + "?)"
	}
	c := append([]string(nil), candidates...)
	sort.Strings(c)
	return " (one of: " + strings.Join(c, ", ") + ")"
}

// closest returns the candidates within an edit distance of a third of the
// word (at least 1, at most 3), nearest first, or that the word is a prefix
// of; at most three.
func closest(word string, candidates []string) []string {
	limit := len(word) / 3
	if limit < 1 {
		limit = 1
	}
	if limit > 3 {
		limit = 3
	}
	type cand struct {
		s string
		d int
	}
	var cs []cand
	for _, c := range candidates {
		d := editDistance(strings.ToLower(word), strings.ToLower(c))
		if d <= limit || (len(word) >= 3 && strings.HasPrefix(c, word)) {
			cs = append(cs, cand{c, d})
		}
	}
	sort.SliceStable(cs, func(i, j int) bool {
		if cs[i].d != cs[j].d {
			return cs[i].d < cs[j].d
		}
		return cs[i].s < cs[j].s
	})
	var out []string
	for i := 0; i < len(cs) && i < 3; i++ {
		out = append(out, cs[i].s)
	}
	return out
}

// editDistance is the Damerau–Levenshtein distance (optimal string
// alignment): a swapped pair of letters, the commonest typo, costs 1.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}

// parseFlags is fs.Parse with a suggestion for a mistyped flag: the flag
// package prints the error and the usage, then this adds "did you mean
// --games?" as the last line, where the eye lands.
func parseFlags(fs *flag.FlagSet, args []string) error {
	// The flag package prints its error, then the usage; the suggestion
	// belongs beside the error, not after forty lines of usage, so the
	// package is kept quiet and the three are printed here in that order.
	out, usage := fs.Output(), fs.Usage
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	err := fs.Parse(args)
	fs.SetOutput(out)
	fs.Usage = usage
	if err == nil {
		return nil
	}
	if err != flag.ErrHelp {
		msg := strings.Replace(err.Error(), " for flag -", " for flag --", 1)
		const undefined = "flag provided but not defined: "
		if name, ok := strings.CutPrefix(msg, undefined); ok {
			name = strings.TrimLeft(name, "-")
			msg = undefined + "--" + name
			var names []string
			fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
			if s := closest(name, names); len(s) > 0 {
				for i := range s {
					s[i] = "--" + s[i]
				}
				msg += " (did you mean " + strings.Join(s, " or ") + "?)"
			}
		}
		fmt.Fprintf(out, "%s: %s\n", fs.Name(), msg)
	}
	if usage != nil {
		usage()
	} else {
		fmt.Fprintf(out, "Usage of %s:\n", fs.Name())
		fs.PrintDefaults()
	}
	return err
}

// flagsStatus is a command's exit status for parseFlags' error: 0 for
// --help (asked for, and printed), 2 for a usage error.
func flagsStatus(err error) int {
	if err == flag.ErrHelp {
		return 0
	}
	return 2
}
