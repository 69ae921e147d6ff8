Feature: Tiger Baccarat v2: unshuffled cards in use void the round

  Rule 5.1 voids the round when unshuffled cards are found in use, as it
  does for extra, missing or foreign cards, and 5.1.2 keeps the rounds
  before it. The cards dealt cannot show that they were not shuffled, so
  the dealer reports it as an irregularity of the table (interpretation
  30). An engine that lets the round go on settles a round the rules void.

  @clause:mbs-tiger-v2:5.1 @clause:mbs-tiger-v2:5.1.1 @interpretation:30
  Scenario Outline: 5.1.1 Unshuffled cards found <when> void the round
    Given the game "mbs-tiger-v2" with 8 decks
    When the dealer opens bets
    And player "A" places a "banker" wager of 1,000 at position 1
    And player "B" places a "tie" wager of 100 at position 2
    And the dealer closes bets
    And the cards "<dealt>" are dealt
    And the dealer reports the irregularity "unshuffled-cards"
    Then that is accepted with the notice "round-void"
    And the table state is "void"
    When the dealer settles the round
    Then the round is void because "unshuffled-cards"
    And player "A"'s "banker" wager at position 1 is returned
    And player "B"'s "tie" wager at position 2 is returned

    Examples:
      | when                    | dealt          |
      | after the initial deal  | 3H 2S 3D 2C    |
      | before the third card   | 5H 6S KD QC 6D |
