package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"unicode/utf8"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/vectors"
)

// hostileText acts on a terminal if written raw: a right-to-left override,
// a terminal title, a screen clear, a background colour, bell, backspace,
// a C1 control and a byte that is not UTF-8.
const hostileText = "acme-engine \u202eLIAF\u202c \x1b]0;title\x07\x1b[2J\x1b[41m\a\b\u009b31m\xff"

// hostileEngine (the helper engine's mode "hostile") says hostile things
// in its hello, on its stderr and in the errors it answers coups with a
// tie wager with, 1 MiB long (the error messages after the first 8 KiB:
// a batch of 1 MiB messages would pass the protocol's line limit).
type hostileEngine struct{ *refengine.Engine }

var refusals atomic.Int64

func (hostileEngine) refusal() *adapter.Error {
	msg := hostileMiB
	if refusals.Add(1) > 1 {
		msg = msg[:8<<10]
	}
	return &adapter.Error{Code: adapter.CodeInternal, Message: msg + "\n" + hostileText}
}

var hostileMiB = hostileText + strings.Repeat("v", 1<<20)

func (h hostileEngine) Hello(ctx context.Context) (adapter.Hello, error) {
	hello, err := h.Engine.Hello(ctx)
	hello.Name, hello.Version = hostileText, hostileMiB
	fmt.Fprintln(os.Stderr, "engine starting "+hostileMiB)
	return hello, err
}

func (h hostileEngine) refuses(req adapter.CoupRequest) bool {
	for _, w := range req.Wagers {
		if w.Wager == "tie" {
			return true
		}
	}
	return false
}

func (h hostileEngine) Coup(ctx context.Context, req adapter.CoupRequest) (adapter.CoupResult, error) {
	if h.refuses(req) {
		return adapter.CoupResult{}, h.refusal()
	}
	return h.Engine.Coup(ctx, req)
}

func (h hostileEngine) Coups(ctx context.Context, reqs []adapter.CoupRequest) ([]adapter.CoupReply, error) {
	out, err := h.Engine.Coups(ctx, reqs)
	for i := range out {
		if h.refuses(reqs[i]) {
			out[i] = adapter.CoupReply{Err: h.refusal()}
		}
	}
	return out, err
}

// rawControl finds in s a character that acts on a terminal or reorders
// text (newline and tab aside), or a byte that is not UTF-8.
func rawControl(s string) (int, rune, bool) {
	for i, r := range s {
		switch {
		case r == utf8.RuneError:
			if _, size := utf8.DecodeRuneInString(s[i:]); size == 1 {
				return i, r, true
			}
		case r == '\n' || r == '\t':
		case r < 0x20 || r == 0x7f || r >= 0x80 && r <= 0x9f,
			r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069, r == 0x200e, r == 0x200f, r == 0x061c:
			return i, r, true
		}
	}
	return 0, 0, false
}

// TestVectorsVerifyHostileStrings (issue 25): `bacctk vectors verify
// --engine`, the replay command every failure prints, against an engine
// whose hello, stderr and error messages are hostile and 1 MiB long, and a
// vector file whose name and a comment are hostile, writes no raw control
// or bidirectional character, and shows no engine string whole.
func TestVectorsVerifyHostileStrings(t *testing.T) {
	data, err := vectors.ReadFS(vectors.FS, vectors.Dir+"/mbs-etg-v4-tiger-ncb.json")
	if err != nil {
		t.Fatal(err)
	}
	var file map[string]any
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	test := file["testGroups"].([]any)[0].(map[string]any)["tests"].([]any)[0].(map[string]any)
	test["comment"] = "comment " + hostileText
	if data, err = json.Marshal(file); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "evil \x1b[2J\u202e.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCmd("vectors", "verify", "-v", "--engine", helperEngine(t, "hostile"), path)
	if code != 1 {
		t.Errorf("exit %d, want 1 (the refused coups are errored):\n%.2000s\n%.2000s", code, out, errs)
	}
	for _, o := range []struct{ name, s string }{{"stdout", out}, {"stderr", errs}} {
		if i, r, ok := rawControl(o.s); ok {
			t.Errorf("%s holds a raw %U: %q", o.name, r, o.s[max(0, i-80):min(len(o.s), i+20)])
		}
		if strings.Contains(o.s, strings.Repeat("v", 4097)) {
			t.Errorf("%s shows more than 4096 characters of an engine string", o.name)
		}
	}
	for _, want := range []string{
		// the hello (\xff is U+FFFD: the protocol is JSON)
		`engine: acme-engine \u202eLIAF\u202c \x1b]0;title\x07\x1b[2J\x1b[41m\x07\x08\u009b31m` + "\uFFFD acme-engine",
		`evil \x1b[2J\u202e.json tcId 1`,   // the file name
		`comment acme-engine \u202eLIAF`,   // the comment
		`internal: acme-engine \u202eLIAF`, // an error message
		"more bytes",                       // a cut
	} {
		if !strings.Contains(out, want) {
			t.Errorf("stdout does not show %q", want)
		}
	}
	if !strings.Contains(errs, `engine starting acme-engine \u202eLIAF`) || !strings.Contains(errs, "… ") {
		t.Errorf("stderr does not show the engine's stderr escaped and cut:\n%.1000s", errs)
	}
	t.Logf("stdout %d bytes, stderr %d bytes", len(out), len(errs))
}
