package clauses

// Availability is, per rules document and wager id, the clauses that make
// the wager available at the table (a layout's betting or playing areas,
// "the game offers ..."): what an engine that lacks a required wager
// breaks. The electronic document has no such clause (its layouts are on
// the Player Terminals, 2.2): there the wager's own definition is what the
// engine lacks. Blame data, kept beside the catalog; certify adds the
// wager's definition clause from the game's pay tables.
var Availability = map[string]map[string][]string{
	"mbs-ncb-v6": {
		"banker": {"2.2.1"}, "player": {"2.2.2"}, "tie": {"2.2.3"},
		"player-pair": {"2.2.4"}, "banker-pair": {"2.2.4"},
	},
	"mbs-6star-ncb-2017": {
		"banker": {"2.2.1"}, "player": {"2.2.2"}, "tie": {"2.2.3"},
		"player-pair": {"2.2.4"}, "banker-pair": {"2.2.4"},
		"fortune-six": {"2.2.5"}, "element-bonus": {"2.2.6"},
	},
	"mbs-tiger-v2": {
		"banker": {"2.2.1", "3.5"}, "player": {"2.2.2", "3.5"}, "tie": {"2.2.3", "3.5"},
		"tiger": {"2.2.4", "3.5"}, "big-tiger": {"2.2.5", "3.5"}, "small-tiger": {"2.2.6", "3.5"},
		"tiger-pair": {"2.2.7", "3.5"}, "tiger-tie": {"2.2.8", "3.5"},
	},
	"mbs-tiger-ncb-v5": {
		"player": {"2.2.1", "3.5"}, "banker": {"2.2.2", "3.5"}, "tie": {"2.2.3", "3.5"},
		"tiger": {"2.2.4", "3.5"}, "big-tiger": {"2.2.5", "3.5"}, "small-tiger": {"2.2.6", "3.5"},
		"tiger-pair": {"2.2.7", "3.5"}, "tiger-tie": {"2.2.8", "3.5"},
	},
}
