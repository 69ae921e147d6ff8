// Package integrity makes a JSON report tamper-evident: its canonical
// form, and the digest of that form a report carries in its "digest"
// member (docs/certify.md "Integrity and signatures").
//
// The canonical form of a JSON document, the kit's, is what hashes the
// same however a tool re-indents the file or reorders an object's
// members, and differently as soon as a value changes:
//
//   - no insignificant white space;
//   - an object's members sorted by name, bytewise (the names' UTF-8);
//     a name given twice in one object makes the document invalid, since
//     readers disagree on which of the two counts;
//   - a string as encoding/json writes it with HTML escaping off: `"` and
//     `\` escaped, \n \r \t, other control characters and U+2028, U+2029
//     as \u00XX and \u2028, \u2029, everything else as its UTF-8 (an
//     invalid byte reads as U+FFFD);
//   - a number without fraction or exponent as the whole number, in full;
//     another as encoding/json writes the float64 nearest to it; a zero
//     as 0, without sign (a number beyond float64, or of more than 1,000
//     characters, makes the document invalid);
//   - true, false and null as written.
//
// Files:
//
//	doc.go        this map and the canonical form
//	canonical.go  Canonical: a JSON document in canonical form
//	digest.go     Digest, Check: the "digest" member of a report and its check
package integrity
