// Package words holds the few ways of writing a number or a string that
// the certification runner (certify) and the report's renderers (report)
// share, so that a count, a percentage or a quoted command reads the same
// in the summary line the runner composes and in the pages the renderers
// write.
//
//	words.go        plurals, thousands, percentages, first lines, shell quoting
//	words_test.go   what each writes
package words
