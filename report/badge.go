package report

import (
	"fmt"
	"html/template"
	"io"
	"unicode/utf8"
)

// WriteBadge writes an SVG badge in the style of shields.io's flat badges:
// "bacctk 0.1.0" on the left, the verdict and the games that pass on the
// right, green on pass, amber on a partial pass ("partial pass 1/1
// games": the run left something out, Report.Coverage) and red on fail,
// for a README or a CI page (docs/certify.md "Badge"). It loads nothing
// and carries no script.
func (r *Report) WriteBadge(w io.Writer) error {
	passed := 0
	for _, g := range r.Games {
		if g.Verdict == Pass {
			passed++
		}
	}
	b := badge{Label: r.Kit.Name + " " + r.Kit.Version, Color: "#4c1"}
	if b.Label == " " {
		b.Label = kitName
	}
	b.Message = fmt.Sprintf("%s %d/%d games", r.Summary.Result, passed, len(r.Games))
	switch {
	case r.Summary.Result != Pass:
		b.Color = "#e05d44"
	case r.Partial():
		// Amber, never green: a partial pass must not look like a
		// certification of the whole engine.
		b.Color = "#dfb317"
	}
	if r.Partial() {
		b.Message = "partial " + b.Message
	}
	// Verdana 11px, as shields measures it, is about 6.5 px a character
	// on average; 10 px of padding each side.
	b.LabelW = textWidth(b.Label) + 10
	b.MessageW = textWidth(b.Message) + 10
	b.Width = b.LabelW + b.MessageW
	b.LabelX = b.LabelW * 10 / 2
	b.MessageX = (b.LabelW + b.MessageW/2) * 10
	b.LabelTL = (b.LabelW - 10) * 10
	b.MessageTL = (b.MessageW - 10) * 10
	return badgeTemplate.Execute(w, b)
}

type badge struct {
	Label, Message, Color   string
	Width, LabelW, MessageW int
	LabelX, MessageX        int
	LabelTL, MessageTL      int
}

func textWidth(s string) int { return (utf8.RuneCountInString(s)*65 + 9) / 10 }

// The shields flat layout: text is drawn at ten times its size and scaled
// down (their trick for crisp rendering), with a 1px shadow.
var badgeTemplate = template.Must(template.New("badge").Parse(`<svg xmlns="http://www.w3.org/2000/svg" width="{{.Width}}" height="20" role="img" aria-label="{{.Label}}: {{.Message}}"><title>{{.Label}}: {{.Message}}</title><linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient><clipPath id="r"><rect width="{{.Width}}" height="20" rx="3" fill="#fff"/></clipPath><g clip-path="url(#r)"><rect width="{{.LabelW}}" height="20" fill="#555"/><rect x="{{.LabelW}}" width="{{.MessageW}}" height="20" fill="{{.Color}}"/><rect width="{{.Width}}" height="20" fill="url(#s)"/></g><g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" text-rendering="geometricPrecision" font-size="110"><text aria-hidden="true" x="{{.LabelX}}" y="150" fill="#010101" fill-opacity=".3" transform="scale(.1)" textLength="{{.LabelTL}}">{{.Label}}</text><text x="{{.LabelX}}" y="140" transform="scale(.1)" fill="#fff" textLength="{{.LabelTL}}">{{.Label}}</text><text aria-hidden="true" x="{{.MessageX}}" y="150" fill="#010101" fill-opacity=".3" transform="scale(.1)" textLength="{{.MessageTL}}">{{.Message}}</text><text x="{{.MessageX}}" y="140" transform="scale(.1)" fill="#fff" textLength="{{.MessageTL}}">{{.Message}}</text></g></svg>
`))

// kitName labels the badge of a report that does not name its kit (one
// written by hand or by an older kit): the kit's name, report.KitName.
const kitName = "bacctk"
