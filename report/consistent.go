package report

import "fmt"

// CheckCounts compares the totals a report states with those its own
// rows give: the summary's verdict counts and each game's against its
// verdict rows, the number of games, the result against the exit code.
// A report whose rows were edited without its totals (or the other way)
// fails; `bacctk report merge` refuses such a shard, since the merge
// decides again from the rows and would hide the edit.
func (r *Report) CheckCounts() error {
	if r.Summary.Games != len(r.Games) {
		return fmt.Errorf("the summary counts %d games, the report lists %d", r.Summary.Games, len(r.Games))
	}
	if err := sameCounts("the summary", r.Summary.Verdicts, Tally(r.Verdicts)); err != nil {
		return err
	}
	rows := map[string][]ClauseVerdict{}
	for _, v := range r.Verdicts {
		rows[v.Game] = append(rows[v.Game], v)
	}
	for _, g := range r.Games {
		if err := sameCounts("game "+g.Game, g.Clauses, Tally(rows[g.Game])); err != nil {
			return err
		}
		delete(rows, g.Game)
	}
	for game := range rows {
		return fmt.Errorf("verdict rows of game %q, which the report does not list", game)
	}
	if (r.Summary.ExitCode == 0) != (r.Summary.Result == Pass) {
		return fmt.Errorf("the summary's result %q disagrees with its exit code %d", r.Summary.Result, r.Summary.ExitCode)
	}
	return nil
}

// sameCounts compares stated totals with the rows' tally; knownErrored
// is not in the JSON, so not stated.
func sameCounts(what string, stated, rows VerdictCounts) error {
	rows.knownErrored = 0
	if stated != rows {
		return fmt.Errorf("%s states %+v, its verdict rows count %+v", what, stated, rows)
	}
	return nil
}
