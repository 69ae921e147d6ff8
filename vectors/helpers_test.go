package vectors_test

import "github.com/bacctk/bacctk/reference"

func gameIDs() []string {
	var ids []string
	for _, g := range reference.Games() {
		ids = append(ids, string(g.ID))
	}
	return ids
}
