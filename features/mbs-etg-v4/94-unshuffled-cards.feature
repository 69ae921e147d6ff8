Feature: Electronic Baccarat v4: unshuffled cards in use void the round

  Rule 5.1 voids the round when unshuffled cards are found in use, as it
  does for extra, missing or foreign cards, and 5.1.2 keeps the rounds
  before it. The cards dealt cannot show that they were not shuffled, so
  the dealer reports it as an irregularity of the table (interpretation
  30). An engine that lets the round go on settles a round the rules void.

  @clause:mbs-etg-v4:5.1 @clause:mbs-etg-v4:5.1.1 @interpretation:30
  Scenario Outline: 5.1.1 Unshuffled cards found during the round void it (<game>)
    Given the game "<game>" with 8 decks
    When the dealer opens bets
    And player "A" places a "banker" wager of 1,000 at position 1
    And the dealer closes bets
    And the cards "5H 6S KD QC" are dealt
    And the dealer reports the irregularity "unshuffled-cards"
    Then that is accepted with the notice "round-void"
    When the dealer settles the round
    Then the round is void because "unshuffled-cards"
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
