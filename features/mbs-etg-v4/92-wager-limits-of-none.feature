Feature: Electronic Baccarat v4: a wager's own limits of 0 are none

  A wager may have limits of its own, which replace the table's for it
  whole (docs/table.md, the limits setting): a 0 among them is no minimum
  or no maximum, not the table's. An engine that reads it as the table's
  refuses such a wager outside the table's limits (2.2). Generated table
  sequences reach a wager's own limits of 0 only on some seeds; these
  scenarios try it on every run.

  @clause:mbs-etg-v4:2.2 @interpretation:25
  Scenario Outline: 2.2 A Tie wager whose own limits are 0 to 0 is taken above the table's maximum and below its minimum (<game>)
    Given the game "<game>" with 8 decks
    And the table limits are 1,000 to 50,000
    And the "tie" wager's limits are 0 to 0
    When the dealer opens bets
    And player "A" places a "tie" wager of 60,000 at position 1
    Then that is accepted
    When player "B" places a "tie" wager of 500 at position 2
    Then that is accepted
    When the dealer closes bets
    And the cards "5H 6S KD QC 6D TS" are dealt
    And the dealer settles the round
    Then player "A"'s "tie" wager at position 1 is settled on a stake of 60,000
    And player "B"'s "tie" wager at position 2 is settled on a stake of 500

    Examples:
      | game                       |
      | mbs-etg-v4-super-six-ncb   |
      | mbs-etg-v4-fortune-six-ncb |
      | mbs-etg-v4-super-6-ncb     |
      | mbs-etg-v4-ncb             |
      | mbs-etg-v4-tiger           |
      | mbs-etg-v4-tiger-ncb       |
      | mbs-etg-v4-fabulous-4s     |
