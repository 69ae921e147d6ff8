package report

// htmlFailuresTemplate shows the failures of a root cause (a group): the
// cause first, then its first failures whole but folded, then the others
// a line each in a fold of their own. Each failure carries its verdict
// as a class (its colour, and what the filter matches) and its id, last
// of its attributes, as the target of the matrix's links. A line is the
// failure's id, verdict, the rules it breaks, its game (unless where
// the check is names it) and where the check is (Where): one defect on eleven games made 860 of them, so the
// check's title and full location are left to the card and the JSON.
const htmlFailuresTemplate = `{{define "group"}}<div class="group" data-group data-verdicts="{{.Verdicts}}" id="{{.ID}}">
<h3>{{with .Cause}}<a href="#{{.ID}}">{{.ID}}</a> {{.Game}} · {{.Kind}}: {{.Summary}}{{else}}{{if .Known}}Known failing, without a root cause{{else}}Without a root cause{{end}}{{end}} <span class="muted">({{plural .Total "failure"}})</span></h3>
{{range .Full}}{{template "failure" .}}{{end}}{{with .Brief}}<details class="more"><summary>{{len .}} more failures of {{with $.Cause}}{{.ID}}{{else}}this group{{end}}, a line each</summary>
<ul class="brief">{{range .}}<li class="{{.Verdict}}" id="{{.ID}}"><b>{{.ID}} {{upper .Verdict}}</b>{{with .Blamed}} {{join . ", "}}{{end}}{{if not .NamesGame}} · {{.Game}}{{end}} · {{.Where}}{{if gt .Count 1}} ×{{.Count}}{{end}}{{range .Rules}}{{if .First}}{{template "rule" .}}{{end}}{{end}}</li>
{{end}}</ul></details>
{{end}}</div>
{{end}}{{define "failure"}}<details class="failure p-open {{.Verdict}}{{if .KnownFailing}} known{{end}}" id="{{.ID}}"><summary><strong>{{.ID}} {{upper .Verdict}}{{if .KnownFailing}} (known failing){{end}}</strong>{{with .Blamed}} <span class="blamed">breaks {{join . ", "}}</span>{{end}} · {{.Game}} · {{.Title}}</summary>
{{template "rules" .Rules}}<span class="muted">found by the {{.Source}}{{with .Cause}}, cause <a href="#{{.}}">{{.}}</a>{{end}}; at <code>{{.Location}}</code>; clauses {{join .Clauses ", "}}{{with .Blamed}}; counted against {{join . ", "}}{{end}}{{if gt .Count 1}}; seen {{.Count}} times{{end}}{{with .Seed}}; shoe seed <code>{{.}}</code>{{end}}</span>
{{with .Message}}<pre class="message">{{text .}}</pre>{{end}}
{{with .Shown}}{{if .Fold}}<details class="diff p-open"><summary>diff (− expected, + actual): {{.Shown}} of {{.Total}} lines{{if .Changed}}, {{.Changed}} changed{{end}}</summary>
{{template "diff" .}}</details>{{else}}<p>diff (− expected, + actual):</p>{{template "diff" .}}{{end}}
{{end}}{{range .Replay}}<p>replay: <code class="replay">{{.}}</code></p>{{end}}
{{with .CaseFile}}<p>case file: <code>{{.}}</code></p>{{end}}
</details>
{{end}}{{define "diff"}}<pre class="diff">{{range .Lines}}<span{{with .Kind}} class="{{.}}"{{end}}>{{.Text}}</span>{{end}}</pre>
{{if .Hidden}}<p class="muted">{{.Hidden}} of the diff's {{.Total}} lines not shown ({{if .Changed}}the changed lines with {{context}} lines either side{{end}}{{if .Cut}}{{if .Changed}}, {{end}}at most {{diffmax}} lines{{end}}): the JSON report has it whole.</p>
{{end}}{{end}}`
