// Package display is how bacctk shows a person text it did not write: an
// engine's name, version, error messages and stderr, and the file names
// and comments of vector files. Such text reaches a terminal, an HTML page
// or a CI page's annotations, and must neither act there nor pass for the
// kit's own words (docs/certify.md, "How engine text is shown"):
//
//   - a control character (C0, DEL, C1) is shown as an escape ("\x1b",
//     "\u009b"): a terminal would otherwise act on it (clear the screen,
//     set the title, move the cursor back over the kit's text);
//   - a bidirectional control (U+202A–U+202E, U+2066–U+2069, U+200E,
//     U+200F, U+061C) is shown as "\u202e": it would otherwise reorder the
//     text around it, the kit's included ("PASS" read as "FAIL");
//   - a byte that is not UTF-8 is shown as "\xNN";
//   - text longer than its bound is cut, and says how much was left out
//     ("… 1048320 more bytes"): an engine's string is otherwise copied
//     whole into every place that shows it.
//
// Line escapes newline and tab too, for what must stay on one line (a
// name, a heading, a table cell); Text keeps them, for a message or a
// stderr excerpt shown as a block; Tail keeps the end of a stream (a
// stderr tail) rather than its start. Clip only cuts, for a machine report
// that keeps the exact characters. Writer does what Text does to a stream,
// for a whole output (a report, an engine's stderr passed through).
//
// Files: doc.go (this), display.go (the functions and bounds), writer.go
// (Writer), display_test.go.
package display
