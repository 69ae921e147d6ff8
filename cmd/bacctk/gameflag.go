package main

import (
	"flag"
	"fmt"
	"strings"
)

// The game flag has one spelling per command in its synopsis (--games
// where a command takes several games, --game where it takes one), and
// the other spelling is accepted as an alias everywhere, so that a user
// who types either is understood (issue 25, the command line's habits).

// gameList is the value of a command's games flag: ids comma-separated,
// the flag repeatable.
type gameList struct{ ids *[]string }

func (g gameList) String() string {
	if g.ids == nil {
		return ""
	}
	return strings.Join(*g.ids, ",")
}

func (g gameList) Set(s string) error {
	for _, id := range strings.Split(s, ",") {
		if id = strings.TrimSpace(id); id != "" {
			*g.ids = append(*g.ids, id)
		}
	}
	return nil
}

// gamesFlag registers the games flag under name ("games" or "game") and
// the other spelling as its alias; the ids given to either, in order.
func gamesFlag(fs *flag.FlagSet, name, usage string) *[]string {
	ids := new([]string)
	fs.Var(gameList{ids}, name, usage)
	fs.Var(gameList{ids}, otherSpelling(name), "the same as --"+name)
	return ids
}

// oneGame is the value of --game for a command about one game: a second,
// different id, or a list, is a usage error.
type oneGame struct{ id *string }

func (g oneGame) String() string {
	if g.id == nil {
		return ""
	}
	return *g.id
}

func (g oneGame) Set(s string) error {
	s = strings.TrimSpace(s)
	if strings.Contains(s, ",") {
		return fmt.Errorf("one game id, not a list: %q", s)
	}
	if *g.id != "" && *g.id != s {
		return fmt.Errorf("one game only: %q, then %q", *g.id, s)
	}
	*g.id = s
	return nil
}

// gameFlag registers --game for a command about one game, and --games as
// its alias.
func gameFlag(fs *flag.FlagSet, usage string) *string {
	id := new(string)
	fs.Var(oneGame{id}, "game", usage)
	fs.Var(oneGame{id}, "games", "the same as --game")
	return id
}

func otherSpelling(name string) string {
	if name == "game" {
		return "games"
	}
	return "game"
}
