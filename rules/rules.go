// Package rules embeds the texts of the five rules documents the kit
// certifies against, as the kit received them (text converted from the
// published documents, conversion marks included). They are the source of
// truth: the clause catalog (package clauses) is checked against them, and
// every feature file quotes its clauses' words from them.
package rules

import "embed"

// FS holds the rules texts, one file per document, at the file names the
// catalog's Document.Source gives ("mbs-tiger-baccarat-v2.txt").
//
//go:embed *.txt
var FS embed.FS
