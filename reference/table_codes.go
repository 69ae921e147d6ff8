package reference

// This file holds the table's vocabulary: the kinds of irregularity event,
// the stable codes of refused events and the notices of accepted ones.

// The kinds of an irregularity event (TableEvent.Kind): what went wrong with
// the cards, beyond foreign, extra and missing cards, which the dealt cards
// themselves show.
const (
	// IrregularityOrderAltered: the order of the cards in the shoe was
	// altered and cannot be reconstructed: the round is void (NCB and 6 Star
	// 5.4, Tiger 5.2 and 5.12.2, Electronic 5.2).
	IrregularityOrderAltered = "order-altered"
	// IrregularityIncorrectCardCount: a hand was dealt an incorrect number
	// of cards that cannot be reconstructed: the round is void (NCB and 6
	// Star 5.2; the Tiger and Electronic documents' "extra or missing
	// card/s", 5.1).
	IrregularityIncorrectCardCount = "incorrect-card-count"
	// IrregularityFaceUpCard: a card was found face up in the shoe (or
	// exposed while moving the device under Method C): it is played as if it
	// were face down (Tiger 5.6 and 5.12.1, Electronic 5.6).
	IrregularityFaceUpCard = "face-up-card"
	// IrregularityWrongOrder: cards were dealt in an incorrect order: they
	// are reconstructed and play continues (Tiger 5.7, Electronic 5.7).
	IrregularityWrongOrder = "wrong-order"
	// IrregularityMisdelivery: cards passed to the wrong player, or exposed
	// in error: the outcome stands and play continues (Tiger 5.7, 5.7.1).
	IrregularityMisdelivery = "misdelivery"
	// IrregularityUnshuffledCards: the cards in use were found not to have
	// been shuffled: the round is void (Tiger v2 and Tiger NCB 5.1,
	// Electronic 5.1: "or if unshuffled cards are used").
	IrregularityUnshuffledCards = "unshuffled-cards"
	// IrregularityPlayerLeftWithCards: a player left the table with cards
	// of the round whose values neither the device nor surveillance can
	// tell: the missing cards are worked out and replaced by cards of the
	// same suit and value, and the round is completed with them and the
	// cards that follow, in drawn order, not voided (Tiger v2 and Tiger
	// NCB 5.11, 5.11.1, 5.11.4).
	IrregularityPlayerLeftWithCards = "player-left-with-cards"
)

// IrregularityKinds lists the kinds of irregularity event.
var IrregularityKinds = []string{IrregularityOrderAltered, IrregularityIncorrectCardCount, IrregularityFaceUpCard, IrregularityWrongOrder, IrregularityMisdelivery, IrregularityUnshuffledCards, IrregularityPlayerLeftWithCards}

