package protocol

// Internals lent to the tests of package protocol_test, which may import
// packages that import this one (vectors).
var (
	AppendTableRequest = appendTableRequest
	AppendTableResult  = appendTableResult
	SameAsEncodingJSON = same
	CheckFastDecode    = checkFastDecode
)
