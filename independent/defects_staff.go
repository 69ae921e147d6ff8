package independent

// staffCatalogue is issue 24's block of the staff's events: what an engine
// that lacks the absent handler (Tiger 5.10), the drawn order of the cards
// set aside (5.11.1) or the Pit Manager's removal (5.18.3) does, each
// caught under its own clause alone.
var staffCatalogue = []defect{
	{DefectInfo{
		Name:        "table-absent-handler-as-refusal",
		Description: "under Method A a card handler who is absent is taken as refusing the cards, which are passed on to the next player, though 5.10 has the Dealer expose them",
		Games:       liveTiger,
		Clauses:     bothTiger("5.10"),
	}, func(f *faults) { f.absentAsRefusal = true }},
	{DefectInfo{
		Name:        "table-set-aside-cards-swapped",
		Description: "after a player leaves with the initial four cards, the two cards set aside are taken in the other order than drawn when the round needs both, though 5.11.1 keeps them in drawn order so that each reaches the correct hand",
		Games:       liveTiger,
		Clauses:     bothTiger("5.11.1"),
	}, func(f *faults) { f.setAsideSwapped = true }},
	{DefectInfo{
		Name:        "table-pit-manager-removal-as-withdrawal",
		Description: "the Pit Manager's removal of a wager is taken as the player's own withdrawal: accepted at any time in the betting window, from either side, needed or not, with no notice, though 5.18.3 removes wagers only when the players' changes are insufficient",
		Games:       liveTiger,
		Clauses:     bothTiger("5.18.3"),
	}, func(f *faults) { f.removalAsWithdrawal = true }},
}