// The codes of refused events (TableError.Code). They are stable.
const (
	// CodeBettingNotOpen: a wager, or the close, before "Place your bets"
	// (3.1) or after the round was settled.
	CodeBettingNotOpen = "betting-not-open"
	// CodeBetsClosed: a wager placed or increased after "No more bets" (NCB
	// and 6 Star 5.6, Tiger 5.4, Electronic 5.5), a withdrawal after it on
	// an electronic game (Electronic 5.4), or a second close.
	CodeBetsClosed = "bets-closed"
	// CodeBetsNotClosed: a card or an irregularity of the deal before "No
	// more bets" (3.2).
	CodeBetsNotClosed = "bets-not-closed"
	// CodeRoundInProgress: "Place your bets" while a round is in progress.
	CodeRoundInProgress = "round-in-progress"
	// CodeNoRoundInPlay: a card, an irregularity or a settlement with no
	// round in play.
	CodeNoRoundInPlay = "no-round-in-play"
	// CodeRoundComplete: a card or an irregularity of the deal after the
	// round's last card (or after it became void).
	CodeRoundComplete = "round-complete"
	// CodeRoundNotComplete: settlement before the round's last card.
	CodeRoundNotComplete = "round-not-complete"
	// CodeAwaitingChoices: any event but a choice (or, where allowed, a
	// withdrawal, or the Dealer's decline of the option, DeclineOption)
	// while players have an option to answer.
	CodeAwaitingChoices = "awaiting-choices"
	// CodeNoOption: a choice, or a decline-option, with no option pending;
	// a choice from a player who has no pending option.
	CodeNoOption = "no-option"
	// CodeWithdrawAllOnly: withdrawing one wager where the option is to
	// withdraw all of them or none (Tiger 5.17.1, 5.8.2.2).
	CodeWithdrawAllOnly = "withdraw-all-only"
	// CodeWagerDecided: withdrawing, on the option of cards drawn together
	// (Tiger 5.8.1, 5.8.2.2), a wager the cards already dealt have won or
	// lost whatever comes next (the Tiger Pair after the first four cards,
	// Tiger v2 3.14): it is not one of the player's "remaining wagers"
	// (5.8.2.2, interpretation 22) and is settled as decided (5.5).
	CodeWagerDecided = "wager-decided"
	// CodeDifferentialExceeded: the close is refused while the table
	// differential is exceeded (Tiger 1.1.10 / NCB v5 1.1.9, 5.18).
	CodeDifferentialExceeded = "differential-exceeded"
	// CodeAreaFull: a wager in a playing area that already holds the
	// maximum number of wagers (Tiger 3.7 and 3.7.1, Tiger NCB 3.6 and
	// 3.6.1).
	CodeAreaFull = "area-full"
	// CodeWagerNotOffered: a wager the game does not offer.
	CodeWagerNotOffered = "wager-not-offered"
	// CodeWagerExists: a player places a second wager in a playing area
	// where they have one (increase it instead).
	CodeWagerExists = "wager-exists"
	// CodeNoSuchWager: increasing or withdrawing a wager that is not there.
	CodeNoSuchWager = "no-such-wager"
	// CodeInvalidAmount: an amount outside 1 to MaxStake, or a withdrawal
	// larger than the wager.
	CodeInvalidAmount = "invalid-amount"
	// CodeInvalidPlayer: an empty player id or a position below 1.
	CodeInvalidPlayer = "invalid-player"
	// CodeInvalidCard: not a card, or a second cutting card in a round.
	CodeInvalidCard = "invalid-card"
	// CodeUnderMinimum and CodeOverMaximum: on an electronic game, a wager
	// outside the limits the terminal shows for its betting option
	// (Electronic 2.2) is refused. On the Tiger games they are notices, not
	// refusals (5.14, 5.15; interpretation 10).
	CodeUnderMinimum = "under-minimum"
	CodeOverMaximum  = "over-maximum"
	// CodeTerminalDown: a wager from a Player Terminal that has failed
	// during the betting is not accepted (Electronic 5.10.2).
	CodeTerminalDown = "terminal-down"
	// CodeNoRule: the game's rules document has no clause for this event or
	// setting (a power failure on No Commission v6, a table differential on
	// an electronic game): the kit does not decide it.
	CodeNoRule = "no-rule"
	// CodeUnknownEvent: an event type the table does not know.
	CodeUnknownEvent = "unknown-event"
	// CodeInvalidConfig: a table setting out of range.
	CodeInvalidConfig = "invalid-config"
)

// The notices of accepted events (Step.Notice): what the event did beyond
// its plain effect. They are stable.
const (
	// NoticeWithdrawalIgnored: a withdrawal after "No more bets" on a live
	// game: the wager stands and is won or lost on the outcome (NCB and 6
	// Star 5.7, Tiger 5.5).
	NoticeWithdrawalIgnored = "withdrawal-ignored"
	// NoticeOverMaximum: the wager is over its maximum: it will be settled
	// as a wager of the maximum and the excess returned (Tiger 5.15,
	// interpretation 10).
	NoticeOverMaximum = "over-maximum"
	// NoticeUnderMinimum: the wager is under its minimum: it is settled
	// normally unless its player has had one paid or collected in an
	// earlier round; then it is returned unplayed (Tiger 5.14,
	// interpretations 10 and 19).
	NoticeUnderMinimum = "under-minimum"
	// NoticeCutCard: the cutting card was dealt: it is removed and the
	// round is completed; it is the last of the shoe (interpretation 12).
	NoticeCutCard = "cut-card"
	// NoticeRoundVoid: the round became void: every stake will be returned.
	NoticeRoundVoid = "round-void"
	// NoticeWithdrawOption: players are offered the option to withdraw
	// (Step.Option says who, why and how).
	NoticeWithdrawOption = "withdraw-option"
	// NoticePlayContinues: an interruption with the outcome established:
	// play continues to the end of the round (Tiger 5.17.2, Electronic
	// 5.9.2 and 5.10.1).
	NoticePlayContinues = "play-continues"
	// NoticeReconstructed: cards drawn together in a known order are
	// reconstructed and play continues (Tiger and Electronic 5.8).
	NoticeReconstructed = "reconstructed"
	// NoticeTerminalDown: a Player Terminal failed during the betting: its
	// accepted wagers stand, it accepts no more (Electronic 5.10).
	NoticeTerminalDown = "terminal-down"
	// NoticeWithdrawn: wagers were withdrawn on an option.
	NoticeWithdrawn = "withdrawn"
	// NoticeBettingReopened: after a device reset and the players' choices,
	// betting is open again before a new "No more bets" (Tiger 5.9).
	NoticeBettingReopened = "betting-reopened"
	// NoticePlayedAsFaceDown: a card found face up is played as if it were
	// face down; the round goes on unchanged (Tiger 5.6, Electronic 5.6).
	NoticePlayedAsFaceDown = "played-as-face-down"
	// NoticeOutcomeStands: cards misdelivered or exposed in error do not
	// change the round (Tiger 5.7.1).
	NoticeOutcomeStands = "outcome-stands"
)
