package report

import (
	"fmt"
	"html/template"
	"strings"
)

// cssString quotes s as a CSS string: every character but an ASCII
// letter, digit or space as a hex escape, so that nothing in s (an
// engine's name) can end the string or the style element. html/template
// would refuse a string with a ':' in it, taking it for a URL.
func cssString(s string) template.CSS {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		if r < 128 && (r == ' ' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			b.WriteRune(r)
			continue
		}
		fmt.Fprintf(&b, "\\%x ", r)
	}
	b.WriteByte('"')
	return template.CSS(b.String())
}

// The page's style: screen (narrow screens included: only a table's own
// box scrolls sideways, never the page), then print on A4 (no toolbar,
// folded failures and diffs open, colours kept, rows not split across
// pages, page numbers at the foot; the running header, which names the
// engine, is a style of its own in the template so that html/template
// escapes the name as a CSS string).
const htmlCSS = `
:root{--partial:#f9a825;--pass:#2e7d32;--fail:#c62828;--errored:#ef6c00;--na:#9e9e9e;--proc:#5c6bc0;--nj:#6d4c41}
body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0 auto;max-width:1200px;padding:0 16px 40px;color:#212121;overflow-wrap:anywhere}
h1{font-size:22px;margin:16px 0 4px}h2{font-size:18px;margin:28px 0 8px;border-bottom:1px solid #ddd}h3{font-size:15px;margin:18px 0 6px}
.verdict{display:inline-block;padding:2px 10px;border-radius:4px;color:#fff;font-weight:700;letter-spacing:.05em}
.v-partial{background:var(--partial);color:#212121}.v-pass{background:var(--pass)}.v-fail{background:var(--fail)}.v-interrupted{background:var(--errored)}.v-errored{background:var(--errored)}.v-not-applicable{background:var(--na)}.v-not-judged{background:var(--nj)}.v-untested{background:var(--nj)}.v-procedural{background:var(--proc)}
dl.head{display:grid;grid-template-columns:max-content 1fr;gap:2px 14px;margin:8px 0}dl.head dt{color:#616161}dl.head dd{margin:0;min-width:0}
code,pre{font:12px/1.35 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}pre{background:#f5f5f5;padding:8px;overflow-x:auto;white-space:pre-wrap;overflow-wrap:anywhere}
.scroll{overflow-x:auto;max-width:100%}
table{border-collapse:collapse}table.matrix td,table.matrix th{border:1px solid #e0e0e0;padding:1px 4px;vertical-align:top}
table.matrix th{overflow-wrap:normal}table.matrix th.game{writing-mode:vertical-rl;transform:rotate(180deg);font-weight:400;font-size:11px;white-space:nowrap}
td.clause{white-space:nowrap;font-variant-numeric:tabular-nums}td.clause a{color:inherit;text-decoration:none}td.words{font-size:12px;color:#424242;min-width:200px}
td.cell{text-align:center;min-width:22px;padding:0 2px;color:#fff;font-weight:700;white-space:nowrap}td.cell a{display:block;color:inherit;text-decoration:none}td.cell i{font-size:9px;font-weight:400;font-style:normal;margin-left:1px}
table.matrix td:empty{background:#fafafa}
td.known{outline:2px dashed #000;outline-offset:-3px}td.unexpected{outline:3px solid #000;outline-offset:-3px}
tr:target td.clause,tr:target td.words{background:#fff59d}:target>summary,li:target{background:#fff59d}
.cause,.failure{border-left:4px solid var(--fail);padding:4px 10px;margin:8px 0;background:#fffafa}.failure.errored{border-color:var(--errored)}.failure.known,.cause.known{border-color:var(--na)}
details.failure{padding:2px 10px;margin:4px 0}details>summary{cursor:pointer}
details.more{margin:6px 0 12px}ul.brief{list-style:none;padding:0;margin:4px 0;font-size:13px}ul.brief li{padding:2px 6px;border-left:4px solid var(--fail);margin:2px 0}ul.brief li.errored{border-color:var(--errored)}
pre.diff span{display:block;min-height:1.35em}pre.diff .add{background:#dafbe1;color:#116329}pre.diff .del{background:#ffebe9;color:#a40e26}pre.diff .gap{color:#757575;font-style:italic}
#why{border-left:4px solid var(--fail);padding:4px 10px;margin:10px 0;background:#fff3f3}#why ul{margin:4px 0;padding-left:20px}
#coverage{border-left:4px solid var(--partial);padding:4px 10px;margin:10px 0;background:#fffde7}#coverage ul{margin:4px 0}
blockquote.words{white-space:pre-wrap;margin:2px 0 6px 12px;padding-left:8px;border-left:2px solid #bdbdbd;font-family:Georgia,serif}
.muted{color:#757575}#filter{position:sticky;top:0;z-index:1;margin:8px 0;padding:6px;background:#eef;border-radius:4px;display:flex;flex-wrap:wrap;gap:6px 14px;align-items:center}#filter[hidden]{display:none}#filter input{min-width:0;width:16em;max-width:100%}
.counts span{margin-right:12px;white-space:nowrap}
svg.chart{display:block;width:100%;height:auto}.print-only{display:none}
@media (max-width:600px){body{padding:0 8px 24px}dl.head{grid-template-columns:1fr}dl.head dt{margin-top:4px}td.words{min-width:140px}}
@media print{
 @page{size:A4;margin:16mm 12mm 14mm;@bottom-right{content:"page " counter(page) " of " counter(pages);font:8pt sans-serif;color:#616161}}
 body{max-width:none;padding:0;font-size:9pt}
 #filter{display:none}.print-only{display:block}tr[data-verdicts="not-applicable"]{display:none}
 *{-webkit-print-color-adjust:exact;print-color-adjust:exact}
 details.p-open::details-content{content-visibility:visible;display:block}
 summary{list-style:none}summary::-webkit-details-marker{display:none}
 .scroll{overflow:visible}
 tr,.cause,ul.brief li,pre.diff span{break-inside:avoid}
 h2,h3{break-after:avoid}
 h1{font-size:15pt;margin:0 0 2pt}h2{font-size:12pt;margin:10pt 0 4pt}h3{font-size:10pt;margin:8pt 0 3pt}
 table.matrix td,table.matrix th{padding:0 3px;line-height:1.2}td.words{font-size:7.5pt;min-width:0}td.cell i{font-size:6pt}
 pre,code{font-size:7pt;line-height:1.25}pre{padding:3px 5px}blockquote.words{font-size:8pt}
 ul.brief{font-size:7.5pt}ul.brief li{padding:0 4px;margin:1px 0}details.failure,.cause{padding:1px 6px;margin:3px 0}
 a{color:inherit;text-decoration:none}
 pre{white-space:pre-wrap}
}
`
