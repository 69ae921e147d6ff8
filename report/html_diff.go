package report

import (
	"strings"

	"github.com/bacctk/bacctk/internal/words"
)

// How much of a failure's diff the page shows. A go-cmp diff of a whole
// shoe's answer runs to 900 lines, of which a couple of dozen differ:
// the page keeps the changed lines with htmlDiffContext unchanged lines
// either side, as a unified diff does, and at most htmlDiffMax lines of
// that; a diff of more than htmlDiffFold lines is folded. The JSON
// report keeps every diff whole.
const (
	htmlDiffContext = 3
	htmlDiffMax     = 60
	htmlDiffFold    = 12
)

// htmlDiff is a failure's diff as the page shows it.
type htmlDiff struct {
	Lines []htmlDiffLine
	// Total counts the diff's lines, Changed its - and + lines, Shown
	// those the page shows (gaps apart).
	Total, Changed, Shown int
	// Cut says the lines kept ran past htmlDiffMax.
	Cut  bool
	Fold bool
}

// Hidden counts the lines of the diff the page leaves out.
func (d *htmlDiff) Hidden() int { return d.Total - d.Shown }

// htmlDiffLine is a line of the diff: Kind "del" (expected), "add"
// (actual), "" (unchanged) or "gap" (Text then says how many unchanged
// lines it stands for).
type htmlDiffLine struct {
	Kind, Text string
}

// newHTMLDiff keeps what a reader needs of diff: the changed lines in
// their context, bounded.
func newHTMLDiff(diff string) *htmlDiff {
	if diff == "" {
		return nil
	}
	lines := strings.Split(strings.TrimSuffix(diff, "\n"), "\n")
	d := &htmlDiff{Total: len(lines)}
	kinds := make([]string, len(lines))
	keep := make([]bool, len(lines))
	for i, l := range lines {
		switch {
		case strings.HasPrefix(l, "-"):
			kinds[i] = "del"
		case strings.HasPrefix(l, "+"):
			kinds[i] = "add"
		default:
			continue
		}
		d.Changed++
		for j := max(0, i-htmlDiffContext); j <= min(len(lines)-1, i+htmlDiffContext); j++ {
			keep[j] = true
		}
	}
	if d.Changed == 0 { // not a diff of lines: the text as it comes
		for i := range keep {
			keep[i] = true
		}
	}
	for i := 0; i < len(lines); {
		if keep[i] {
			d.Lines = append(d.Lines, htmlDiffLine{kinds[i], lines[i]})
			i++
			continue
		}
		j := i
		for j < len(lines) && !keep[j] {
			j++
		}
		// A gap of one line costs the line it hides.
		if j-i == 1 {
			d.Lines = append(d.Lines, htmlDiffLine{kinds[i], lines[i]})
		} else {
			d.Lines = append(d.Lines, htmlDiffLine{"gap", "⋯ " + words.Plural(j-i, "unchanged line")})
		}
		i = j
	}
	if len(d.Lines) > htmlDiffMax {
		d.Lines, d.Cut = d.Lines[:htmlDiffMax], true
	}
	for _, l := range d.Lines {
		if l.Kind != "gap" {
			d.Shown++
		}
	}
	d.Fold = len(d.Lines) > htmlDiffFold
	return d
}
