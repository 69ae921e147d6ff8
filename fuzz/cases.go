package fuzz

import (
	"context"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"strings"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/internal/infile"
	"github.com/bacctk/bacctk/judge"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/vectors"
	"github.com/google/go-cmp/cmp"
)

// Case is a failure in replayable form: one request (a coup or a whole
// shoe), the reference's answer to it, and the engine's. It is written as
// one JSON object that replays alone (Replay, `bacctk vectors verify`), in
// the field names of the golden vectors' requests.
type Case struct {
	// ID is stable for a property and game: "fuzz/<game>/<property>".
	ID       string   `json:"id"`
	Comment  string   `json:"comment"`
	Property string   `json:"property"`
	Clauses  []string `json:"clauses"`
	// Method is "coup", "shoe" or "table".
	Method string          `json:"method"`
	Game   string          `json:"game"`
	Decks  int             `json:"decks"`
	Cards  []string        `json:"cards"`
	Wagers []adapter.Wager `json:"wagers"`
	Table  adapter.Table   `json:"table"`
	Expect Answer          `json:"expected"`
	Actual Answer          `json:"actual"`
	// TableRequest is the request of a table-lifecycle case (Method
	// "table"), whose expected answer is the reference's.
	TableRequest *adapter.TableRequest `json:"tableRequest,omitempty"`
	// Readings are the readings of the rules the case was judged under
	// ("N=NAME", reference.Readings.Names; none: the kit's), so that
	// Replay judges it as the run that found it did.
	Readings []string `json:"readings,omitempty"`
	// Related holds what a property compared with: for void-keeps-earlier,
	// the shoe before it was made void, and the engine's answer to it.
	Related *Case `json:"related,omitempty"`
	// Seed is the seed of the generated shoe the failure was found in
	// (Config.Seed mixed with the game and shoe number); Replay of the
	// case needs only the case.
	Seed Seed `json:"seed"`
}

// Answer is an engine's answer to a case's request: a coup, a shoe, a
// table, or an error.
type Answer = adapter.Answer

// answerOf is an answer kept by adapter.Ask as a case's Answer (the zero
// Answer for nil: no answer).
func answerOf(a *adapter.Answer) Answer {
	if a == nil {
		return Answer{}
	}
	return *a
}

func coupAnswer(r *adapter.CoupReply) Answer {
	if r.Err != nil {
		return Answer{Error: r.Err}
	}
	res := r.Result
	return Answer{Coup: &res}
}

func shoeAnswer(res adapter.ShoeResult, err error) Answer {
	if err != nil {
		return Answer{Error: adapter.ErrorOf(err)}
	}
	return Answer{Shoe: &res}
}

// CoupRequest returns the case's request as a coup.
func (c *Case) CoupRequest() adapter.CoupRequest {
	return adapter.CoupRequest{Game: c.Game, Decks: c.Decks, Cards: c.Cards, Wagers: c.Wagers, Table: c.Table}
}

// ShoeRequest returns the case's request as a shoe.
func (c *Case) ShoeRequest() adapter.ShoeRequest {
	return adapter.ShoeRequest{Game: c.Game, Decks: c.Decks, Cards: c.Cards, Wagers: c.Wagers, Table: c.Table}
}

// JSON returns the case as indented JSON.
func (c *Case) JSON() string {
	b, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		return fmt.Sprintf("{\"error\": %q}", err.Error())
	}
	return string(b)
}

// Write writes the case to dir/<game>-<property>-<seed>.json and, when the
// case has a vector form (see Vector), the vector file beside it as
// <...>.vector.json, replayable with `bacctk vectors verify`; it returns
// the case's path.
func (c *Case) Write(dir string) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	// The content hash keeps two failures of one property in one shoe
	// (different clauses, say) from overwriting each other's files.
	body := c.JSON()
	h := fnv.New32a()
	h.Write([]byte(body))
	name := fmt.Sprintf("%s-%s-%d-%08x.json", c.Game, c.Property, c.Seed, h.Sum32())
	name = strings.Map(func(r rune) rune {
		if r == '/' || r == ' ' || r == os.PathSeparator {
			return '_'
		}
		return r
	}, name)
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(body+"\n"), 0o644); err != nil {
		return path, err
	}
	if f, err := c.Vector(); err == nil {
		b, err := vectors.Encode(f)
		if err != nil {
			return path, err
		}
		if err := os.WriteFile(strings.TrimSuffix(path, ".json")+".vector.json", b, 0o644); err != nil {
			return path, err
		}
	}
	return path, nil
}

