// Package attest signs a certification report and checks a signature:
// an in-toto Statement v1 about the report, in a DSSE envelope signed
// with Ed25519 (docs/certify.md "Integrity and signatures"). The standard
// library only, so that a reader can check a signature with any DSSE and
// in-toto tooling and the kit with none.
//
// The Statement's first subject is the report file (its name when
// signed, its SHA-256); a second, when the engine command's executable
// is a regular file, is that executable as found at signing time. Its
// predicate (PredicateType) holds the verdict, headline, content hash,
// report digest and kit version the report states.
//
// Files:
//
//	doc.go         this map
//	dsse.go        Envelope, PAE: the DSSE envelope and what its signatures cover
//	statement.go   Statement, Subject, Predicate: the in-toto statement about a report
//	keys.go        Ed25519 keys as PKCS#8 and PKIX PEM, and their key ids
//	executable.go  the engine command's executable, found and hashed
//	sign.go        Sign: a report's statement, enveloped and signed
//	verify.go      Verify: a signature, its subject and the report's digest checked
package attest
