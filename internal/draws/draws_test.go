package draws

import "testing"

func TestFalling(t *testing.T) {
	for _, c := range []struct {
		n, k int
		want uint64
	}{{416, 0, 1}, {416, 1, 416}, {416, 2, 416 * 415}, {3, 3, 6}, {3, 4, 0}, {0, 1, 0}, {650, 6, 650 * 649 * 648 * 647 * 646 * 645}} {
		if got := Falling(c.n, c.k); got != c.want {
			t.Errorf("Falling(%d, %d) = %d, want %d", c.n, c.k, got, c.want)
		}
	}
}
