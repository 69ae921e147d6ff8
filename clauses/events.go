package clauses

// Event definition data: which clauses of a rules document define each
// event a pay-table row pays (or pushes) on. A pay-table row cites the
// clause that sets its amount (the Clause of reference.Pay, section 4 as a
// rule); when an engine settles a wager as lost where the rules say won
// (or the reverse), what it broke is not that amount but the event's
// definition: what a pair is, when the Banker wins on 6, what Flaming 9's
// are. Those definitions are the clauses of section 1.1 that name the
// event ("Pair", "Tiger", "Natural Tie") and the how-to-play clauses that
// say when the wager wins ("Player pair wagers win if ..."), and the five
// documents number them differently. This table is where that numbering
// lives; the settlement clauses stay with the pay tables.
//
// The table is keyed by document id and by event id (reference.Event's
// String: "player-pair", "banker-wins-on-6"), not by reference.Event:
// package clauses stays below the kit's other packages and imports none of
// them. Its tests hold it to the games of package reference: every event
// of every pay table of every game has an entry for the game's document,
// no entry names an event no game of its document pays on, every clause is
// a checkable clause of sections 1 or 3 in the catalog, and every clause's
// own words name the event (or, for an event made of parts, one of its
// parts: Flaming 9's is a Natural of Fire cards).
//
// An event whose document has a clause of its own (Tiger: "wins if the
// Banker wins with a point total of six") lists it and not the general
// winner clause. Where a document says nothing of the event outside its pay
// table (a Banker win on 6 in No Commission v6, a win on 1 in Fabulous
// 4's), the entry is the winner clause alone, the only words it has for
// the event, and the tests list it as an exception to the keyword check.
//
// Two documents of the same family number alike only by chance: the pair
// is NCB 1.1.4 but 6 Star 1.1.9, and the Tiger Pair is 1.1.14 in Tiger v2
// but 1.1.13 in Tiger NCB v5 and 1.1.22 in Electronic v4, whose 1.1.13 is
// the Player and Banker Pair. What a "Pair" is, is the kit's
// interpretation 1 (docs/interpretations.md); the Precious Pair categories
// read their pairs the same way (interpretation 3), so the electronic
// Pair definition 1.1.13 defines them too.

