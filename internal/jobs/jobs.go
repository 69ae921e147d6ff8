// Package jobs spreads a run's items over several engines at once
// (`certify --jobs`, `vectors verify --jobs`) in a partition that owes
// nothing to timing: item i goes to worker i mod n, and each worker takes
// its items in order. A caller that puts each item's result back at the
// item's own index gets the same results whatever n is, so long as the
// engines answer alike.
package jobs

import "sync"

// Each calls f(w, i) for every item i in [0, items), on worker w = i mod
// workers: the workers at once, each in a goroutine of its own, each
// taking its items in increasing order. It returns when every call has.
// With one worker (or fewer) the calls are made in order on the caller's
// goroutine.
func Each(workers, items int, f func(w, i int)) {
	if workers <= 1 || items <= 1 {
		for i := 0; i < items; i++ {
			f(0, i)
		}
		return
	}
	var wg sync.WaitGroup
	for w := 0; w < min(workers, items); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < items; i += workers {
				f(w, i)
			}
		}()
	}
	wg.Wait()
}

// Owner is the worker of item i among workers: i mod workers (0 with one
// worker or fewer).
func Owner(i, workers int) int {
	if workers <= 1 {
		return 0
	}
	return i % workers
}
