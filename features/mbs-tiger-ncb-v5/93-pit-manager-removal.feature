Feature: Tiger No Commission Baccarat v5: the Pit Manager's removal of wagers over the table differential

  When the players' decreases and increases do not meet the table
  differential (5.18.1, 5.18.2), the Pit Manager decides which wagers are
  removed (5.18.3). The removal is the Pit Manager's act, not a player's
  withdrawal (docs/table.md 4.5): it comes only after the players were
  asked (a close refused for the differential), takes only wagers on the
  side asked to decrease, and only while the differential is exceeded; the
  removed wager leaves the round whole and the next close counts without
  it. In the first scenario the players change nothing, so the removal
  alone decides the close: an engine that still counts a removed wager
  refuses it.

  @clause:mbs-tiger-ncb-v5:5.18.3 @clause:mbs-tiger-ncb-v5:5.18 @interpretation:26
  Scenario: 5.18.3 After two closes refused for the differential, the wager the Pit Manager removes no longer counts and bets close
    Given the game "mbs-tiger-ncb-v5" with 8 decks
    And the table differential is 10,000
    When the dealer opens bets
    And player "A" places a "banker" wager of 20,000 at position 1
    And player "C" places a "banker" wager of 10,000 at position 3
    And player "B" places a "player" wager of 15,000 at position 2
    And the dealer closes bets
    Then that is refused because "differential-exceeded"
    When the dealer closes bets
    Then that is refused because "differential-exceeded"
    When the Pit Manager removes player "C"'s "banker" wager at position 3
    Then that is accepted with the notice "wager-removed"
    When the dealer closes bets
    Then that is accepted
    When the cards "KH 6S QD KC AC" are dealt
    And the dealer settles the round
    Then the winner is "banker"
    And player "B"'s "player" wager at position 2 loses
    And player "C" has no "banker" wager at position 3 in the settlement

  @clause:mbs-tiger-ncb-v5:5.18.3 @interpretation:26
  Scenario: 5.18.3 The Pit Manager removes wagers only once the players were asked, only from the side asked to decrease, and only while the differential is exceeded
    Given the game "mbs-tiger-ncb-v5" with 8 decks
    And the table differential is 10,000
    When the dealer opens bets
    And player "A" places a "banker" wager of 20,000 at position 1
    And player "C" places a "banker" wager of 10,000 at position 3
    And player "D" places a "banker" wager of 1,000 at position 4
    And player "B" places a "player" wager of 15,000 at position 2
    And the Pit Manager removes player "C"'s "banker" wager at position 3
    Then that is refused because "removal-not-needed"
    When the dealer closes bets
    Then that is refused because "differential-exceeded"
    When the Pit Manager removes player "B"'s "player" wager at position 2
    Then that is refused because "not-decrease-side"
    When the Pit Manager removes player "C"'s "banker" wager at position 3
    Then that is accepted with the notice "wager-removed"
    When the Pit Manager removes player "D"'s "banker" wager at position 4
    Then that is refused because "removal-not-needed"
    When the dealer closes bets
    Then that is accepted
