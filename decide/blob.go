// The observations blob (certify --blob FILE): a run's observations as JSON
// Lines, a header line then one line per observation, for `report merge`
// to join across shards and decide as one run (docs/scale.md).

package decide

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/steps"
	"github.com/bacctk/bacctk/vectors"
)

// BlobFormat names the blob's format in its header line.
const BlobFormat = "bacctk-observations/1"

// BlobHeader is a blob's first line: what makes blobs shards of one run.
type BlobHeader struct {
	Format string `json:"format"`
	// Kit is the kit's name, version and revision; ContentHash the hash
	// of the rules data the run was checked against.
	Kit         string `json:"kit"`
	ContentHash string `json:"contentHash"`
	// Seed, Settings and Engine are the run's, Shard its part ("" for a
	// whole run).
	Seed     string `json:"seed"`
	Settings string `json:"settings"`
	Engine   string `json:"engine"`
	Shard    string `json:"shard,omitempty"`
}

// header is the blob header of the observations.
func (obs *Observations) header() BlobHeader {
	f := &obs.Facts
	return BlobHeader{Format: BlobFormat, Kit: kitIdentity(f.Kit), ContentHash: f.Kit.ContentHash,
		Seed: f.Run.Seed, Settings: runSettings(f.Run), Engine: engineIdentity(f.Engine), Shard: f.Run.Shard}
}

func kitIdentity(k Kit) string { return k.Name + " " + k.Version + " " + k.Revision }

// blobLine is one line after the header: one observation, of the kind
// its Kind names.
type blobLine struct {
	Kind       string                 `json:"kind"`
	Facts      *RunFacts              `json:"facts,omitempty"`
	Offer      *OfferLack             `json:"offer,omitempty"`
	Scenario   *steps.ScenarioResult  `json:"scenario,omitempty"`
	Vector     *vectors.Result        `json:"vector,omitempty"`
	TableLack  *TableLack             `json:"tableLack,omitempty"`
	Generated  *GeneratedObservation  `json:"generated,omitempty"`
	Exhaustive *ExhaustiveObservation `json:"exhaustive,omitempty"`
}

// WriteBlob writes the observations as JSON Lines: the header, the run's
// facts, then one line per observation.
func WriteBlob(w io.Writer, obs *Observations) error {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(obs.header()); err != nil {
		return err
	}
	lines := []blobLine{{Kind: "facts", Facts: &obs.Facts}}
	lines = appendLines(lines, obs.Offers, func(o *OfferLack) blobLine { return blobLine{Kind: "offer", Offer: o} })
	lines = appendLines(lines, obs.Scenarios, func(o *steps.ScenarioResult) blobLine { return blobLine{Kind: "scenario", Scenario: o} })
	lines = appendLines(lines, obs.Vectors, func(o *vectors.Result) blobLine { return blobLine{Kind: "vector", Vector: o} })
	lines = appendLines(lines, obs.TableLacks, func(o *TableLack) blobLine { return blobLine{Kind: "tableLack", TableLack: o} })
	lines = appendLines(lines, obs.Generated, func(o *GeneratedObservation) blobLine { return blobLine{Kind: "generated", Generated: o} })
	lines = appendLines(lines, obs.Exhaustive, func(o *ExhaustiveObservation) blobLine { return blobLine{Kind: "exhaustive", Exhaustive: o} })
	for _, l := range lines {
		if err := enc.Encode(l); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// appendLines appends a line for each observation of one kind, pointing
// into obs rather than copying it.
func appendLines[T any](lines []blobLine, obs []T, line func(*T) blobLine) []blobLine {
	for i := range obs {
		lines = append(lines, line(&obs[i]))
	}
	return lines
}

// IsBlob reports whether data begins with a blob's header line.
func IsBlob(data []byte) bool {
	line, _, _ := bytes.Cut(data, []byte("\n"))
	var h BlobHeader
	return json.Unmarshal(line, &h) == nil && h.Format == BlobFormat
}

// ReadBlob reads a blob WriteBlob wrote, refusing one whose header is not
// of this format or does not agree with the facts it holds.
func ReadBlob(data []byte) (*Observations, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var h BlobHeader
	if err := dec.Decode(&h); err != nil {
		return nil, fmt.Errorf("not an observations blob: %v", err)
	}
	if h.Format != BlobFormat {
		return nil, fmt.Errorf("format %q, want %q", h.Format, BlobFormat)
	}
	obs := &Observations{}
	facts := false
	for n := 2; ; n++ {
		var l blobLine
		err := dec.Decode(&l)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		if err := obs.add(l, &facts); err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
	}
	if !facts {
		return nil, errors.New("the blob holds no facts line: cut short?")
	}
	if got := obs.header(); got != h {
		return nil, fmt.Errorf("the header does not agree with the facts the blob holds (%+v, not %+v)", h, got)
	}
	return obs, nil
}

// add takes one line's observation.
func (obs *Observations) add(l blobLine, facts *bool) error {
	switch {
	case l.Kind == "facts" && l.Facts != nil && !*facts:
		obs.Facts, *facts = *l.Facts, true
	case !*facts:
		return fmt.Errorf("a %q line before the facts", l.Kind)
	case l.Kind == "offer" && l.Offer != nil:
		obs.Offers = append(obs.Offers, *l.Offer)
	case l.Kind == "scenario" && l.Scenario != nil:
		obs.Scenarios = append(obs.Scenarios, *l.Scenario)
	case l.Kind == "vector" && l.Vector != nil:
		obs.Vectors = append(obs.Vectors, *l.Vector)
	case l.Kind == "tableLack" && l.TableLack != nil:
		obs.TableLacks = append(obs.TableLacks, *l.TableLack)
	case l.Kind == "generated" && l.Generated != nil:
		obs.Generated = append(obs.Generated, *l.Generated)
	case l.Kind == "exhaustive" && l.Exhaustive != nil:
		if err := l.Exhaustive.valid(); err != nil {
			return err
		}
		obs.Exhaustive = append(obs.Exhaustive, *l.Exhaustive)
	default:
		return fmt.Errorf("a %q line the blob format does not know, or without its observation", l.Kind)
	}
	return nil
}

// valid refuses a walk no kit observed: a shoe the walk cannot weigh, or
// one of no sequences (every share of coups is a fraction of them).
func (o *ExhaustiveObservation) valid() error {
	if o.StartError != "" {
		return nil
	}
	if err := reference.CheckDecks(o.Decks); err != nil {
		return fmt.Errorf("an exhaustive walk: %v", err)
	}
	if o.Sequences == 0 {
		return errors.New("an exhaustive walk of no sequences")
	}
	return nil
}
