package independent

import (
	"math"
	"regexp"

	"github.com/bacctk/bacctk/adapter"
)

// GapDefects returns the planted defects of the gaps the faulty
// engines written outside the project found: each is caught by a check
// that names its clause, and by no other (certify's planted-defect test
// measures both). They are apart from Defects because each is caught by
// one kind of check only (a required wager by certify's offer check, a
// stake of 0 or a negative rounding unit by scenarios and generated
// malformed input, never by a vector or a random valid request), which
// the per-part defect tests of the other packages do not expect. New and
// `bacctk engine --defect` take their names like any other.
func GapDefects() []DefectInfo {
	out := make([]DefectInfo, len(verdictsCatalogue))
	for i, d := range verdictsCatalogue {
		out[i] = d.info
		out[i].Games = append([]string(nil), d.info.Games...)
		out[i].Clauses = append([]string(nil), d.info.Clauses...)
	}
	return out
}

// verdictsCatalogue is the catalogue of GapDefects.
var verdictsCatalogue = []defect{
	{DefectInfo{
		Name:        "no-pair-wagers",
		Description: "the engine does not implement the Player and Banker pair wagers the No Commission rules require: it answers unsupported",
		Games:       []string{gNCB},
		Clauses:     perDoc(map[string][]string{docNCB: {"2.2.4", "3.8.1", "3.8.2"}}),
	}, func(f *faults) { f.noPairWagers = true }},
	{DefectInfo{
		Name:        "negative-rounding-as-one",
		Description: "a negative table rounding unit is accepted as 1 instead of being refused as invalid",
		Games:       allGames,
		Clauses:     []string{"contract:money"},
	}, func(f *faults) { f.negativeRoundingAsOne = true }},
	{DefectInfo{
		Name:        "zero-stake-accepted",
		Description: "a stake of 0 is accepted and settled instead of being refused as invalid",
		Games:       allGames,
		Clauses:     []string{"contract:money"},
	}, func(f *faults) { f.zeroStakeAccepted = true }},
	{DefectInfo{
		Name:        "result-ten-as-10",
		Description: "the engine writes tens in its results as \"10S\" instead of the contract's \"TS\"",
		Games:       []string{gNCB, gTiger, gTigerNCB, gSuperSix, gFortuneSix, gSuper6, gEtgNCB, gEtgTiger, gEtgTigerNCB, gFab4},
		Clauses:     []string{"contract:card-notation"},
	}, func(f *faults) { f.resultTenAs10 = true }},
	{DefectInfo{
		Name:        "large-stake-refused",
		Description: "a valid stake above 2^31-1 minor units is refused as invalid (a 32-bit integer)",
		Games:       allGames,
		Clauses:     []string{"contract:money"},
	}, func(f *faults) { f.largeStakeRefused = true }},
	{DefectInfo{
		Name:        "dragon-everywhere",
		Description: "the Dragon Bonus wagers are offered on every electronic game, not only Fortune Six and Super 6 No Commission",
		Games:       []string{gSuperSix, gEtgNCB, gEtgTiger, gEtgTigerNCB, gFab4},
		Clauses:     perDoc(map[string][]string{docEtg: {"4.5", "4.6"}}),
	}, func(f *faults) { f.dragonEverywhere = true }},
	{DefectInfo{
		// Apart from Defects because the golden vectors tag no point-value
		// clause (3.3.x): they fail it by the hundred but name it only
		// through certify's blame, which TestGapDefects measures.
		Name:        "star-counted-as-one",
		Description: "the Stars (Sau, Luk and Fuk) count one point instead of zero, in the totals, the draws, the winner and the settlements alike",
		Games:       []string{g6Star},
		Clauses:     perDoc(map[string][]string{doc6Star: {"3.3", "3.3.2"}}),
	}, func(f *faults) { f.starCountedAsOne = true }},
	{DefectInfo{
		Name:        "refusal-without-position",
		Description: "a card token refused (not a card, a second cutting card) is refused with the right code but a message that does not say which card (\"a second CUT\")",
		Games:       allGames,
		Clauses:     []string{"contract:error-detail"},
	}, func(f *faults) { f.refusalWithoutPlace = true }},
}

// cardPlace is where a card error names its card: "card 4: " and "(the
// first is card 2)".
var cardPlace = regexp.MustCompile(`card \d+: |\s*\(the first is card \d+\)`)

// misword drops the card's position from a card refusal's message, for the
// refusal-without-position defect: the code stays right.
func misword(f *faults, err *adapter.Error) *adapter.Error {
	if f == nil || !f.refusalWithoutPlace || err == nil || err.Code != adapter.CodeInvalid {
		return err
	}
	return &adapter.Error{Code: err.Code, Message: cardPlace.ReplaceAllString(err.Message, "")}
}

// refuseVerdictsDefect applies the defects of a request's wagers and
// table: nil when the request goes on, else the engine's (wrong) error;
// unit is the rounding unit the engine settles with.
func refuseVerdictsDefect(f *faults, wagers []adapter.Wager, unit int64) (int64, *adapter.Error) {
	if f == nil {
		return unit, nil
	}
	if unit < 0 && f.negativeRoundingAsOne {
		unit = 1
	}
	for _, w := range wagers {
		if f.noPairWagers && (w.Wager == wPlayerPair || w.Wager == wBankerPair) {
			return unit, adapter.Unsupported("wager %q: this engine does not offer it", w.Wager)
		}
		if f.largeStakeRefused && w.Stake > math.MaxInt32 {
			return unit, adapter.Invalid("wager %s: stake %d does not fit 32 bits", w.Wager, w.Stake)
		}
	}
	return unit, nil
}

// tenAs10 writes a result token's ten as "10" (the defect
// result-ten-as-10).
func tenAs10(t string) string {
	if len(t) == 2 && t[0] == 'T' {
		return "10" + t[1:]
	}
	return t
}
