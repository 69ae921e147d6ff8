Feature: Electronic Baccarat v4: a wrong number of cards found after the round's last card

  Extra or missing cards found during a round void it (5.1, 5.1.1); the
  round lasts until it is settled, so a hand found with a wrong number of
  cards once the last card is out, before the settlement, still voids it
  (as the other documents' scenarios check on their games). An engine
  that refuses the report because the round is complete settles a round
  the rules void.

  @clause:mbs-etg-v4:5.1 @clause:mbs-etg-v4:5.1.1
  Scenario Outline: 5.1.1 A wrong number of cards reported after the round's last card voids the round (<game>)
    Given the game "<game>" with 8 decks
    When the dealer opens bets
    And player "A" places a "banker" wager of 1,000 at position 1
    And the dealer closes bets
    And the cards "5H 6S KD QC 6D TS" are dealt
    Then the table state is "complete"
    When the dealer reports the irregularity "incorrect-card-count"
    Then that is accepted with the notice "round-void"
    When the dealer settles the round
    Then the round is void because "incorrect-card-count"
    And player "A"'s "banker" wager at position 1 is returned

    Examples:
      | game                       |
      | mbs-etg-v4-super-six-ncb   |
      | mbs-etg-v4-fortune-six-ncb |
      | mbs-etg-v4-super-6-ncb     |
      | mbs-etg-v4-ncb             |
      | mbs-etg-v4-tiger           |
      | mbs-etg-v4-tiger-ncb       |
      | mbs-etg-v4-fabulous-4s     |
