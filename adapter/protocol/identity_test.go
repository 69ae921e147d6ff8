package protocol

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/adapter"
)

// TestIdentityDiff: every part of the hello counts, the order of a list
// and an empty list against an absent one do not.
func TestIdentityDiff(t *testing.T) {
	base := adapter.Hello{Name: "e", Version: "1", Protocol: 1, Games: []string{"a", "b"}, Capabilities: []string{"coup", "shoe"},
		Offered: map[string]adapter.Offer{"a": {Wagers: []string{"x", "y"}, Decks: []int{6, 8}}}, Readings: []string{"1=r"}}
	same := base
	same.Games = []string{"b", "a"}
	same.Capabilities = []string{"shoe", "coup"}
	same.Offered = map[string]adapter.Offer{"a": {Wagers: []string{"y", "x"}, Decks: []int{8, 6}, Rounding: []int64{}}}
	if d := IdentityDiff(base, same); d != "" {
		t.Errorf("the same hello, lists reordered: %q, want no difference", d)
	}
	change := map[string]func(*adapter.Hello){
		"name":         func(h *adapter.Hello) { h.Name = "f" },
		"version":      func(h *adapter.Hello) { h.Version = "2" },
		"protocol":     func(h *adapter.Hello) { h.Protocol = 2 },
		"games":        func(h *adapter.Hello) { h.Games = []string{"a"} },
		"capabilities": func(h *adapter.Hello) { h.Capabilities = append(h.Capabilities, "table") },
		"offered":      func(h *adapter.Hello) { h.Offered = map[string]adapter.Offer{"a": {Wagers: []string{"x"}}} },
		"readings":     func(h *adapter.Hello) { h.Readings = nil },
	}
	// The stake limits are part of the offer: a restarted engine that
	// takes other stakes is another engine.
	for what, o := range map[string]adapter.Offer{
		"maxStake": {Wagers: []string{"x", "y"}, Decks: []int{6, 8}, MaxStake: 2147483647},
		"minStake": {Wagers: []string{"x", "y"}, Decks: []int{6, 8}, MinStake: 10},
	} {
		h := base
		h.Offered = map[string]adapter.Offer{"a": o}
		if d := IdentityDiff(base, h); !strings.HasPrefix(d, "offered ") || !strings.Contains(d, what) {
			t.Errorf("%s declared on restart: %q, want an offered difference naming it", what, d)
		}
	}
	for field, f := range change {
		h := base
		f(&h)
		d := IdentityDiff(base, h)
		if !strings.HasPrefix(d, field+" ") || strings.Contains(d, ";") {
			t.Errorf("%s changed: %q, want that difference alone", field, d)
		}
	}
	long := base
	long.Version = strings.Repeat("v", 1<<20)
	if d := IdentityDiff(base, long); len(d) > 1000 {
		t.Errorf("a 1 MiB version made a %d-byte difference", len(d))
	}
}

// TestRestartChangedIdentity: an engine that comes back from a crash
// with another version fails the call that restarted it and every later
// one with KindIdentity, naming the difference, and is not restarted
// again; the new engine is stopped.
func TestRestartChangedIdentity(t *testing.T) {
	ctx := context.Background()
	c := mustStart(t, "reborn:"+filepath.Join(t.TempDir(), "started"), Options{Restart: true, MaxRestarts: 5})
	h, _ := c.Hello(ctx)
	if _, err := c.Coup(ctx, aCoup); AsEngineError(err) == nil || AsEngineError(err).Kind != KindCrash {
		t.Fatalf("first coup: %v, want a crash", err)
	}
	want := identityChange + `version "` + h.Version + `", now "` + h.Version + `-patched"`
	for i := 0; i < 3; i++ {
		_, err := c.Coup(ctx, aCoup)
		e := AsEngineError(err)
		if e == nil || e.Kind != KindIdentity || e.Detail != want {
			t.Fatalf("coup %d after the restart: %v, want kind %s, %q", i, err, KindIdentity, want)
		}
		if !strings.Contains(e.Response, "-patched") {
			t.Errorf("the failure lacks the new hello: response %q", e.Response)
		}
	}
	if c.Restarts() != 1 || len(c.pids) != 2 {
		t.Errorf("%d restarts, %d engines started; want 1 and 2", c.Restarts(), len(c.pids))
	}
	if got, _ := c.Hello(ctx); got.Version != h.Version {
		t.Errorf("Hello() = version %q, want the first engine's %q", got.Version, h.Version)
	}
	for _, pid := range c.pids {
		assertGone(t, pid)
	}
}
