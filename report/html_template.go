package report

// htmlRulesTemplate shows the rules of a cause or failure card: each
// one's words where the page first names it, a link to them elsewhere;
// and a matrix cell's mark, its glyph and the number of its checks.
const htmlRulesTemplate = `{{define "rule"}}<div class="rule" id="{{.Anchor}}"><strong>{{.Ref}}</strong> says:<blockquote class="words">{{.Words}}</blockquote></div>
{{end}}{{define "rules"}}{{range .}}{{if .First}}{{template "rule" .}}{{else}}<div class="rule"><strong>{{.Ref}}</strong> <a href="#{{.Anchor}}">(its words above)</a></div>
{{end}}{{end}}{{end}}{{define "mark"}}{{.Glyph}}{{with .Checks}}<i>{{.}}</i>{{end}}{{end}}`

const htmlTemplate = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{{.CSP}}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.R.Headline}}: {{name .R.Engine.Name}} {{name .R.Engine.Version}} certified by {{.R.Kit.Name}} {{.R.Kit.Version}}</title>
<style>{{.CSS}}</style>
<style>@media print{@page{@top-left{content:{{.RunningHead}};font:8pt sans-serif;color:#616161}}}</style>
</head>
<body>
<header>
<h1><span class="verdict v-{{.R.Summary.Result}}" id="verdict">{{upper .R.Summary.Result}}</span> {{if .R.Partial}}<span class="verdict v-partial" id="partial">PARTIAL</span> {{end}}{{if .R.Engine.Name}}<bdi>{{name .R.Engine.Name}}</bdi> <bdi>{{name .R.Engine.Version}}</bdi>{{else}}engine{{end}}</h1>
<p id="summary">{{.R.Summary.Line}}</p>
<p class="counts" id="counts">{{range .Verdicts}}<span><span class="verdict v-{{.Verdict}}">{{.Glyph}}</span> {{.Count}} {{.Label}}</span> {{end}}{{if .R.KnownFailing}}<span id="known-count">{{.Known}} known failing</span>{{end}}</p>
{{with .Whys}}<div id="why"><strong>Why the run failed</strong><ul>{{range .}}<li>{{if .Href}}<a href="{{.Href}}">{{.Lead}}</a>{{else}}{{.Lead}}{{end}} {{.Text}}</li>{{end}}</ul></div>
{{end}}{{if .R.Partial}}<div id="coverage"><strong>A partial certification.</strong> This run leaves out:
<ul>{{range .R.Coverage.Omitted}}<li data-kind="{{.Kind}}">{{.Text}}</li>{{end}}</ul></div>
{{end}}<dl class="head">
<dt>engine</dt><dd>{{if .R.Engine.StartError}}could not be started: <bdi>{{text .R.Engine.StartError}}</bdi>{{else}}<bdi>{{name .R.Engine.Name}}</bdi> <bdi>{{name .R.Engine.Version}}</bdi>, protocol {{.R.Engine.Protocol}}; capabilities <bdi>{{line (join .R.Engine.Capabilities " ")}}</bdi>; claims {{len .R.Engine.Games}} games{{end}}</dd>
<dt>run as</dt><dd><code>{{.Where}}</code>{{if .R.Engine.Restarts}}; restarted {{.R.Engine.Restarts}} times{{end}}{{with .R.Engine.Executable}}; executable <code>{{line .Path}}</code> sha256 <code>{{.SHA256}}</code>{{end}}</dd>
<dt>kit</dt><dd>{{.R.Kit.Name}} {{.R.Kit.Version}}{{if .R.Kit.Revision}} ({{.R.Kit.Revision}}){{end}}, {{.R.Kit.GoVersion}}</dd>
<dt>content hash</dt><dd><code>{{with .R.Kit.ContentHash}}{{.}}{{else}}not recorded{{end}}</code> <span class="muted">(rules texts, features, vectors, clause catalog, kit version{{with .R.Kit.ContentInputs}}: {{len .}} inputs, listed in the JSON report{{end}})</span></dd>
<dt>seed</dt><dd><code>{{.R.Run.Seed}}</code> <span class="muted">(replay with <code>--seed {{.R.Run.Seed}}</code>)</span>; {{if .R.Run.Parts.Generated}}{{.R.Run.Shoes}} generated shoes per game{{else}}no generated shoes{{end}}{{if .R.Run.Tags}}; tags <code>{{.R.Run.Tags}}</code>{{end}}</dd>
<dt>date</dt><dd>{{with .Started}}{{.}}{{else}}not recorded{{end}}; {{sec .R.Run.DurationMs}} s</dd>
<dt>checked</dt><dd>{{with .R.Run.Checked}}{{.Scenarios}} scenarios, {{.Vectors}} vectors, {{.Shoes}} generated shoes ({{.Coups}} coups, {{.ShoeRuns}} shoe runs, {{.Tables}} tables){{end}}</dd>
{{with .R.Coverage}}<dt>certified</dt><dd id="profile">{{plural (len .Games) "game"}} ({{range $i, $g := .Games}}{{if $i}}, {{end}}{{$g.Game}}{{end}}); capabilities {{join .Capabilities " "}}; checks {{join .Checks ", "}}</dd>
<dt>clauses checked</dt><dd id="clauses-checked">{{.Checked}} of {{.Clauses}} <span class="muted">({{range $i, $g := .Games}}{{if $i}}, {{end}}{{$g.Game}} {{$g.Checked}}/{{$g.Clauses}}{{end}})</span></dd>
<dt>coverage</dt><dd id="coverage-state">{{if .Complete}}complete{{else}}partial{{end}}</dd>
{{else}}<dt>coverage</dt><dd id="coverage-state">not recorded <span class="muted">(a report from before the kit recorded what it covers)</span></dd>
{{end}}</dl>
</header>
<main>
{{if .R.Causes}}<section id="causes">
<h2>Root causes ({{len .R.Causes}})</h2>
{{range .Causes}}<div class="cause{{if .KnownFailing}} known{{end}}" id="{{.ID}}"><strong>{{.ID}}{{if .KnownFailing}} (known failing){{end}}</strong> {{.Game}} · {{.Kind}}{{if .Field}} · <code>{{.Field}}</code>{{end}}<br>
{{.Summary}}<br>
{{template "rules" .Rules}}{{if gt (len .Games) 1}}<span class="muted">on {{len .Games}} games:</span> {{join .Games ", "}}<br>
{{end}}{{if gt (len .Wagers) 1}}<span class="muted">wagers</span> {{join .Wagers ", "}}<br>
{{end}}{{if gt (len .Events) 1}}<span class="muted">events</span> {{join .Events ", "}}<br>
{{end}}{{if gt (len .Patterns) 1}}<ul class="patterns">{{range .Patterns}}<li>{{.Summary}} <span class="muted">×{{.Count}}{{if .Field}} · <code>{{.Field}}</code>{{end}} · {{join .Games ", "}}{{with .Example}} · example <a href="#{{.}}">{{.}}</a>{{end}}</span></li>{{end}}</ul>
{{end}}<span class="muted">clauses {{join .Clauses ", "}}; {{.Count}} failing checks ({{.Scenarios}} scenarios, {{.Vectors}} vectors, {{.Generated}} generated{{if .Exhaustive}}, {{.Exhaustive}} exhaustive{{end}}){{if .Probability}}; share of coups {{.Probability}}{{end}}{{with .Example}}; smallest example <a href="#{{.}}">{{.}}</a>{{end}}</span></div>
{{end}}</section>
{{end}}
<section id="chart">
<h2>Verdicts per game</h2>
<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="0 0 {{.Chart.Width}} {{.Chart.Height}}" style="max-width:{{.Chart.Width}}px" role="img" aria-label="clause verdicts per game">
<style>.b-pass{fill:#2e7d32}.b-fail{fill:#c62828}.b-errored{fill:#ef6c00}.b-not-applicable{fill:#9e9e9e}.b-not-judged{fill:#6d4c41}.b-untested{fill:#a1887f}.b-procedural{fill:#5c6bc0}text{font:12px sans-serif}</style>
{{range .Chart.Bars}}<g><text x="0" y="{{.TextY}}">{{.Game}} ({{.Verdict}})</text>{{range .Parts}}<rect class="b-{{.Verdict}}" x="{{.X}}" y="{{.Y}}" width="{{.W}}" height="16"><title>{{.N}} {{.Verdict}}</title></rect>{{end}}</g>
{{end}}{{range .Chart.Legend}}<rect class="b-{{.Verdict}}" x="{{.X}}" y="{{$.Chart.LegendY}}" width="12" height="12"/><text x="{{.TextX}}" y="{{$.Chart.LegendTextY}}">{{.Label}}</text>
{{end}}</svg>
</section>
<section id="matrices">
<h2>Verdict per clause and game</h2>
<p class="muted">Each cell is a clause's verdict for a game: ✓ pass, ✗ fail, ! errored, ○ not judged (its checks stopped first on another clause's failure), – not applicable, P procedural (no software can check it); the number beside it counts the checks the verdict rests on (scenarios, vectors and generated-shoe properties; the cell's title splits them). A column's heading gives the game's verdict on that table's rows; a dashed frame marks a known-failing row, a thick frame an unexpected pass. A failed cell links to its first failure, a procedural one to its reason; a clause links to its own row.</p>
<div id="filter" hidden><label>Show verdict <select><option value="">any</option>{{range .Verdicts}}<option value="{{.Verdict}}">{{.Label}} ({{.Count}})</option>{{end}}</select></label> <label>Search <input type="search" placeholder="clause, words, game, failure"></label> <output></output></div>
{{range .Matrices}}<h3 id="m-{{.ID}}">{{.Title}} <span class="muted">[{{.ID}}]</span></h3>
<div class="scroll"><table class="matrix"><thead><tr><th>clause</th><th>words</th>{{range .Games}}<th class="game" data-verdict="{{.Verdict}}">{{.Game}} · {{.Verdict}}</th>{{end}}</tr></thead>
<tbody>{{range .Rows}}<tr data-verdicts="{{.Verdicts}}" id="{{.ID}}"><td class="clause"><a href="#{{.ID}}">{{.Clause}}</a></td><td class="words">{{.Summary}}</td>{{range .Cells}}{{if .Empty}}<td></td>{{else}}<td class="cell v-{{.Verdict}}{{if .Known}} known{{end}}{{if .Unexpected}} unexpected{{end}}"{{with .Title}} title="{{.}}"{{end}}>{{if .Href}}<a href="{{.Href}}">{{template "mark" .}}</a>{{else}}{{template "mark" .}}{{end}}</td>{{end}}{{end}}</tr>
{{end}}</tbody></table></div>
{{with .NotApplicable}}<p class="print-only muted">{{plural . "row"}} not applicable to any game of this table left out of print.</p>
{{end}}{{end}}</section>
<section id="failures">
<h2>Failures ({{.FailureTotal}})</h2>
{{if .Groups}}<p class="muted">By root cause; each failure is folded (open it for its message, diff and replay commands). The first {{.FullPerCause}} of a cause are shown whole, the others a line each: the JSON report has every failure whole.</p>
{{range .Groups}}{{template "group" .}}{{end}}{{else}}<p>None.</p>
{{end}}{{if .R.FailuresOmitted}}<p>{{.R.FailuresOmitted}} more failures were not kept.</p>{{end}}
</section>
{{if .R.EngineFailures}}<section id="engine-failures">
<h2>Engine failures ({{.R.EngineFailuresTotal}})</h2>
{{range .R.EngineFailures}}<div class="failure errored"><strong>{{.Method}} {{.Kind}}</strong><pre>{{text .Message}}</pre>{{with .Stderr}}<p>stderr:</p><pre>{{tail .}}</pre>{{end}}</div>
{{end}}</section>
{{end}}{{with .R.Engine.Stderr}}<section id="stderr"><h2>Engine stderr (tail)</h2><pre>{{tail .}}</pre></section>
{{end}}{{with .R.KnownFailing}}<section id="known-failing">
<h2>Known failing ({{.File}})</h2>
<ul>{{range .Patterns}}<li>line {{.Line}} <code>{{.Text}}</code>: {{.KnownFailing}} known failing, {{.UnexpectedPasses}} unexpected passes{{if not (or .KnownFailing .UnexpectedPasses .Other)}} <strong>(matches nothing in this run)</strong>{{end}}</li>{{end}}</ul>
{{range .UnexpectedPasses}}<p><strong>unexpected pass:</strong> {{.}} passes but is listed as known failing: remove it from the list</p>{{end}}
</section>
{{end}}<section id="procedural">
<h2>Procedural clauses ({{len .Procedural}})</h2>
<p class="muted">Floor procedures no software can check; never counted as a pass.</p>
<div class="scroll"><table class="matrix"><thead><tr><th>clause</th><th>words</th><th>why no software can check it</th><th>games</th></tr></thead><tbody>
{{range .Procedural}}<tr id="{{.ID}}"><td class="clause">{{.Document}}:{{.Clause}}</td><td class="words">{{.Summary}}</td><td class="words">{{.Reason}}</td><td>{{.Games}}</td></tr>
{{end}}</tbody></table></div>
</section>
<section id="interpretations">
<h2>Interpretations in force ({{len .R.Interpretations}})</h2>
<p class="muted">Where the documents are unclear the kit takes a documented reading; the verdicts above are made under these.</p>
<div class="scroll"><table class="matrix"><tbody>{{range .R.Interpretations}}<tr><td class="clause">{{.ID}}</td><td class="words">{{.Clauses}}</td><td class="words">{{.Reading}}</td></tr>
{{end}}</tbody></table></div>
</section>
</main>
<script>{{.Script}}</script>
</body>
</html>
`
