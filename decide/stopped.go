// What a run cut short did not ask, as the report counts it.

package decide

// notAsked is the run's count of checks not asked, made on first use.
func (c *collector) notAsked() *NotAsked {
	if c.rep.Run.NotAsked == nil {
		c.rep.Run.NotAsked = &NotAsked{}
	}
	return c.rep.Run.NotAsked
}
