// Package draws counts ordered draws of cards from a shoe, for the exact
// analysis and the exhaustive walk, which both weigh a sequence of card
// classes by how many card sequences it stands for.
package draws

// Falling returns n(n-1)...(n-k+1), the number of ordered draws of k cards
// from n, or 0 when k > n. The callers' products are at most a shoe's
// number of six-card sequences, below 2^63 for 10 decks of 65 cards.
func Falling(n, k int) uint64 {
	p := uint64(1)
	for i := 0; i < k; i++ {
		if n-i <= 0 {
			return 0
		}
		p *= uint64(n - i)
	}
	return p
}