// eventClauses lists, per document and event id, the clause numbers that
// define the event, in clause order. The comment of each entry quotes the
// words that make each clause a definition of the event.
var eventClauses = map[string]map[string][]string{
	DocNoCommissionV6: {
		// 3.10 "The winner of the round of play is the hand with the
		// highest point total."
		"player-wins": {"3.10"},
		"banker-wins": {"3.10"},
		// The document names a Banker win on 6 only in its pay table (4.1
		// "Banker with point total of 6"); 3.10 is what a Banker win is.
		"banker-wins-on-6": {"3.10"},
		// 1.1.7 "Tie" means ... the same point total at the end of a round
		// of play; 3.10.1 identical point total ... is a "Tie" ... all "Tie"
		// wagers win.
		"tie": {"1.1.7", "3.10.1"},
		// 1.1.4 "Player pair" ... means that the first two cards of ... the
		// "Player" hand ... form a "Pair"; 3.8 these four cards will
		// determine the outcome of "Pair" wagers; 3.8.1 "Player pair"
		// wagers win if the first two cards of the "Player" hand
		// constitute a "Pair".
		"player-pair": {"1.1.4", "3.8", "3.8.1"},
		// 1.1.4 and 3.8 as above; 3.8.2 "Banker pair" wagers win if the
		// first two cards of the "Banker" hand constitute a "Pair".
		"banker-pair": {"1.1.4", "3.8", "3.8.2"},
	},
	Doc6StarNoCommission: {
		// 3.10 "The winner of the round of play is the hand with the
		// highest point total."
		"player-wins": {"3.10"},
		"banker-wins": {"3.10"},
		// 1.1.2 "Element" means the suit of each card as ... "Fire"; 1.1.4
		// "Flaming 9's" means a hand which is a natural nine comprising 2
		// "Fire" element cards; 1.1.8 "Natural" means a point total of
		// eight or nine ... in the initial deal (the two cards:
		// interpretation 6).
		"player-wins-with-flaming-9s": {"1.1.2", "1.1.4", "1.1.8"},
		"banker-wins-with-flaming-9s": {"1.1.2", "1.1.4", "1.1.8"},
		// 1.1.5 "Fortune Six" ... wins if the "Banker" wins with a point
		// total of six; 3.11 when the "Banker" wins with a total of six
		// points on either two or three cards, the "Fortune Six" wager
		// will win. The Banker wager's 1 to 2 row (4.1) has no other
		// words.
		"banker-wins-on-6":                  {"1.1.5", "3.11"},
		"banker-wins-on-6-with-two-cards":   {"1.1.5", "3.11"},
		"banker-wins-on-6-with-three-cards": {"1.1.5", "3.11"},
		// 1.1.13 "Tie" means ... the same point total at the end of a
		// round of play; 3.10.1 identical point total ... is a "Tie" ...
		// all "Tie" wagers win.
		"tie": {"1.1.13", "3.10.1"},
		// 1.1.2, 1.1.4, 1.1.8 Flaming 9's as above; 1.1.14 "Tie Bonus" ...
		// when the round of play results in a "Tie" with "Flaming 9's";
		// 3.10.1 the "Tie"; 3.10.1.1 a "Tie" with both the "Player" and
		// "Banker" hands having "Flaming 9's".
		"tie-with-flaming-9s": {"1.1.2", "1.1.4", "1.1.8", "1.1.14", "3.10.1", "3.10.1.1"},
		// 1.1.1 "6 Stars" means two hands resulting in a tie where the
		// "Player" hand has Sau, Luk and Fuk and the "Banker" hand has
		// Sau, Luk and Fuk; 1.1.12 "Star" means any of the three picture
		// cards ... Sau, Luk or Fuk; 1.1.14 "Tie Bonus" ... a "Tie" with
		// ... "6 Stars"; 3.10.1 the "Tie"; 3.10.1.2 a "Tie" with both ...
		// hands having "6 Stars".
		"tie-with-6-stars": {"1.1.1", "1.1.12", "1.1.14", "3.10.1", "3.10.1.2"},
		// 1.1.9 "Player pair" ... means that the first two cards of ... the
		// "Player" hand ... form a "Pair" (for example two 9's or two Luk);
		// 3.8 these four cards will determine the outcome of "Pair"
		// wagers; 3.8.1 "Player pair" wagers win if the first two cards of
		// the "Player" hand constitute a "Pair".
		"player-pair": {"1.1.9", "3.8", "3.8.1"},
		// 1.1.9 and 3.8 as above; 3.8.2 "Banker pair" wagers win if the
		// first two cards of the "Banker" hand constitute a "Pair".
		"banker-pair": {"1.1.9", "3.8", "3.8.2"},
		// 1.1.3 "Element Bonus" ... wins if all cards in the completed
		// hands ... (4 cards, 5 cards or 6 cards ...) are of the same
		// "Element"; 3.12 when all cards in the completed hands ... are of
		// the same "Element" ... "Element Bonus" wager will win. Not 1.1.2
		// ("Element" means the suit of each card): what an element is,
		// the deck's notation carries; an engine that pays the bonus
		// wrongly misreads the bonus's own condition.
		"same-element-4-cards": {"1.1.3", "3.12"},
		"same-element-5-cards": {"1.1.3", "3.12"},
		"same-element-6-cards": {"1.1.3", "3.12"},
	},
	DocTigerV2: {
		// 3.16 "The winning outcome shall be determined based on the hand
		// with the highest point total."
		"player-wins": {"3.16"},
		"banker-wins": {"3.16"},
		// 1.1.11 "Tie" means ... the same point total at the end of a round
		// of play; 1.1.12 "Tie wager" ... shall win if both ... have the
		// same point total; 3.16.1 identical point total ... is a "Tie" ...
		// all "Tie wager" wins.
		"tie": {"1.1.11", "1.1.12", "3.16.1"},
		// 1.1.8 "Small Tiger" ... shall win if the "Banker" wins with a
		// point total of six with two cards; 1.1.13 "Tiger" ... shall win
		// if the "Banker" wins with a point total of six; 3.17 "Banker"
		// wins with a total of six points on either two or three cards,
		// the "Tiger" wager shall win; 3.18 ... six points on two cards,
		// the "Small Tiger" wager shall win.
		"banker-wins-on-6-with-two-cards": {"1.1.8", "1.1.13", "3.17", "3.18"},
		// 1.1.1 "Big Tiger" ... shall win if the "Banker" wins with a point
		// total of six with three cards; 1.1.13 and 3.17 as above; 3.19
		// ... six points on three cards, the "Big Tiger" wager shall win.
		"banker-wins-on-6-with-three-cards": {"1.1.1", "1.1.13", "3.17", "3.19"},
		// 1.1.15 "Tiger Tie" ... shall win if both ... hands tie on a point
		// total of six; 3.16.1 "Tiger Tie", which wins only when the round
		// of play concludes on a tie with a point total of six; 3.20 when
		// the "Banker" and "Player" tie on a total of six points, the
		// "Tiger Tie" shall win.
		"tie-on-6": {"1.1.15", "3.16.1", "3.20"},
		// 1.1.14 "Tiger Pair" means that the initial two cards of ... the
		// "Player" hand or the "Banker" hand or both form a "Pair". "Pair"
		// means ... the same point value or ... the same face cards;
		// 1.1.14.1 "Single Tiger Pair" means that either the "Player" hand
		// or the "Banker" hand has "Pair"; 3.14 these four cards shall
		// determine the outcome of "Tiger Pair" wagers.
		"single-tiger-pair": {"1.1.14", "1.1.14.1", "3.14"},
		// 1.1.14 and 3.14 as above; 1.1.14.2 "Double Tiger Pair" means that
		// both the "Player" hand and the "Banker" hand have "Pair".
		"double-tiger-pair": {"1.1.14", "1.1.14.2", "3.14"},
		// 1.1.14 and 3.14 as above; 1.1.14.3 "Twin Tiger Pair" means ...
		// both pairs are of the same value or same face cards
		// (interpretation 2).
		"twin-tiger-pair": {"1.1.14", "1.1.14.3", "3.14"},
	},
	DocTigerNoCommission: {
		// 3.15 "The winning outcome shall be determined based on the hand
		// with the highest point total."
		"player-wins": {"3.15"},
		"banker-wins": {"3.15"},
		// 1.1.12 "Tiger" ... wins if the "Banker" wins with a point total
		// of 6: the document's only words for the Banker wager's 1 to 2
		// row (4.1 "Banker with point total of 6").
		"banker-wins-on-6": {"1.1.12"},
		// 1.1.7 "Small Tiger" ... wins if the "Banker" wins with a point
		// total of 6 with two cards; 1.1.12 "Tiger" ... wins if the
		// "Banker" wins with a point total of 6.
		"banker-wins-on-6-with-two-cards": {"1.1.7", "1.1.12"},
		// 1.1.1 "Big Tiger" ... wins if the "Banker" wins with a point
		// total of 6 with three cards; 1.1.12 as above.
		"banker-wins-on-6-with-three-cards": {"1.1.1", "1.1.12"},
		// 1.1.10 "Tie" means ... the same point total at the end of a round
		// of play; 1.1.11 "Tie wager" ... wins if both ... have the same
		// point total; 3.15.1 identical point total ... is a "Tie" ... all
		// "Tie wagers" win.
		"tie": {"1.1.10", "1.1.11", "3.15.1"},
		// 1.1.14 "Tiger Tie" ... wins if both ... have the same point total
		// of 6; 3.15.1 "Tiger Tie", which wins only when the round of play
		// concludes on a tie with a point total of 6.
		"tie-on-6": {"1.1.14", "3.15.1"},
		// 1.1.13 "Tiger Pair" means that the initial two cards of ... the
		// "Player" hand or the "Banker" hand or both form a "Pair". "Pair"
		// means ... the same point value or ... the same face cards;
		// 1.1.13.1 "Single Tiger Pair" means that either the "Player" hand
		// or the "Banker" hand has "Pair"; 3.13 these four cards shall
		// determine the outcome of "Tiger Pair" wagers.
		"single-tiger-pair": {"1.1.13", "1.1.13.1", "3.13"},
		// 1.1.13 and 3.13 as above; 1.1.13.2 "Double Tiger Pair" means that
		// both the "Player" hand and the "Banker" hand have "Pair".
		"double-tiger-pair": {"1.1.13", "1.1.13.2", "3.13"},
		// 1.1.13 and 3.13 as above; 1.1.13.3 "Twin Tiger Pair" means ...
		// both pairs are of the same value or same face cards
		// (interpretation 2).
		"twin-tiger-pair": {"1.1.13", "1.1.13.3", "3.13"},
	},
	DocElectronicV4: {
		// 3.9 "The winning outcome shall be determined based on the hand
		// with the highest point total."
		"player-wins": {"3.9"},
		"banker-wins": {"3.9"},
		// The document names a win on 1 only in the Fabulous 4's pay table
		// (4.11 "Player with a point total of 1", interpretation 9); 3.9
		// is what a win is.
		"player-wins-on-1": {"3.9"},
		"banker-wins-on-1": {"3.9"},
		// 1.1.11 "Player Fabulous 4" ... wins if the "Player" wins with a
		// point total of four.
		"player-wins-on-4": {"1.1.11"},
		// 1.1.2 "Banker Fabulous 4" ... wins if the "Banker" wins with a
		// point total of four.
		"banker-wins-on-4": {"1.1.2"},
		// 1.1.5 "Fortune Six" ... wins if the "Banker" wins with a point
		// total of six; 1.1.18 "Super 6" or "Super Six" ... wins if the
		// "Banker" wins with a point total of six; 1.1.21 "Tiger" ... wins
		// if the "Banker" wins with a point total of six. All three state
		// the one event the No Commission Banker rows (4.1-4.4, 4.8) and
		// the Super Six rows pay on.
		"banker-wins-on-6": {"1.1.5", "1.1.18", "1.1.21"},
		// 1.1.5 "Fortune Six" and 1.1.21 "Tiger" as above (4.2 and 4.10 pay
		// them by the number of cards); 1.1.17 "Small Tiger" ... wins if
		// the "Banker" wins with a point total of six with two cards.
		"banker-wins-on-6-with-two-cards": {"1.1.5", "1.1.17", "1.1.21"},
		// 1.1.3 "Big Tiger" ... wins if the "Banker" wins with a point
		// total of six with three cards; 1.1.5 and 1.1.21 as above.
		"banker-wins-on-6-with-three-cards": {"1.1.3", "1.1.5", "1.1.21"},
		// 1.1.19 "Tie" means ... the same point total at the end of a round
		// of play; 1.1.20 "Tie wager" ... wins if both ... have the same
		// point total; 3.9.1 identical point total ... is a "Tie" ... all
		// "Tie wagers" win.
		"tie": {"1.1.19", "1.1.20", "3.9.1"},
		// 1.1.23 "Tiger Tie" ... wins if both ... have the same point total
		// of six.
		"tie-on-6": {"1.1.23"},
		// 1.1.13 "Player Pair" ... means that the initial two cards of ...
		// the "Player" hand ... form a "Pair". "Pair" means ... the same
		// point value or ... the same face cards; 3.7 these four cards
		// shall determine the outcome of "Player Pair" and "Banker Pair"
		// wagers; 3.7.1 "Player pair" wagers win if the initial two cards
		// of the "Player" hand constitute a "Pair".
		"player-pair": {"1.1.13", "3.7", "3.7.1"},
		// 1.1.13 and 3.7 as above; 3.7.2 "Banker pair" wagers win if the
		// initial two cards of the "Banker" hand constitute a "Pair".
		"banker-pair": {"1.1.13", "3.7", "3.7.2"},
		// 1.1.22 "Tiger Pair" means that the initial two cards of ... the
		// "Player" hand or the "Banker" hand or both form a "Pair";
		// 1.1.22.1 "Single Tiger Pair" means that either the "Player" hand
		// or the "Banker" hand has "Pair". (Unlike the Tiger documents,
		// 3.7 speaks only of the Player and Banker Pair.)
		"single-tiger-pair": {"1.1.22", "1.1.22.1"},
		// 1.1.22 as above; 1.1.22.2 "Double Tiger Pair" means that both
		// the "Player" hand and the "Banker" hand have "Pair".
		"double-tiger-pair": {"1.1.22", "1.1.22.2"},
		// 1.1.22 as above; 1.1.22.3 "Twin Tiger Pair" means ... both Pairs
		// are of the same value or same face cards (interpretation 2).
		"twin-tiger-pair": {"1.1.22", "1.1.22.3"},
		// Dragon Bonus (interpretation 8). 1.1.8 "Natural" means a point
		// total of eight or nine ... in the initial deal; 1.1.10 "Player
		// Dragon Bonus" means a wager ... and wins when: 1.1.10.2 the
		// "Player" hand wins with a "Natural 8" or a "Natural 9".
		"player-wins-with-natural": {"1.1.8", "1.1.10", "1.1.10.2"},
		// 1.1.8 and 1.1.10 as above; 1.1.10.1 the "Player" hand wins with a
		// total point difference of 4 or higher and the "Player" hand is
		// not a "Natural 8" or a "Natural 9" (4.6 pays it by the margin).
		"player-wins-by-4": {"1.1.8", "1.1.10", "1.1.10.1"},
		"player-wins-by-5": {"1.1.8", "1.1.10", "1.1.10.1"},
		"player-wins-by-6": {"1.1.8", "1.1.10", "1.1.10.1"},
		"player-wins-by-7": {"1.1.8", "1.1.10", "1.1.10.1"},
		"player-wins-by-8": {"1.1.8", "1.1.10", "1.1.10.1"},
		"player-wins-by-9": {"1.1.8", "1.1.10", "1.1.10.1"},
		// 1.1.1 "Banker Dragon Bonus" means a wager ... and wins when:
		// 1.1.1.2 the "Banker" hand wins with a "Natural 8" or a "Natural
		// 9"; 1.1.8 "Natural" as above.
		"banker-wins-with-natural": {"1.1.1", "1.1.1.2", "1.1.8"},
		// 1.1.1 as above; 1.1.1.1 the "Banker" hand wins with a total point
		// difference of 4 or higher and the "Banker" hand is not a
		// "Natural 8" or a "Natural 9" (4.5 pays it by the margin); 1.1.8
		// as above.
		"banker-wins-by-4": {"1.1.1", "1.1.1.1", "1.1.8"},
		"banker-wins-by-5": {"1.1.1", "1.1.1.1", "1.1.8"},
		"banker-wins-by-6": {"1.1.1", "1.1.1.1", "1.1.8"},
		"banker-wins-by-7": {"1.1.1", "1.1.1.1", "1.1.8"},
		"banker-wins-by-8": {"1.1.1", "1.1.1.1", "1.1.8"},
		"banker-wins-by-9": {"1.1.1", "1.1.1.1", "1.1.8"},
		// 1.1.9 "Natural Tie" is when the "Player" and "Banker" hands have
		// an identical point total of 8 or 9 on the initial deal
		// comprising of 2 cards. The ... "Dragon Bonus" wager[s] do not
		// win or lose in this case.
		"natural-tie": {"1.1.9"},
		// Precious Pair (interpretation 3). 1.1.13 "Pair" means ... the
		// same point value or ... the same face cards (the pairs of the
		// categories are read as this "Pair": interpretation 1); 1.1.14
		// "Player Precious Pair" ... wins if the initial two cards dealt to
		// ... the "Player" hand ... are either: 1.1.14.1 Pair of Diamond
		// 4's (i.e. 4♦ 4♦); 3.7.3 these four cards shall also determine
		// the outcome of "Player Precious Pair" and "Banker Precious Pair"
		// wagers.
		"player-pair-of-diamond-4s": {"1.1.13", "1.1.14", "1.1.14.1", "3.7.3"},
		"banker-pair-of-diamond-4s": {"1.1.13", "1.1.14", "1.1.14.1", "3.7.3"},
		// As above, with 1.1.14.2 Other Pairs of 4's (except Pair of
		// Diamond 4's) ... Suited ... or Unsuited.
		"player-other-pair-of-4s": {"1.1.13", "1.1.14", "1.1.14.2", "3.7.3"},
		"banker-other-pair-of-4s": {"1.1.13", "1.1.14", "1.1.14.2", "3.7.3"},
		// As above, with 1.1.14.3 Diamond Pairs (except Pair of Diamond
		// 4's) ... two cards of the same face value and same Diamond suit.
		"player-diamond-pair": {"1.1.13", "1.1.14", "1.1.14.3", "3.7.3"},
		"banker-diamond-pair": {"1.1.13", "1.1.14", "1.1.14.3", "3.7.3"},
		// As above, with 1.1.14.4 Other Pairs (except Pair of Diamond 4's,
		// Other Pairs of 4's, and Diamond Pairs) ... Suited ... or
		// Unsuited.
		"player-other-pair": {"1.1.13", "1.1.14", "1.1.14.4", "3.7.3"},
		"banker-other-pair": {"1.1.13", "1.1.14", "1.1.14.4", "3.7.3"},
	},
}

// EventClauses returns the clauses of rules document doc that define the
// event with id event (reference.Event's String), as "document:clause"
// references in clause order: the definitions and how-to-play clauses that
// say when the event happens, not the pay-table clause that says what it
// pays. It returns nil for a document or an event the table does not know
// (the "lose" of a losing wager has no definition). The slice is the
// caller's own.
func EventClauses(doc string, event string) []string {
	ns := eventClauses[doc][event]
	if len(ns) == 0 {
		return nil
	}
	return refs(doc, ns...)
}
