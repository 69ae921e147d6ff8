package outfile

import (
	"os"
	"sync"
)

// pending holds the temporary files of every File not yet committed or
// discarded, so that a kit stopping at once (a second signal) can remove
// them all, those of files it did not open itself (report merge's
// cucumber, certify's --cases) included: no .NAME.tmp-* is left beside an
// output.
var pending = struct {
	sync.Mutex
	tmp map[string]bool
}{tmp: map[string]bool{}}

func track(tmp string) {
	pending.Lock()
	pending.tmp[tmp] = true
	pending.Unlock()
}

func untrack(tmp string) {
	pending.Lock()
	delete(pending.tmp, tmp)
	pending.Unlock()
}

// RemoveTemporaries removes the temporary file of every output not yet
// committed or discarded, for a process about to exit without finishing
// them. A File whose temporary was removed fails its Commit.
func RemoveTemporaries() {
	pending.Lock()
	defer pending.Unlock()
	for tmp := range pending.tmp {
		os.Remove(tmp)
		delete(pending.tmp, tmp)
	}
}
