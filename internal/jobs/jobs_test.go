package jobs

import (
	"sync"
	"testing"
)

// TestEach: every item is called once, on worker i mod n, each worker's
// items in increasing order, whatever n.
func TestEach(t *testing.T) {
	for _, workers := range []int{0, 1, 2, 3, 8, 20} {
		const items = 17
		var mu sync.Mutex
		seen := make([]int, items)
		last := map[int]int{}
		Each(workers, items, func(w, i int) {
			mu.Lock()
			defer mu.Unlock()
			seen[i]++
			if w != Owner(i, workers) {
				t.Errorf("workers %d: item %d on worker %d, want %d", workers, i, w, Owner(i, workers))
			}
			if l, ok := last[w]; ok && l >= i {
				t.Errorf("workers %d: worker %d took item %d after %d", workers, w, i, l)
			}
			last[w] = i
		})
		for i, n := range seen {
			if n != 1 {
				t.Errorf("workers %d: item %d called %d times", workers, i, n)
			}
		}
		if workers > 1 && len(last) != min(workers, items) {
			t.Errorf("workers %d: %d workers took items", workers, len(last))
		}
	}
}
