Feature: Tiger No Commission Baccarat v5: a wager's own limits of 0 are none

  A wager may have limits of its own, which replace the table's for it
  whole (docs/table.md, the limits setting): a 0 among them is no minimum
  or no maximum, not the table's. An engine that reads it as the table's
  holds such a wager to the table's limits. Generated table sequences
  reach a wager's own limits of 0 only on some seeds; these scenarios try
  it on every run.

  @clause:mbs-tiger-ncb-v5:3.5.1 @clause:mbs-tiger-ncb-v5:5.15 @interpretation:10
  Scenario: 5.15 A Tie wager whose own limits are 0 to 0 has no maximum: 60,000 is played whole at a table with a maximum of 50,000
    Given the game "mbs-tiger-ncb-v5" with 8 decks
    And the table limits are 1,000 to 50,000
    And the "tie" wager's limits are 0 to 0
    When the dealer opens bets
    And player "A" places a "tie" wager of 60,000 at position 1
    Then that is accepted
    When the dealer closes bets
    And the cards "5H 6S KD QC 6D TS" are dealt
    And the dealer settles the round
    Then the winner is "banker"
    And player "A"'s "tie" wager at position 1 is settled on a stake of 60,000
    And player "A"'s "tie" wager at position 1 loses

  @clause:mbs-tiger-ncb-v5:3.5.1 @clause:mbs-tiger-ncb-v5:5.14 @interpretation:10 @interpretation:19
  Scenario: 5.14 Tie wagers whose own limits are 0 to 0 have no minimum: a player's two Tie wagers of 500 are both played at a table with a minimum of 1,000
    Neither wager is under a minimum, so neither is the player's one
    under-minimum wager settled normally (5.14): both are won or lost.

    Given the game "mbs-tiger-ncb-v5" with 8 decks
    And the table limits are 1,000 to 50,000
    And the "tie" wager's limits are 0 to 0
    When the dealer opens bets
    And player "A" places a "tie" wager of 500 at position 1
    And player "A" places a "tie" wager of 500 at position 2
    And the dealer closes bets
    And the cards "5H 6S KD QC 6D TS" are dealt
    And the dealer settles the round
    Then player "A"'s "tie" wager at position 1 loses
    And player "A"'s "tie" wager at position 2 loses