// ReadCase reads a case written by Write.
func ReadCase(path string) (Case, error) {
	var c Case
	// A case is one request and two answers, less than a vector file,
	// whose bound it takes.
	b, err := infile.Read(path, vectors.MaxFileSize)
	if err != nil {
		return c, err
	}
	if err := json.Unmarshal(b, &c); err != nil {
		return c, fmt.Errorf("%s: %v", path, err)
	}
	if c.Method != "coup" && c.Method != "shoe" && c.Method != "table" {
		return c, fmt.Errorf("%s: method %q: want \"coup\", \"shoe\" or \"table\"", path, c.Method)
	}
	return c, nil
}

// Outcome is what replaying a case against an engine found.
type Outcome struct {
	// Diff is a go-cmp diff of the expected (reference) answer against the
	// engine's, empty when they are equal.
	Diff string
	// Violations are the properties the engine's answer breaks.
	Violations []judge.Violation
}

// Passed reports whether the engine answered as the reference did and
// broke no property.
func (o Outcome) Passed() bool { return o.Diff == "" && len(o.Violations) == 0 }

// Replay plays the case's request on eng and compares the answer with the
// case's expected answer and with the properties. The error is for a call
// that failed as a whole (the engine crashed).
func Replay(ctx context.Context, eng adapter.Engine, c Case) (Outcome, error) {
	var out Outcome
	var got Answer
	rd, err := reference.ParseReadings(c.Readings)
	if err != nil {
		return out, fmt.Errorf("case %s: %v", c.ID, err)
	}
	switch c.Method {
	case "coup":
		replies, err := eng.Coups(ctx, []adapter.CoupRequest{c.CoupRequest()})
		if err != nil {
			return out, err
		}
		if len(replies) != 1 {
			return out, fmt.Errorf("one coup asked, %d answers", len(replies))
		}
		got = coupAnswer(&replies[0])
	case "shoe":
		res, err := eng.Shoe(ctx, c.ShoeRequest())
		if err != nil && !isAnswer(err) {
			return out, err
		}
		got = shoeAnswer(res, err)
	case "table":
		return replayTable(ctx, eng, c, rd)
	default:
		return out, fmt.Errorf("case %s: method %q: want \"coup\", \"shoe\" or \"table\"", c.ID, c.Method)
	}
	out.Diff = diffAnswers(c.Expect, got)
	g, err := reference.LookupGame(reference.GameID(c.Game))
	if err != nil || got.Error != nil {
		return out, nil
	}
	tokens, err := reference.ParseTokens(c.Cards)
	if err != nil {
		return out, nil
	}
	switch {
	case got.Coup != nil:
		in := judge.NewCoupInput(g, c.Decks, tokens, c.Wagers, c.Table, rd)
		out.Violations = judge.CheckCoup(&in, got.Coup)
	case got.Shoe != nil:
		out.Violations = judge.CheckShoeResult(g, c.Decks, tokens, c.Wagers, c.Table, got.Shoe, rd)
	}
	return out, nil
}

// isAnswer reports whether err is the engine's structured answer to one
// request (as opposed to a failure of the call).
func isAnswer(err error) bool {
	return adapter.AsError(err) != nil
}

// diffAnswers compares two answers; an error matches an error of the same
// code whatever its message.
func diffAnswers(want, got Answer) string {
	if want.Error != nil && got.Error != nil {
		if want.Error.Code == got.Error.Code {
			return ""
		}
		return fmt.Sprintf("error code: want %q, got %q (%s)", want.Error.Code, got.Error.Code, got.Error.Message)
	}
	return cmp.Diff(want, got)
}

// replayTable plays a table case on eng against the reference's lifecycle.
func replayTable(ctx context.Context, eng adapter.Engine, c Case, rd reference.Readings) (Outcome, error) {
	var out Outcome
	te, ok := eng.(adapter.TableEngine)
	if !ok || c.TableRequest == nil {
		return out, fmt.Errorf("case %s: the engine has no table capability, or the case no table request", c.ID)
	}
	g, err := reference.LookupGame(reference.GameID(c.Game))
	if err != nil {
		return out, err
	}
	m := &tableModel{g: g, offer: g, req: adapter.TableRequest{Game: c.TableRequest.Game, Decks: c.TableRequest.Decks, Config: c.TableRequest.Config},
		want: adapter.TableResult{Steps: []adapter.TableStep{}, Rounds: []adapter.TableRound{}}}
	m.readings = rd
	if m.model, err = reference.NewTable(judge.TableConfig(g, m.req, rd)); err != nil {
		return out, err
	}
	for _, ev := range c.TableRequest.Events {
		if err := m.apply(ev); err != nil {
			return out, err
		}
	}
	vs, got, err := runTable(ctx, te, m)
	if err != nil {
		return out, err
	}
	out.Violations = vs
	want := m.want
	for i := range want.Steps {
		want.Steps[i].Detail = ""
	}
	for i := range got.Steps {
		got.Steps[i].Detail = ""
	}
	out.Diff = cmp.Diff(want, *got)
	return out, nil
}
