package report

// htmlChart is the inline SVG bar chart of the page: one stacked bar per
// game, its clause verdicts in proportion.
type htmlChart struct {
	Width, Height int
	LegendY       int
	LegendTextY   int
	Bars          []htmlBar
	Legend        []htmlLegend
}

type htmlBar struct {
	Game, Verdict string
	Y, TextY      int
	Parts         []htmlBarPart
	Total         int
}

type htmlBarPart struct {
	Verdict    string
	X, Y, W, N int
}

type htmlLegend struct {
	Verdict, Label string
	X, TextX       int
}

const (
	chartLabel  = 250 // width of the game labels
	chartBar    = 420 // width of a whole bar
	chartRow    = 22
	chartLegend = 115 // room for one legend entry
)

func newHTMLChart(r *Report) htmlChart {
	ch := htmlChart{Width: chartLabel + len(htmlVerdicts)*chartLegend + 20}
	for i, g := range r.Games {
		c := g.Clauses
		b := htmlBar{Game: g.Game, Verdict: g.Verdict, Y: 4 + i*chartRow, TextY: 4 + i*chartRow + 13, Total: c.Total()}
		x := chartLabel
		for _, p := range []struct {
			v string
			n int
		}{{Fail, c.Fail}, {Errored, c.Errored}, {Pass, c.Pass}, {NotJudged, c.NotJudged}, {Untested, c.Untested}, {NotApplicable, c.NotApplicable}, {Procedural, c.Procedural}} {
			if p.n == 0 || b.Total == 0 {
				continue
			}
			w := p.n * chartBar / b.Total
			if w < 2 {
				w = 2 // a single failure among hundreds stays visible
			}
			b.Parts = append(b.Parts, htmlBarPart{Verdict: p.v, X: x, Y: b.Y, W: w, N: p.n})
			x += w
		}
		ch.Bars = append(ch.Bars, b)
	}
	y := 4 + len(r.Games)*chartRow + 6
	for i, hv := range htmlVerdicts {
		ch.Legend = append(ch.Legend, htmlLegend{Verdict: hv.verdict, Label: hv.label, X: chartLabel + i*chartLegend, TextX: chartLabel + i*chartLegend + 16})
	}
	ch.LegendY, ch.LegendTextY = y, y+11
	ch.Height = y + 20
	return ch
}
