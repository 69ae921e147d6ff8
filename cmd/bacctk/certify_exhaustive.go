package main

import (
	"strings"

	"github.com/bacctk/bacctk/certify"
	"github.com/bacctk/bacctk/reference"
	"github.com/bacctk/bacctk/shard"
)

// exhaustiveFlags checks --exhaustive, --exhaustive-games,
// --exhaustive-decks and --shard and sets them in opts; on a usage error
// it returns fail's exit code and false.
func exhaustiveFlags(opts *certify.Options, on bool, games string, decks int, shardFlag string, fail func(string, ...any) int) (int, bool) {
	if !on && (games != "" || decks != certify.DefaultExhaustiveDecks) {
		return fail("--exhaustive-games and --exhaustive-decks need --exhaustive"), false
	}
	if err := reference.CheckDecks(decks); err != nil {
		return fail("--exhaustive-decks: %v", err), false
	}
	opts.Exhaustive, opts.ExhaustiveDecks = on, decks
	for _, g := range strings.Split(games, ",") {
		if g = strings.TrimSpace(g); g == "" {
			continue
		}
		if _, err := reference.LookupGame(reference.GameID(g)); err != nil {
			return fail("--exhaustive-games: %q is not a game id of the kit (see 'bacctk games')", g), false
		}
		opts.ExhaustiveGames = append(opts.ExhaustiveGames, g)
	}
	if shardFlag != "" {
		s, err := shard.Parse(shardFlag)
		if err != nil {
			return fail("%v", err), false
		}
		opts.Shard = s
	}
	return 0, true
}
