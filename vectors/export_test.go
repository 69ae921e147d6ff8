package vectors

// EachError is eachError, for the decoding tests of package vectors_test.
var EachError = eachError
