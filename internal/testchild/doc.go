// Package testchild lets a test binary be also the process its tests start:
// an engine speaking the protocol, or a fake one, so that the subprocess
// path is tested without building bacctk; or the kit whose stdout a test
// redirects to a file (Redirected). The test starts os.Args[0] with an
// environment variable that names the child's mode.
//
// Every test binary of the kit's heavier packages runs at TestGCPercent
// (Run is the TestMain of those with no child).
//
// Files: doc.go (this), testchild.go (Main, Serve), gc.go (TestGCPercent,
// Run), redirected.go (Redirected), testchild_test.go, docmap_test.go.
package testchild
