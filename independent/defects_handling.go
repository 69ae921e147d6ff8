package independent

// This file is issue 24's card-handling block: defects that read the Tiger
// documents' card-handling clauses as the kit's own table model did before
// it followed their words, each caught under the clause whose words it
// breaks.

// handlingFaults are the block's switches (faults embeds them).
type handlingFaults struct {
	// cardsToSingleStake: under Method A each wager on a hand stands alone,
	// not a Player's total on it (3.10.2; the kit's reading 33=single-stake).
	cardsToSingleStake bool
	// deviceWithoutPermission: a Player with no valid wager takes the
	// dealing device without the Assistant Casino Manager's permission
	// (3.12.2).
	deviceWithoutPermission bool
	// methodFixed: the method is fixed once the table's first round has
	// opened: a change between rounds is refused (3.9.2).
	methodFixed bool
}

var handlingCatalogue = []defect{
	{DefectInfo{
		Name:        "table-cards-to-highest-single-stake",
		Description: "under Method A the cards go to the highest single wager on the hand, not to the Player with the highest amount wagered on it: 500 + 500 at two positions loses the cards to 800 at one; exactly the kit's reading 33=single-stake",
		Games:       liveTiger,
		// 3.10.3 and 3.10.5 too: the next highest amount a refusal passes
		// the cards to, and the equal highest amount it moves on to, are
		// a Player's total, not a single wager
		Clauses: perDoc(map[string][]string{docTiger: {"3.10.2", "3.10.3", "3.10.5"}, docTigerNCB: {"3.9.2", "3.9.3", "3.9.5"}}),
	}, func(f *faults) { f.cardsToSingleStake = true }},
	{DefectInfo{
		Name:        "table-device-without-permission",
		Description: "under Method C a Player with no valid wager in the round takes the dealing device without the Assistant Casino Manager's permission",
		Games:       liveTiger,
		Clauses:     perDoc(map[string][]string{docTiger: {"3.12.2"}, docTigerNCB: {"3.11.2"}}),
	}, func(f *faults) { f.deviceWithoutPermission = true }},
	{DefectInfo{
		Name:        "table-method-fixed-for-the-table",
		Description: "the card-handling method is one setting for the whole table: once a round has been opened, a change of method between rounds is refused, though the Pit Manager may change it before each round",
		Games:       liveTiger,
		Clauses:     perDoc(map[string][]string{docTiger: {"3.9.2"}, docTigerNCB: {"3.8.2"}}),
	}, func(f *faults) { f.methodFixed = true }},
}
