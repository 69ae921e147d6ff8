package protocol

import (
	"context"
	"regexp"
	"strconv"
	"testing"
)

// stakeOffers are the offered members the fake engine's "stakes:N" mode
// says in its hello: the first is good, the others each break the stake
// limits once.
var stakeOffers = []string{
	`{"mbs-ncb-v6":{"maxStake":2147483647},"mbs-tiger-v2":{"minStake":10,"maxStake":100000}}`,
	`{"mbs-ncb-v6":{"maxStake":-5}}`,
	`{"mbs-ncb-v6":{"minStake":0}}`,
	`{"mbs-ncb-v6":{"maxStake":1.5}}`,
	`{"mbs-ncb-v6":{"maxStake":"1000"}}`,
	`{"mbs-ncb-v6":{"maxStake":1e3}}`,
	`{"mbs-ncb-v6":{"minStake":null}}`,
	`{"mbs-ncb-v6":{"maxStake":9223372036854775808}}`,
	`{"mbs-ncb-v6":{"minStake":100,"maxStake":10}}`,
	`{"mbs-ncb-v6":{"minStake":1000000000001}}`,
}

// TestHelloStakeLimits: declared stake limits reach the kit's hello; a
// declaration that is not a whole number of minor units at least 1, or
// whose minimum is over its maximum, stops the engine at hello with a
// message naming the member and what is wrong, --validate or not.
func TestHelloStakeLimits(t *testing.T) {
	c, err := startFake(t, "stakes:0", Options{Validate: true})
	if err != nil {
		t.Fatalf("a good declaration: %v", err)
	}
	h, _ := c.Hello(context.Background())
	if o := h.Offered["mbs-ncb-v6"]; o.MinStake != 0 || o.MaxStake != 2147483647 {
		t.Errorf("mbs-ncb-v6 offer %+v, want maxStake 2147483647 alone", o)
	}
	if o := h.Offered["mbs-tiger-v2"]; o.MinStake != 10 || o.MaxStake != 100000 {
		t.Errorf("mbs-tiger-v2 offer %+v, want 10 to 100000", o)
	}
	bad := map[int]string{
		1: `offered\.mbs-ncb-v6\.maxStake is -5: a stake limit is a whole number of minor units, at least 1`,
		2: `offered\.mbs-ncb-v6\.minStake is 0: `,
		3: `offered\.mbs-ncb-v6\.maxStake is 1\.5: `,
		4: `offered\.mbs-ncb-v6\.maxStake is "1000": `,
		5: `offered\.mbs-ncb-v6\.maxStake is 1e3: `,
		6: `offered\.mbs-ncb-v6\.minStake is null: `,
		7: `offered\.mbs-ncb-v6\.maxStake is 9223372036854775808: `,
		8: `offered\.mbs-ncb-v6: minStake 100 is over maxStake 10: no stake is left`,
		9: `offered\.mbs-ncb-v6\.minStake 1000000000001 is over the protocol's largest stake 1000000000000`,
	}
	for i, want := range bad {
		for _, validate := range []bool{false, true} {
			_, err := startFake(t, "stakes:"+strconv.Itoa(i), Options{Validate: validate})
			e := AsEngineError(err)
			if e == nil {
				t.Errorf("%s (validate %v): %v, want a hello error", stakeOffers[i], validate, err)
				continue
			}
			// Under --validate the schema may speak first, on what it
			// can see; the kit's own message otherwise.
			if validate && e.Kind == KindSchema {
				continue
			}
			if e.Kind != KindMalformed || !regexp.MustCompile(want).MatchString(e.Detail) {
				t.Errorf("%s (validate %v): %s: %s, want malformed matching %q", stakeOffers[i], validate, e.Kind, e.Detail, want)
			}
		}
	}
}
