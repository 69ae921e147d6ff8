package protocol

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/internal/display"
)

// identityChange is the start of the message of a KindIdentity failure.
const identityChange = "the engine changed identity on restart: "

// IdentityDiff says how the hello of a restarted engine, or of another
// process of the same command (`certify --jobs`), differs from the first
// one ("" when it does not). A report credits one engine with every
// answer of the run, so a restart that brings back another name, version,
// capability set, game list, offer or reading would have the first
// engine certified on the second's answers. The order of a list counts
// for nothing: the protocol gives it no meaning.
func IdentityDiff(was, now adapter.Hello) string {
	var diffs []string
	field := func(name string, a, b any) {
		ja, _ := json.Marshal(a)
		jb, _ := json.Marshal(b)
		if string(ja) != string(jb) {
			// Each side bounded: a hostile hello may be megabytes, and
			// the message is copied into every check it errors.
			diffs = append(diffs, fmt.Sprintf("%s %s, now %s", name,
				display.Clip(string(ja), display.NameMax), display.Clip(string(jb), display.NameMax)))
		}
	}
	was, now = canonicalHello(was), canonicalHello(now)
	field("name", was.Name, now.Name)
	field("version", was.Version, now.Version)
	field("protocol", was.Protocol, now.Protocol)
	field("capabilities", was.Capabilities, now.Capabilities)
	field("games", was.Games, now.Games)
	field("offered", was.Offered, now.Offered) // a map: encoded with its keys sorted
	field("readings", was.Readings, now.Readings)
	return strings.Join(diffs, "; ")
}

// canonicalHello returns h with every list sorted, in copies (the client's
// hello is shared with its callers).
func canonicalHello(h adapter.Hello) adapter.Hello {
	// An empty list and an absent one say the same.
	sorted := func(s []string) []string {
		if len(s) == 0 {
			return nil
		}
		s = slices.Clone(s)
		slices.Sort(s)
		return s
	}
	h.Capabilities, h.Games, h.Readings = sorted(h.Capabilities), sorted(h.Games), sorted(h.Readings)
	if h.Offered != nil {
		offered := make(map[string]adapter.Offer, len(h.Offered))
		for g, o := range h.Offered {
			o.Wagers = sorted(o.Wagers)
			o.Rounding = slices.Clone(o.Rounding)
			slices.Sort(o.Rounding)
			o.Decks = slices.Clone(o.Decks)
			slices.Sort(o.Decks)
			offered[g] = o
		}
		h.Offered = offered
	}
	return h
}

// changedIdentity is the failure that answers a request once the engine
// came back as another engine: a copy per request, so that each names its
// own method.
func (c *Client) changedIdentity() *EngineError {
	e := *c.changed
	return &e
}
