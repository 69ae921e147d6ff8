Feature: Tiger Baccarat v2: a player who leaves with cards does not void the round

  When a player leaves the table with cards whose values neither the
  dealing device nor surveillance can tell (5.11), two cards are taken
  from the device and kept in drawn order (5.11.1), the missing cards are
  worked out and replaced by cards of the same suit and value, and the
  round is completed with the replacements and, as the Table of Play
  needs them, the two cards set aside (5.11.4), in the order they were
  drawn, so that each is received by the hand the Table of Play serves
  next: the order can decide the round (5.11.1). The round is not void: it
  is settled on the same cards as if the player had stayed. The dealer
  reports it as an irregularity of the table (interpretation 30); sorting
  the decks and taking the replacements from a complete deck (5.11.2,
  5.11.2.1, 5.11.3, 5.11.5) are floor procedures.

  @clause:mbs-tiger-v2:5.11 @clause:mbs-tiger-v2:5.11.1 @clause:mbs-tiger-v2:5.11.4 @interpretation:30
  Scenario Outline: 5.11.4 A round whose cards a player took away is completed and settled (<when>)
    Given the game "mbs-tiger-v2" with 8 decks
    When the dealer opens bets
    And player "A" places a "banker" wager of 1,000 at position 1
    And player "B" places a "player" wager of 500 at position 2
    And the dealer closes bets
    And the cards "<before>" are dealt
    And the dealer reports the irregularity "player-left-with-cards"
    Then that is accepted with the notice "play-continues"
    And the table state is "dealing"
    When the cards "<after>" are dealt
    And the dealer settles the round
    Then the winner is "<winner>"
    And player "A"'s "banker" wager at position 1 is settled on a stake of 1,000
    And player "B"'s "player" wager at position 2 is settled on a stake of 500

    Examples:
      | when                                  | before      | after | winner |
      | after the initial deal, both draw     | 5H 6S KD QC | 6D TS | banker |
      | after the Player's third card         | 5H 6S KD QC 6D | TS | banker |
      | before the Banker's second card       | 2H 3S 4D    | 9C 8S | player |

  @clause:mbs-tiger-v2:5.11 @interpretation:30
  Scenario: 5.11 No card of the round is out: nobody can leave with one
    Given the game "mbs-tiger-v2" with 8 decks
    When the dealer opens bets
    And player "A" places a "banker" wager of 1,000 at position 1
    And the dealer closes bets
    And the dealer reports the irregularity "player-left-with-cards"
    Then that is refused because "no-rule"

  @clause:mbs-tiger-v2:5.11.1 @interpretation:30
  Scenario Outline: 5.11.1 The two cards set aside are kept in drawn order and received by the correct hand: <when>
    Given the game "mbs-tiger-v2" with 8 decks
    When the dealer opens bets
    And player "A" places a "player" wager of 1,000 at position 1
    And the dealer closes bets
    And the cards "<before>" are dealt
    And the dealer reports the irregularity "player-left-with-cards"
    Then that is accepted with the notice "play-continues"
    When the cards "<set aside>" are dealt
    And the dealer settles the round
    Then the winner is "<winner>"

    Examples:
      | when                                                           | before      | set aside | winner |
      | both draw, 4D first: the Player 9 against 2                    | 5H 3S KD KC | 4D 9C     | player |
      | both draw, 9C first: the Banker 7 against 4                    | 5H 3S KD KC | 9C 4D     | banker |
      | the Player stands, so the first goes to the Banker: 8 against 7 | 7H 3S KD KC | 5D 9C     | banker |
      | the Player stands, 9C first to the Banker: 2 against 7         | 7H 3S KD KC | 9C 5D     | player |
      | the Banker's second card first, 4C: the Banker 7 against 6     | 2H 3S 4D    | 4C 9S     | banker |
      | the Banker's second card first, 9S: 6 against 6                | 2H 3S 4D    | 9S 4C     | tie    |
